/**
 * The names a scenario's set-up uses that the content must have: its armies, and each tile and marker in
 * the army of the seat it belongs to. Checked before the scenario runs, so a typo gets its file, line and
 * a suggestion instead of a failed set-up.
 */
import type { Reference } from '@armory/engine';
import type { NeuroshimaContent } from '../content.js';
import type { Scenario } from './scenario.js';

/** Every checked name in the scenario, with the names it may be. */
export function references(content: NeuroshimaContent, sc: Scenario): Reference[] {
  const out: Reference[] = [];
  const armyIds = Object.keys(content.armies);
  (sc.armies ?? []).forEach((army, seat) => out.push({ path: ['armies', seat], value: army, known: armyIds, what: 'an army' }));
  const tilesOf = (seat: number) => content.armies[sc.armies[seat]!]?.tiles.map((t) => t.id);
  const markersOf = (seat: number) => (content.armies[sc.armies[seat]!]?.markers ?? []).map((m) => m.id);
  const tile = (path: (string | number)[], seat: number, value: string) => {
    const known = tilesOf(seat);
    // An unknown army or seat is reported on its own; its tiles cannot be judged.
    if (known) out.push({ path, value, known, what: `a tile of army '${sc.armies[seat]}'` });
  };
  const setup = sc.setup ?? {};
  (setup.board ?? []).forEach((t, i) => {
    tile(['setup', 'board', i, 'tile'], t.owner, t.tile);
    const known = tilesOf(t.owner) && markersOf(t.owner);
    if (t.marker !== undefined && known)
      out.push({ path: ['setup', 'board', i, 'marker'], value: t.marker, known, what: `a marker of army '${sc.armies[t.owner]}'` });
  });
  for (const pile of ['hands', 'bags', 'discards'] as const) {
    (setup[pile] ?? []).forEach((tiles, seat) => tiles.forEach((t, i) => tile(['setup', pile, seat, i], seat, t)));
  }
  return out;
}
