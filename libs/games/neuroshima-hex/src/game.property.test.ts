// Properties over many random games: tiles and markers are never lost or doubled, HQs never heal, games end,
// logs replay exactly, and illegal actions are refused with a reason and change nothing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IllegalAction, Rng, playMatch, randomPlayer, replay } from '@armory/engine';
import { content } from './content.testing.js';
import { neuroshimaHex } from './game.js';
import { catalogOf } from './catalog.js';
import { hqPoints } from './flow.js';
import type { NhAction, NhState } from './state.js';

const options = { armies: ['hell-hounds', 'troglodytes'] };

/** Per seat: tile id -> copies found on the board and in every pile. */
function census(s: NhState): Array<Record<string, number>> {
  return s.seats.map((seat, i) => {
    const n: Record<string, number> = {};
    const add = (t: string) => (n[t] = (n[t] ?? 0) + 1);
    [...seat.bag, ...seat.hand, ...seat.discard, ...seat.removed].forEach(add);
    s.board.forEach((c) => c && c.owner === i && add(c.tile));
    return n;
  });
}

/** Per seat: marker id -> markers in the supply, on tiles (Satiety) and on the board as reminders (Freezing). */
function markerCensus(s: NhState): Array<Record<string, number>> {
  return s.seats.map((seat, i) => {
    const n: Record<string, number> = { ...seat.supply };
    const add = (m: string) => (n[m] = (n[m] ?? 0) + 1);
    s.board.forEach((c) => c && c.owner === i && c.marker && add(c.marker));
    s.reminders.forEach((r) => r.seat === i && add(r.marker));
    return n;
  });
}

function markerCounts(armies: string[]): Array<Record<string, number>> {
  return armies.map((id) => Object.fromEntries((content.armies[id]!.markers ?? []).map((m) => [m.id, m.count])));
}

function armyCounts(armies: string[]): Array<Record<string, number>> {
  return armies.map((id) => Object.fromEntries(content.armies[id]!.tiles.map((t) => [t.id, t.count])));
}

/** A few actions that are usually illegal: off-board hexes, tiles not held, made-up types, bad rotations. */
function junk(rng: Rng, legal: NhAction[]): NhAction {
  const pick = rng.pick(legal);
  switch (rng.int(6)) {
    case 0:
      return { ...pick, hex: '9,9' };
    case 1:
      return { type: 'place', tile: 'no-such-tile', hex: '0,0', rotation: 0 };
    case 2:
      return { ...pick, rotation: 7 };
    case 3:
      return { type: 'teleport' };
    case 4:
      return { type: 'play', tile: rng.pick(['battle', 'move', 'avalanche', 'tug']), side: 9, to: 'x' };
    default:
      return { ...pick, target: '0,0', to: '2,-2', victim: '0,0', marker: 'fangs' };
  }
}

/** Games per property run: PROPERTY_GAMES overrides (e.g. 10000 for a long run by hand). */
const GAMES = Number(process.env['PROPERTY_GAMES'] ?? 1000);
const teamOptions = { armies: ['hell-hounds', 'troglodytes', 'troglodytes', 'hell-hounds'], teams: [0, 1, 0, 1] };

describe('random games', () => {
  it.each([
    ['two players', options, GAMES],
    ['team play', teamOptions, Math.ceil(GAMES / 5)],
  ])(
    'keep every tile and marker, never heal an HQ, end, and refuse illegal actions without change (%s)',
    (_name, setupOptions, runs) => {
      const expected = armyCounts(setupOptions.armies);
      const markers = markerCounts(setupOptions.armies);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const s = neuroshimaHex.setup(content, setupOptions, seed);
          const rng = Rng.seeded(`moves-${seed}`);
          const cat = catalogOf(s.catalog);
          let last = hqPoints(s, cat);
          let steps = 0;
          while (!neuroshimaHex.status(s).over) {
            const legal = neuroshimaHex.actions(s) as NhAction[];
            expect(legal.length).toBeGreaterThan(0);
            if (rng.int(4) === 0) {
              const bad = junk(rng, legal);
              const before = JSON.stringify(s);
              try {
                neuroshimaHex.apply(s, bad);
              } catch (e) {
                expect(e).toBeInstanceOf(IllegalAction);
                expect((e as Error).message).toMatch(/^illegal action .+: \S.+/);
                expect(JSON.stringify(s)).toBe(before);
              }
            }
            if (neuroshimaHex.status(s).over) break;
            neuroshimaHex.apply(s, rng.pick(neuroshimaHex.actions(s) as NhAction[]));
            expect(census(s)).toEqual(expected);
            expect(markerCensus(s)).toEqual(markers);
            for (const r of s.reminders) expect(s.board.some((c) => c && c.id === r.tile)).toBe(true);
            const pts = hqPoints(s, cat);
            pts.forEach((p, i) => expect(p).toBeLessThanOrEqual(last[i]!));
            last = pts;
            const ids = s.board.flatMap((c) => (c ? [c.id] : []));
            expect(new Set(ids).size).toBe(ids.length);
            expect(s.board.length).toBe(cat.board.size);
            steps++;
            expect(steps).toBeLessThan(5000);
          }
        }),
        { numRuns: runs },
      );
    },
    600_000,
  );

  it('replay equals the original, and the same seed gives the same game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const players = [randomPlayer(), randomPlayer()];
        const a = playMatch(neuroshimaHex, content, options, seed, players, { record: true, playerSeed: `p${seed}` });
        const b = playMatch(neuroshimaHex, content, options, seed, players, { record: true, playerSeed: `p${seed}` });
        expect(a.status.over).toBe(true);
        expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
        const r = replay(neuroshimaHex, content, a.log!);
        expect(r.ok).toBe(true);
        expect(JSON.stringify(r.state)).toBe(JSON.stringify(a.state));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('every listed action is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const s = neuroshimaHex.setup(content, options, seed);
        const rng = Rng.seeded(seed);
        while (!neuroshimaHex.status(s).over) {
          const legal = neuroshimaHex.actions(s) as NhAction[];
          for (const a of legal.filter(() => rng.int(8) === 0)) neuroshimaHex.apply(neuroshimaHex.clone!(s), a);
          neuroshimaHex.apply(s, rng.pick(legal));
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it('a view hides both bags and shows both hands (drawn tiles lie face up); determinize fills the bags from the unseen tiles', () => {
    const s = neuroshimaHex.setup(content, options, 3);
    const rng = Rng.seeded(3);
    for (let i = 0; i < 30 && !neuroshimaHex.status(s).over; i++) neuroshimaHex.apply(s, rng.pick(neuroshimaHex.actions(s) as NhAction[]));
    const v = neuroshimaHex.view(s, 0);
    expect(v.seats.map((seat) => seat.hand)).toEqual(s.seats.map((seat) => seat.hand));
    for (const seat of v.seats) expect(seat.bag.every((t) => t === '?')).toBe(true);
    const d = neuroshimaHex.determinize!(v, 0, Rng.seeded(1));
    expect(census(d)).toEqual(armyCounts(options.armies));
  });
});
