/**
 * Who reaches whom: settles nets, then Freezing, then every module, module feature and marker
 * effect, into the field's bonus arrays. Module effects reach units only (modules and HQs take no
 * bonus: a decision recorded in docs/games/neuroshima-hex.md). Netted or frozen sources give nothing.
 */
import type { AbilityUse } from './content.js';
import type { Catalog, TileType } from './catalog.js';
import type { Field } from './field.js';
import { AURAS, FREEZING } from './abilities/auras.js';
import { resolveNets } from './nets.js';
import type { NhState } from './state.js';

const aurasOfType = new WeakMap<TileType, AbilityUse[]>();

/** The module-like ability uses of a tile design (cached). */
export function aurasOf(type: TileType): AbilityUse[] {
  let list = aurasOfType.get(type);
  if (!list) {
    list = Object.values(type.abilities).filter((u) => AURAS[u.ability] !== undefined);
    aurasOfType.set(type, list);
  }
  return list;
}

/** Whether `target`'s owner matches `affects` as seen from `source`'s owner. */
export function allegianceOk(f: Field, source: number, target: number, affects: unknown): boolean {
  if (affects === 'enemy') return f.owner[source] !== f.owner[target];
  if (affects === 'friend') return f.owner[source] === f.owner[target];
  return true;
}

/**
 * Calls `visit` for each board hex a use reaches from `h`: itself (self), the hexes its link edges
 * face (linked) or all six neighbours (adjacent). Off-board and empty hexes are skipped.
 */
export function forEachReached(f: Field, cat: Catalog, h: number, reach: unknown, visit: (target: number) => void): void {
  if (reach === 'self') {
    visit(h);
    return;
  }
  const mask = reach === 'linked' ? cat.types[f.type[h]!]!.links[f.rot[h]!]! : 63;
  const nb = cat.board.neighbours;
  for (let d = 0; d < 6; d++) {
    if (!(mask & (1 << d))) continue;
    const v = nb[h * 6 + d]!;
    if (v >= 0 && f.type[v]! >= 0) visit(v);
  }
}

/** Fills nets, freezing and all bonuses on the field for the board as it stands. */
export function computeLinks(f: Field, cat: Catalog, state: NhState): void {
  resolveNets(f, cat);
  f.frozen.fill(0);
  f.init.fill(0);
  f.str.fill(0);
  f.tough.fill(0);
  f.medicCount.fill(0);
  const n = f.n;
  for (let h = 0; h < n; h++) {
    const t = f.type[h]!;
    if (t < 0 || f.netted[h]) continue;
    const use = cat.types[t]!.abilities[FREEZING.id];
    if (!use) continue;
    forEachReached(f, cat, h, use.reach, (v) => {
      if (cat.types[f.type[v]!]!.kind !== 'hq' && allegianceOk(f, h, v, use.affects)) FREEZING.give(f, h, v, use);
    });
  }
  for (let h = 0; h < n; h++) {
    const t = f.type[h]!;
    if (t < 0) continue;
    const type = cat.types[t]!;
    if (!f.netted[h] && !f.frozen[h]) {
      for (const use of aurasOf(type)) {
        const aura = AURAS[use.ability]!;
        forEachReached(f, cat, h, use.reach, (v) => {
          if ((v !== h || use.reach === 'self') && cat.types[f.type[v]!]!.kind === 'unit' && allegianceOk(f, h, v, use.affects)) aura.give(f, h, v, use);
        });
      }
    }
    const marker = state.board[h]!.marker;
    if (marker) {
      const effect = cat.markers[f.owner[h]!]![marker]?.effect;
      const aura = effect && AURAS[effect.ability];
      if (aura) aura.give(f, h, h, effect);
    }
  }
}
