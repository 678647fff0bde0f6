import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';

describe('the sample armies', () => {
  it("each cost the rules' army size, counted from their troop types' AP", () => {
    const cost = new Map(content.troopTypes.types.map((t) => [t.id, t.ap]));
    const points = Object.fromEntries(
      Object.entries(content.armies).map(([id, army]) => [
        id,
        army.elements.reduce((sum, line) => sum + line.count * cost.get(line.type)!, 0),
      ]),
    );
    expect(points).toEqual({ 'feudal-host': 24, 'goblin-horde': 24, 'sky-lords': 24, 'sorcerous-realm': 24 });
    expect(content.rules.army.points).toBe(24);
  });

  it('each have one general element', () => {
    for (const army of Object.values(content.armies)) expect(army.elements.filter((l) => l.general).map((l) => l.count)).toEqual([1]);
  });
});
