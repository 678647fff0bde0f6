import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import type { HottContent } from './content.js';
import { oddsBar, oddsBars } from './preview-odds.js';
import { compileCombat } from './rules.js';

const ids = content.troopTypes.types.map((t) => t.id);

/** Content with one type's factor against foot set, as the editor gives it after a keystroke (a new object). */
function withFactor(id: string, foot: number, from: HottContent = content): HottContent {
  const types = from.troopTypes.types.map((t) =>
    t.id === id ? { ...t, factor: { ...t.factor, foot } } : t,
  ) as HottContent['troopTypes']['types'];
  return { ...from, troopTypes: { ...from.troopTypes, types } };
}

/** Every type's bars, remembered, and the same bars worked out afresh from the rules. */
function bothWays(c: HottContent) {
  const rules = compileCombat(c);
  return {
    remembered: ids.map((id) => oddsBars(rules, id)),
    fresh: ids.map((id) => ids.map((enemy) => oddsBar(rules, id, enemy))),
  };
}

describe('the odds bars of the troop-type picture', () => {
  it('are the odds worked out afresh, through a run of edits to factors and to the combat tables', () => {
    let c = content;
    const edits: Array<(c: HottContent) => HottContent> = [
      (c) => withFactor('knights', 9, c),
      (c) => withFactor('spears', 1, c),
      (c) => ({ ...c, combat: { ...c.combat, die: { ...c.combat.die, sides: 8 } } }),
      (c) => withFactor('knights', 3, c),
      (c) => ({ ...c, combat: content.combat }),
      (c) => withFactor('spears', content.troopTypes.types.find((t) => t.id === 'spears')!.factor.foot, c),
    ];
    for (const edit of edits) {
      c = edit(c);
      const { remembered, fresh } = bothWays(c);
      expect(remembered).toEqual(fresh);
    }
    // Eight-sided dice really were in play for one step (so the tables' text is part of the key).
    const eight = compileCombat({ ...content, combat: { ...content.combat, die: { ...content.combat.die, sides: 8 } } });
    expect(oddsBars(eight, 'knights')[0]!.of).toBe(64);
  });

  it('after an edit of one type, work out only the pairs that type is in', () => {
    const before = oddsBars(compileCombat(content), 'spears');
    const edited = compileCombat(withFactor('knights', 9));
    const after = oddsBars(edited, 'spears');
    const knights = ids.indexOf('knights');
    after.forEach((bar, i) => {
      if (i === knights) expect(bar).not.toBe(before[i]);
      else expect(bar, ids[i]).toBe(before[i]);
    });
    expect(after[knights]).toEqual(oddsBar(edited, 'spears', 'knights'));
  });
});
