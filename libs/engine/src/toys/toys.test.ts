import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IllegalAction, type Action, type Game } from '../contract.js';
import { Rng } from '../rng/rng.js';
import { ticTacToe } from './tic-tac-toe.js';
import { hiddenNim, type HiddenNimState } from './hidden-nim.js';
import { raid } from './raid.js';
import { rockPaperScissors } from './rock-paper-scissors.js';

const games: Array<[string, Game<any, any, null, any>, unknown]> = [
  ['tic-tac-toe', ticTacToe, {}],
  ['hidden-nim', hiddenNim, { pile: 12, copies: 4 }],
  ['raid', raid, {}],
  ['rock-paper-scissors', rockPaperScissors, { rounds: 3, die: { sides: 6, wins: 2 } }],
];

describe.each(games)('toy game %s keeps the contract', (_name, game, options) => {
  it('rejects illegal actions with IllegalAction and leaves the state unchanged', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(), { maxLength: 30 }), (seed, picks) => {
        const state = game.setup(null, options, seed);
        for (const pick of picks) {
          const legal = game.actions(state);
          if (legal.length === 0) break;
          game.apply(state, legal[pick % legal.length]);
        }
        const before = structuredClone(state);
        const bogus = [{ type: 'mark', cell: 99 }, { type: 'play', value: 9 }, { type: 'nonsense' }, { type: 'pass' }] as Action[];
        for (const action of bogus) {
          if (game.actions(state).some((l: Action) => JSON.stringify(l) === JSON.stringify(action))) continue;
          expect(() => game.apply(state, action)).toThrow(IllegalAction);
          expect(state).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is plain JSON data and deterministic for a seed', () => {
    const a = game.setup(null, options, 'same');
    const b = game.setup(null, options, 'same');
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(a).toEqual(b);
  });
});

describe('hidden nim', () => {
  it('says why an action is illegal', () => {
    const s = hiddenNim.setup(null, {}, 1);
    const own = new Set(s.zones.hand0!.map((c) => Number(c[1])));
    const missing = [1, 2, 3].find((v) => !own.has(v))!;
    expect(() => hiddenNim.apply(s, { type: 'play', value: missing })).toThrow(
      `illegal action play {value: ${missing}}: player 0 holds no card worth ${missing}`,
    );
    s.pile = 1;
    if (own.has(3)) expect(() => hiddenNim.apply(s, { type: 'play', value: 3 })).toThrow('a card worth 3 is more than the 1 tokens left');
  });

  it('hides the deck, the other hand and the RNG in a view, and determinize refills them consistently', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 1 }), (seed, seat) => {
        const s = hiddenNim.setup(null, { pile: 15 }, seed);
        const v = hiddenNim.view(s, seat);
        expect(v.zones[`hand${seat}`]).toEqual(s.zones[`hand${seat}`]);
        expect(v.zones[`hand${1 - seat}`]!.every((c) => c === '?')).toBe(true);
        expect(v.zones.deck!.every((c) => c === '?')).toBe(true);
        expect(v.rng).toEqual([0, 0, 0, 0]);
        const d: HiddenNimState = hiddenNim.determinize!(v, seat, Rng.seeded(seed));
        const all = (x: HiddenNimState) => [...x.zones.deck!, ...x.zones.hand0!, ...x.zones.hand1!, ...x.zones.played!].sort();
        expect(all(d)).toEqual(all(s));
        expect(d.zones[`hand${seat}`]).toEqual(s.zones[`hand${seat}`]);
      }),
      { numRuns: 50 },
    );
  });
});
