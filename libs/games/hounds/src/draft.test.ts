import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import type { HoundsContent } from './content.js';
import { hounds } from './game.js';

/** Drafts the first card of the row until the draft is over; the number of picks made. */
function draftAll(c: HoundsContent): { picks: number; state: ReturnType<typeof hounds.setup> } {
  const state = hounds.setup(c, { seats: 2 }, 1);
  let picks = 0;
  while (state.stage === 'draft') {
    hounds.apply(state, { type: 'draft', card: state.row[0]! });
    picks++;
  }
  return { picks, state };
}

describe('the two-player draft', () => {
  it("deals rows until each deck holds the rules' count: 12 each from the 24 dealt", () => {
    const { picks, state } = draftAll(content);
    expect(picks).toBe(content.rules.draft.pool);
    expect(state.sides.map((side) => side.owned.length)).toEqual([12, 12]);
  });

  it('stops dealing rows once each deck is full, even with hounds still dealt', () => {
    const nine: HoundsContent = { ...content, rules: { ...content.rules, draft: { ...content.rules.draft, deck: 9 } } };
    const { picks, state } = draftAll(nine);
    expect(picks).toBe(18);
    expect(state.sides.map((side) => side.owned.length)).toEqual([9, 9]);
    expect(state.stage).toBe('play');
  });
});
