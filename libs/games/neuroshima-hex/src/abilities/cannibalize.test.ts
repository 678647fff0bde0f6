// gourmetGroups marks, once per listing, the marker group Gourmets grant on each hex they reach:
// the HQ's Gourmet (adjacent reach, Greater) covers its own tiles next to it and nothing else.
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { buildScenario } from '../scenario/setup.js';
import { catalogOf } from '../catalog.js';
import { fieldNow, hexArg } from '../position.js';
import { gourmetGroups } from './cannibalize.js';

function board() {
  const state = buildScenario(content, {
    id: 'g',
    title: 'g',
    rules: ['gourmet'],
    armies: ['troglodytes', 'hell-hounds'],
    actions: [],
    expect: {},
    setup: {
      board: [
        { hex: '0,0', owner: 0, tile: 'hq' },
        { hex: '0,1', owner: 0, tile: 'archer' },
        { hex: '0,2', owner: 0, tile: 'archer' },
        { hex: '1,-1', owner: 1, tile: 'hq' },
      ],
      hands: [[], []],
    },
  });
  const cat = catalogOf(state.catalog);
  return { state, cat, f: fieldNow(state, cat) };
}

describe('gourmetGroups', () => {
  it("marks the Greater group on the seat's tiles its HQ reaches, and -1 elsewhere", () => {
    const { cat, f } = board();
    const groups = Array.from(gourmetGroups(cat, f, 0).subarray(0, f.n));
    const greater = groups.flatMap((g, h) => (g === 1 ? [cat.labels[h]] : []));
    // The HQ reaches every tile next to it, whoever owns it (whose tiles may eat is checked elsewhere).
    expect(greater.sort()).toEqual(['0,1', '1,-1']);
    expect(groups[hexArg(cat, '0,2')]).toBe(-1);
    expect(groups.filter((g) => g !== 1 && g !== -1)).toEqual([]);
  });

  it('marks nothing for a seat without Gourmets', () => {
    const { cat, f } = board();
    expect(Array.from(gourmetGroups(cat, f, 1).subarray(0, f.n)).every((g) => g === -1)).toBe(true);
  });
});
