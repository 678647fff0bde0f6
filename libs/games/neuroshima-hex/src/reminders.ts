/**
 * Reminder markers: markers that do nothing by themselves but show an effect on the board (D14) -
 * the Troglodytes' Freezing markers on the enemy tiles a Frost freezes. A Freezing use with a
 * `marker` parameter puts one of its owner's markers of that id on each tile it freezes that has a
 * module feature to switch off, while the supply lasts; the marker goes back to the supply when the
 * tile thaws or leaves the board. Reminders are brought in line with the board after every action
 * and when a scenario is set up; running out of markers changes nothing but the reminders (E14).
 */
import type { Event } from '@armory/engine';
import { perCatalog, type Catalog } from './catalog.js';
import { fieldNow } from './position.js';
import { AURAS, FREEZING } from './abilities/auras.js';
import type { Field } from './field.js';
import type { NhState, Reminder } from './state.js';

/** Abilities Freezing switches off besides the auras: the Swap Zone a frozen HQ or module gives no more. */
const ZONES = ['swap-zone'];

interface ReminderDesigns {
  /** Per design: the marker id its Freezing use puts down, or null. */
  marker: Array<string | null>;
  /** Per design: whether it has a module feature that Freezing switches off. */
  freezable: boolean[];
  /** Whether any design puts reminders down at all. */
  any: boolean;
}

const designsOf = perCatalog((cat): ReminderDesigns => {
  const marker = cat.types.map((t) => {
    const m = t.abilities[FREEZING.id]?.marker;
    return typeof m === 'string' ? m : null;
  });
  const freezable = cat.types.map(
    (t) => t.kind === 'module' || Object.values(t.abilities).some((u) => AURAS[u.ability] !== undefined || ZONES.includes(u.ability)),
  );
  return { marker, freezable, any: marker.some((m) => m !== null) };
});

/** Puts down and takes back reminder markers so they match the board; reports each as an event. */
export function syncReminders(state: NhState, cat: Catalog, events: Event[] | null): void {
  const d = designsOf(cat);
  if (!d.any) return;
  // The settled field is brought up to date here rather than at the next offer, which needs it anyway;
  // its design array then tells cheaply whether a reminder-placing tile is on the board. Without one,
  // and with none out, there is nothing to put down or take back.
  const f = fieldNow(state, cat);
  if (state.reminders.length === 0 && !anyPlacer(f, d)) return;
  // What the board asks for: per hex, the freezer's seat and marker (or nothing). Usually nothing.
  let wanted: Array<Reminder | null> | null = null;
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t < 0 || !f.frozen[h] || !d.freezable[t]) continue;
    const by = f.frozenBy[h]!;
    const marker = by >= 0 ? d.marker[f.type[by]!] : null;
    if (!marker) continue;
    wanted ??= new Array<Reminder | null>(f.n).fill(null);
    wanted[h] = { tile: state.board[h]!.id, seat: f.owner[by]!, marker };
  }
  if (!wanted && state.reminders.length === 0) return;
  // Reminders whose tile is still there and still wanted stay; the rest go back to the supply.
  const covered = wanted ? new Uint8Array(f.n) : null;
  let kept: Reminder[] | null = null;
  const now = state.reminders;
  for (let i = 0; i < now.length; i++) {
    const r = now[i]!;
    const h = hexOfTile(state, r.tile);
    const w = h < 0 || !wanted ? null : wanted[h];
    if (w && covered && w.seat === r.seat && w.marker === r.marker && !covered[h]) {
      covered[h] = 1;
      kept?.push(r);
      continue;
    }
    kept ??= now.slice(0, i);
    const supply = state.seats[r.seat]!.supply;
    supply[r.marker] = (supply[r.marker] ?? 0) + 1;
    events?.push({ type: 'marker-returned', marker: r.marker, seat: r.seat, hex: h < 0 ? null : cat.labels[h]! });
  }
  for (let h = 0; wanted && covered && h < f.n; h++) {
    const w = wanted[h];
    if (!w || covered[h]) continue;
    const supply = state.seats[w.seat]!.supply;
    if ((supply[w.marker] ?? 0) <= 0) continue;
    supply[w.marker]!--;
    (kept ??= [...now]).push(w);
    events?.push({ type: 'marker-placed', marker: w.marker, seat: w.seat, hex: cat.labels[h]!, tile: state.board[h]!.tile });
  }
  if (kept) state.reminders = kept;
}

/** Whether a tile whose Freezing puts reminders down is on the settled field. */
function anyPlacer(f: Field, d: ReminderDesigns): boolean {
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t >= 0 && d.marker[t] !== null) return true;
  }
  return false;
}

/** The hex of the tile with placement id `id`, or -1 when it left the board. */
function hexOfTile(state: NhState, id: number): number {
  const b = state.board;
  for (let h = 0; h < b.length; h++) if (b[h]?.id === id) return h;
  return -1;
}
