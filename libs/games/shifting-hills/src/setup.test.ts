import { describe, expect, it } from 'vitest';
import { tablesOf } from './content.js';
import { content } from './content.testing.js';
import { setupGame } from './setup.js';

describe('set-up', () => {
  const tables = tablesOf(content);

  it('lays the HQs face up on their hexes and every land tile face down on the others, stars with them', () => {
    const state = setupGame(content, {}, 11);
    const hqs = content.rules.headquarters.map((hq) => tables.byName.get(hq.hex)!);
    expect(state.tiles).toHaveLength(37);
    for (const hex of hqs) expect([tables.tiles[state.tiles[hex]!]!.id, state.revealed[hex]]).toEqual(['headquarters', true]);
    const land = state.tiles.filter((_, hex) => !hqs.includes(hex)).map((t) => tables.tiles[t]!.id);
    for (const tile of content.tiles.tiles.filter((t) => t.kind === 'land'))
      expect(land.filter((id) => id === tile.id)).toHaveLength(tile.count);
    expect(state.revealed.filter(Boolean)).toHaveLength(hqs.length);
    const stars = content.tiles.tiles.reduce((n, t) => n + t.stars, 0);
    expect(state.stars.filter((s) => s === 'waiting')).toHaveLength(stars);
  });

  it('stands the two HQs in one line with 3 land tiles between them and 1 behind each, on a hexagon of 4 a side', () => {
    const [a, b] = tables.headquarters as [number, number];
    const line = (from: number, to: number) => {
      const dir = [0, 1, 2, 3, 4, 5].find((d) => tables.board.ray(from, d).includes(to))!;
      return tables.board.ray(from, dir);
    };
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const ray = line(from, to);
      expect(ray.indexOf(to), 'land tiles between the HQs').toBe(3);
      expect(ray.length - ray.indexOf(to) - 1, 'land tiles behind an HQ').toBe(1);
    }
    expect(tables.board.size).toBe(37);
    expect([...Array(tables.board.size).keys()].filter((hex) => tables.board.isEdge(hex))).toHaveLength(18);
  });

  it("stacks each player's starting squads on their own HQ, the bonus deck shuffled and no hands", () => {
    const state = setupGame(content, {}, 12);
    expect(state.squads.map((q) => [q.id, q.units, tables.names[q.hex]])).toEqual([
      ['1-infantry', 6, 'd2'],
      ['1-rocketeer', 6, 'd2'],
      ['1-mech', 4, 'd2'],
      ['2-infantry', 6, 'd6'],
      ['2-rocketeer', 6, 'd6'],
      ['2-mech', 4, 'd6'],
    ]);
    expect([...state.deck].sort()).toEqual([...tables.deck].sort());
    expect(state.hands).toEqual([[], []]);
  });

  it('draws the first player by lot: each player about half the time, the same for the same seed', () => {
    const firsts = Array.from({ length: 400 }, (_, seed) => setupGame(content, {}, seed).player);
    const ones = firsts.filter((p) => p === 0).length;
    expect(ones).toBeGreaterThan(160);
    expect(ones).toBeLessThan(240);
    expect(setupGame(content, {}, 'same').player).toBe(setupGame(content, {}, 'same').player);
  });

  it('has no turn limit unless one is asked for', () => {
    expect(setupGame(content, {}, 1).turnLimit).toBeNull();
    expect(setupGame(content, { turnLimit: 50 }, 1).turnLimit).toBe(50);
  });
});
