import { describe, expect, it } from 'vitest';
import { ContentError, tablesOf, type ShiftingHillsContent } from './content.js';
import { content } from './content.testing.js';

/** A copy of the real content with one change, for content the checks would refuse before a game sees it. */
function changed(edit: (c: ShiftingHillsContent) => void): ShiftingHillsContent {
  const copy = structuredClone(content);
  edit(copy);
  return copy;
}

describe('content tables', () => {
  it('turn the content into indices: the attack matrix by unit type, the land pool with its stars, the HQ hexes', () => {
    const t = tablesOf(content);
    const unit = (id: string) => t.unitIndex.get(id)!;
    expect(t.units[unit('mech')]!.attack[unit('infantry')]).toBe(4);
    expect(t.units[unit('infantry')]!.attack[unit('rocketeer')]).toBe(3);
    expect(t.landPool).toHaveLength(35);
    expect(t.landPool.filter((l) => l.star)).toHaveLength(6);
    expect(t.headquarters.map((h) => t.names[h])).toEqual(['d2', 'd6']);
    expect(tablesOf(content)).toBe(t);
  });

  it('refuse content the game cannot play, saying which file and what', () => {
    expect(() => tablesOf(changed((c) => delete c.units.units[0]!.attack['mech']))).toThrow(
      new ContentError("units.yaml: unit type 'infantry' has no ATK against 'mech' in its attack matrix"),
    );
    expect(() => tablesOf(changed((c) => (c.tiles.tiles[0]!.count = 14)))).toThrow(
      'tiles.yaml: 34 land tiles and 2 HQs do not fill the 37 hexes of the board',
    );
    expect(() => tablesOf(changed((c) => (c.tiles.tiles[0]!.stars = 16)))).toThrow("tiles.yaml: tile 'plains' has 16 stars on 15 copies");
    expect(() => tablesOf(changed((c) => (c.rules.headquarters[1]!.hex = 'd2')))).toThrow("rules.yaml: two HQs on hex 'd2'");
    expect(() => tablesOf(changed((c) => (c.rules.headquarters[1]!.hex = 'z9')))).toThrow(
      "rules.yaml: HQ of player 2 stands on 'z9', which is not a hex of the board",
    );
    expect(() => tablesOf(changed((c) => (c.rules.capture.unit = 'tank')))).toThrow(
      "rules.yaml: capture: unknown unit type 'tank'; known: infantry, rocketeer, mech",
    );
  });
});
