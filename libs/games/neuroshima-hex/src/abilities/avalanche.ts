/**
 * avalanche: an instant tile; wounds every tile of the listed kinds (friend or foe as `affects`
 * says) in one area: `sideHexes` outer-ring hexes in a row from one board corner, plus the
 * `innerHexes` hexes of the next ring in that touch that row most. One placement per board side.
 */
import { ring, type Hex } from '@armory/engine';
import { perCatalog, type Catalog } from '../catalog.js';
import { woundTiles } from '../wounds.js';
import { hqsFell } from '../flow.js';
import { definePlay, isEnemy, label } from './play.js';
import type { AvalancheParams } from './params.js';

const areaCache = perCatalog(() => new Map<string, number[][]>());

/** The board hexes of each avalanche placement (index = side, clockwise from the N corner). */
export function avalancheAreas(cat: Catalog, use: AvalancheParams): number[][] {
  const byUse = areaCache(cat);
  const key = `${String(use.sideHexes)}/${String(use.innerHexes)}`;
  const known = byUse.get(key);
  if (known) return known;
  const radius = cat.rules.board.radius;
  const outer = ring({ q: 0, r: 0 }, radius);
  const inner = radius > 1 ? ring({ q: 0, r: 0 }, radius - 1) : [];
  const idx = (h: Hex) => cat.board.indexOf(h);
  const areas: number[][] = [];
  for (let side = 0; side < 6; side++) {
    const row = Array.from({ length: use.sideHexes }, (_, k) => outer[(side * radius + k) % outer.length]!);
    const touching = inner
      .map((h, order) => ({
        h,
        order,
        touches: row.filter((r) => Math.abs(r.q - h.q) + Math.abs(r.r - h.r) + Math.abs(r.q + r.r - h.q - h.r) === 2).length,
      }))
      .filter((x) => x.touches > 0)
      .sort((a, b) => b.touches - a.touches || a.order - b.order)
      .slice(0, use.innerHexes)
      .map((x) => x.h);
    areas.push([...row, ...touching].map(idx).sort((a, b) => a - b));
  }
  byUse.set(key, areas);
  return areas;
}

const sideLists: number[][] = [];

/** [0, 1, ..., n - 1], shared. */
function sides(n: number): readonly number[] {
  return (sideLists[n] ??= Array.from({ length: n }, (_, i) => i));
}

/** The Avalanche instant. */
export const avalanche = definePlay<AvalancheParams>({
  id: 'avalanche',
  options(t, use, _source, head, out) {
    out.product(head, 'side', sides(avalancheAreas(t.cat, use).length));
  },
  refuse(t, use, _source, p) {
    const n = avalancheAreas(t.cat, use).length;
    return typeof p.side === 'number' && Number.isInteger(p.side) && p.side >= 0 && p.side < n
      ? null
      : `avalanche needs a 'side' 0-${n - 1}`;
  },
  perform(t, use, _source, p, events) {
    const area = avalancheAreas(t.cat, use)[p.side as number]!;
    const hits = area.filter((h) => {
      const c = t.state.board[h];
      if (!c || !(use.hits as readonly string[]).includes(t.cat.types[c.type]!.kind)) return false;
      return use.affects === 'any' || (use.affects === 'enemy' ? isEnemy(t, c.owner) : c.owner === t.seat);
    });
    events.push({ type: 'avalanche', side: p.side, hexes: area.map((h) => label(t.cat, h)) });
    hqsFell(t.state, t.cat, woundTiles(t.state, t.cat, hits, use.damage, events), events);
  },
});
