import { describe, expect, it } from 'vitest';
import { armyProblems } from './army.js';
import { content } from './content.testing.js';
import type { Army } from './content.js';

describe('armyProblems', () => {
  it('finds nothing wrong with the sample armies, which each cost the rules\' army size', () => {
    expect(armyProblems(content)).toEqual([]);
    for (const army of Object.values(content.armies)) expect(army.elements.reduce((s, l) => s + l.ap, 0)).toBe(content.rules.army.points);
  });

  it('names a line whose AP disagrees with its type, and a general of two elements', () => {
    const host = content.armies['feudal-host']!;
    const army: Army = { ...host, elements: [{ ...host.elements[0]!, count: 2, ap: 8 }, { ...host.elements[1]!, ap: 9 }] };
    const broken = { ...content, armies: { 'feudal-host': army } };
    expect(armyProblems(broken)).toEqual([
      "content/hott/armies/feudal-host.yaml: element 1 (paladin): the general's line must be one element, not 2",
      'content/hott/armies/feudal-host.yaml: element 2 (knights): ap is 9, but 4 x 2 AP = 8',
    ]);
  });
});
