import { runScenario, type Scenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { hottGame } from '../hott-game.js';
import { hottModule } from '../module.js';
import { scenarioHooks } from './hooks.js';

/** The blades charge the stronghold and take it: one combat, so two dice (the attacker's, the defender's). */
const storming = (dice?: number[]) =>
  ({
    id: 'storming',
    title: 'blades take the stronghold',
    rules: ['battle/stronghold-captured'],
    battle: {
      battlefield: 'open-field',
      side: 2,
      pips: 2,
      elements: [
        { side: 1, type: 'stronghold', at: [12, 0], facing: 'north' },
        { side: 2, type: 'blades', at: [12, 2], facing: 'south', general: true },
        { side: 1, type: 'blades', at: [2, 3], facing: 'north', general: true },
        { side: 2, type: 'blades', at: [20, 20], facing: 'south' },
      ],
    },
    ...(dice ? { dice } : {}),
    actions: [{ type: 'move', element: 1, to: { x: 12, y: 1 }, facing: 'south' }, { type: 'end-movement' }],
    expect: { winner: 2 },
  }) as unknown as Scenario;

const run = (dice?: number[]) => runScenario(hottGame, scenarioHooks, content, storming(dice), hottModule);

describe('battle scenario dice', () => {
  it('passes when the dice listed are exactly the dice rolled', () => {
    expect(run([6, 1]).failures).toEqual([]);
  });

  it('refuses too few dice, at the dice, instead of letting the seed roll the rest', () => {
    const short = run([6]);
    expect(short.failures).toEqual(['dice: the scenario gives 1, but its actions rolled 2; list every die they roll, in order']);
    expect([short.at, short.stoppedIn]).toEqual([['dice'], 'after-actions']);
  });

  it('refuses dice never rolled', () => {
    expect(run([6, 1, 3, 4]).failures).toEqual(['dice: the scenario gives 4, but its actions rolled 2; the last 2 were never rolled']);
    expect(run([6, 1, 3]).failures).toEqual(['dice: the scenario gives 3, but its actions rolled 2; the last was never rolled']);
  });

  it('lets a scenario that lists no dice roll with its seed', () => {
    expect(run().failures.filter((f) => f.startsWith('dice'))).toEqual([]);
  });
});
