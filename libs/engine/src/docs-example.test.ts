// The minimal game module of docs/engine.md, verbatim apart from the import path, checked against the contract.
import { describe, expect, it } from 'vitest';
import { IllegalAction, Rng, type Game, type RngState } from './index.js';
import { conformanceProblems, playMatch, randomPlayer, replay } from './index.js';

/** Content (from YAML via a content package): every number of the rules lives here. */
interface PileContent {
  start: { min: number; max: number };
  maxTake: number;
}
interface PileState {
  pile: number;
  maxTake: number;
  next: number;
  lastTaker: number;
  rng: RngState;
}
type Take = { type: 'take'; count: number };

const most = (s: PileState) => Math.min(s.maxTake, s.pile);

export const pile: Game<PileState, Take, PileContent, object> = {
  name: 'pile',
  setup(content, _options, seed) {
    const rng = Rng.seeded(seed);
    const start = rng.between(content.start.min, content.start.max);
    return { pile: start, maxTake: content.maxTake, next: 0, lastTaker: -1, rng: rng.state };
  },
  toAct: (s) => (s.pile === 0 ? null : s.next),
  actions: (s) => Array.from({ length: most(s) }, (_, i) => ({ type: 'take' as const, count: i + 1 })),
  apply(s, a) {
    if (!(a.count >= 1 && a.count <= most(s))) throw new IllegalAction(a, `take 1-${most(s)} tokens`);
    s.pile -= a.count;
    s.lastTaker = s.next;
    s.next = 1 - s.next;
    return [{ type: 'took', player: s.lastTaker, count: a.count, left: s.pile }];
  },
  view: (s) => ({ ...s, rng: [0, 0, 0, 0] }), // future draws are hidden information
  status: (s) => (s.pile === 0 ? { over: true, winners: [s.lastTaker], draw: false } : { over: false }),
  players: () => 2,
};

describe('the docs example game', () => {
  const content: PileContent = { start: { min: 10, max: 20 }, maxTake: 3 };
  it('keeps the contract and replays', () => {
    expect(
      conformanceProblems(
        pile,
        content,
        {},
        {
          illegal: [
            { type: 'take', count: 4 },
            { type: 'take', count: 0 },
          ],
        },
      ),
    ).toEqual([]);
    const match = playMatch(pile, content, {}, 'doc', [randomPlayer(), randomPlayer()], { record: true });
    expect(match.status.over).toBe(true);
    expect(replay(pile, content, match.log!).ok).toBe(true);
    expect(() => pile.apply(pile.setup(content, {}, 1), { type: 'take', count: 9 })).toThrow(
      'illegal action take {count: 9}: take 1-3 tokens',
    );
  });
});
