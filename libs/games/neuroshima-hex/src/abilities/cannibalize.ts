/**
 * cannibalize (army ability), with cannibalism (who may eat and be eaten), gourmet and bloodlust
 * (who may take a bigger marker): `perTurn` times a turn a friendly unit with Cannibalism removes an
 * adjacent friendly tile of a kind in `targets` and takes a Satiety marker. Neither may be netted. A unit holds one marker:
 * eating again swaps it; the eaten tile's marker and the eater's old one return to the supply first,
 * so either may be chosen. A marker must be taken when one is allowed and left; the bigger group
 * allows the smaller one too (a Greater marker that is out is swapped for a Lesser one).
 */
import { perCatalog, type Catalog } from '../catalog.js';
import type { Field } from '../field.js';
import { forEachReached } from '../links.js';
import { adjacent, fieldNow, hexArg } from '../position.js';
import { recast, type Cell, type NhState } from '../state.js';
import type { Choices } from '../choices.js';
import { definePlay, label, type Params, type TurnContext } from './play.js';
import { designUses, kindsIn, useOf, type BloodlustParams, type CannibalizeParams, type GourmetParams } from './params.js';

const GROUP_ORDER = ['lesser', 'greater'];

/** The eater's army's Cannibalize use, if it has one. */
export function cannibalizeRule(t: TurnContext): CannibalizeParams | undefined {
  return useOf(t.cat.armyAbilities[t.seat]!, 'cannibalize');
}

/** Whether `h` holds a unit of `seat` that may cannibalize now. */
export function canEat(state: NhState, cat: Catalog, f: Field, seat: number, h: number): boolean {
  const c = state.board[h];
  return !!c && c.owner === seat && !f.netted[h] && eaterDesigns(cat)[c.type] === 1;
}

/** Per tile design, 1 for a unit with Cannibalism (read for every hex while listing, so not looked up by name each time). */
const eaterDesigns = perCatalog((cat) =>
  Uint8Array.from(cat.types, (t) => (t.kind === 'unit' && t.abilities['cannibalism'] !== undefined ? 1 : 0)),
);

/** The biggest marker group (index in GROUP_ORDER) an eater on `eater` eating the tile on `victim` may take; smaller ones are allowed too. */
export function allowedGroup(state: NhState, cat: Catalog, f: Field, eater: number, victim: number, base: string): number {
  return Math.max(eaterGroup(state, cat, f, eater, base), bloodlustGroups(cat)[state.board[victim]!.type]!);
}

/**
 * The biggest marker group the eater on `eater` may take whatever it eats: the rule's `base`, its own
 * Bloodlust, and every Gourmet of its army that reaches it (the victim's Bloodlust comes on top).
 */
function eaterGroup(state: NhState, cat: Catalog, f: Field, eater: number, base: string): number {
  return groupOf(cat, state.board[eater]!.type, GROUP_ORDER.indexOf(base), gourmetGroups(cat, f, f.owner[eater]!), eater);
}

/** The eater group for an eater of design `type` on `h`, from the rule's group and the Gourmet marks of its army. */
function groupOf(cat: Catalog, type: number, baseGroup: number, gourmet: Int8Array, h: number): number {
  return Math.max(baseGroup, bloodlustGroups(cat)[type]!, gourmet[h]!);
}

/** Per tile design, the marker group its Bloodlust grants (index in GROUP_ORDER), or -1 without Bloodlust. */
const bloodlustGroups = perCatalog((cat) => Int8Array.from(cat.types, (t) => upgraded(-1, useOf(t.abilities, 'bloodlust'))));

/** The larger of group index `best` and the group a use `grants` (none: `best`). */
function upgraded(best: number, use: GourmetParams | BloodlustParams | undefined): number {
  if (!use) return best;
  const i = GROUP_ORDER.indexOf(use.grants);
  return i > best ? i : best;
}

/**
 * Per hex, the biggest marker group a Gourmet of `seat` reaching it grants (-1: none), marked once
 * from each Gourmet rather than checked per eater (listing reads it for every eater). Kept in one
 * array reused between listings.
 */
export function gourmetGroups(cat: Catalog, f: Field, seat: number): Int8Array {
  if (gourmetMarks.length < f.n) gourmetMarks = new Int8Array(f.n);
  // Loops, not fill(): fill with a range goes through a slow runtime call.
  for (let h = 0; h < f.n; h++) gourmetMarks[h] = -1;
  const gourmets = designUses(cat, 'gourmet');
  for (let h = 0; h < f.n; h++) {
    const type = f.type[h]!;
    if (type < 0) continue;
    const g = gourmets[type];
    if (!g || f.netted[h] || f.owner[h] !== seat) continue;
    markGrants = upgraded(-1, g);
    forEachReached(f, cat, h, g.reach, markGourmet);
  }
  return gourmetMarks;
}

let gourmetMarks = new Int8Array(0);
let markGrants = -1;
/** Raises the reached hex's mark to the current Gourmet's group (one shared function: no closure per Gourmet). */
function markGourmet(v: number): void {
  if (markGrants > gourmetMarks[v]!) gourmetMarks[v] = markGrants;
}

/** Marker ids the eater may take: allowed groups, counting markers the eat returns to the supply. */
export function markerChoices(t: TurnContext, eater: number, victim: number, base: string): string[] {
  const f = fieldNow(t.state, t.cat);
  return choicesFor(t, eater, victim, allowedGroup(t.state, t.cat, f, eater, victim, base), supplyCounts(t));
}

/** The seat's supply of each of its marker designs, in `markerList` order. */
function supplyCounts(t: TurnContext): number[] {
  const supply = t.state.seats[t.seat]!.supply;
  const list = markerList(t.cat, t.seat);
  const counts = new Array<number>(list.length);
  for (let i = 0; i < list.length; i++) counts[i] = supply[list[i]!.id] ?? 0;
  return counts;
}

/** The marker ids of groups up to `best` that are left (`counts`, plus the eater's and victim's own markers, which go back first). */
function choicesFor(t: TurnContext, eater: number, victim: number, best: number, counts: readonly number[]): string[] {
  const e = t.state.board[eater]!;
  const v = t.state.board[victim]!;
  const backE = e.marker && e.owner === t.seat ? e.marker : null;
  const backV = v.marker && v.owner === t.seat ? v.marker : null;
  const list = markerList(t.cat, t.seat);
  // The answer is one of few lists (which markers are allowed and left): cached by that bit mask, not built per pair.
  let mask = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list[i]!;
    if (m.groupIndex < 0 || m.groupIndex > best) continue;
    const left = counts[i]! + (backE === m.id ? 1 : 0) + (backV === m.id ? 1 : 0);
    if (left > 0) mask |= 1 << i;
  }
  return choiceList(t.cat, t.seat, mask);
}

interface MarkerDesign {
  id: string;
  groupIndex: number;
}

/** Per seat, its marker designs in catalog order. */
const markerLists = perCatalog((cat) => {
  const lists = cat.markers.map((byId) =>
    Object.values(byId).map((m): MarkerDesign => ({ id: m.id, groupIndex: GROUP_ORDER.indexOf(m.group) })),
  );
  if (lists.some((l) => l.length > 30)) throw new RangeError('an army with more than 30 marker designs is not supported');
  return lists;
});

/** The seat's marker designs in catalog order (cached: listing asks for them for every eater-victim pair). */
function markerList(cat: Catalog, seat: number): MarkerDesign[] {
  return markerLists(cat)[seat]!;
}

/** Per seat, the marker id lists already made, by bit mask. */
const choiceLists = perCatalog((cat) => cat.markers.map(() => new Map<number, string[]>()));

/** The marker ids of the bits set in `mask`, one shared frozen array per mask. */
function choiceList(cat: Catalog, seat: number, mask: number): string[] {
  const byMask = choiceLists(cat)[seat]!;
  let ids = byMask.get(mask);
  if (!ids) {
    ids = markerList(cat, seat)
      .filter((_, i) => mask & (1 << i))
      .map((m) => m.id);
    byMask.set(mask, Object.freeze(ids) as string[]);
  }
  return ids;
}

/** Removes the eaten tile and gives the eater its marker (the old marker goes back first). */
export function eat(t: TurnContext, eater: number, victim: number, marker: string | null, events: unknown[]): void {
  const e = t.state.board[eater]!;
  const v = t.state.board[victim]!;
  const supply = t.state.seats[t.seat]!.supply;
  if (e.marker) supply[e.marker] = (supply[e.marker] ?? 0) + 1;
  const vs = t.state.seats[v.owner]!;
  if (v.marker) vs.supply[v.marker] = (vs.supply[v.marker] ?? 0) + 1;
  vs.removed.push(v.tile);
  t.state.board[victim] = null;
  if (marker) supply[marker] = (supply[marker] ?? 0) - 1;
  // The eater with its new marker (or none) is a new cell on its hex (see Cell).
  if (e.marker !== marker) t.state.board[eater] = recast(e, e.rot, marker);
  events.push({
    type: 'cannibalized',
    eater: e.tile,
    hex: label(t.cat, eater),
    victim: v.tile,
    victimHex: label(t.cat, victim),
    owner: v.owner,
    marker,
  });
}

/** Whether the tile on `v` (a settled field's hex with a tile) may be eaten by this kind of eating. */
export type Edible = (f: Field, v: number) => boolean;

/**
 * The eater and victim hexes of an eating action, or why they cannot eat: the checks both kinds of
 * eating share (`name` for messages; `edible` says whose tiles of which kinds this eating takes,
 * `whose` names them in the message).
 */
export function eatingPair(
  t: TurnContext,
  p: Params,
  name: string,
  edible: Edible,
  whose: string,
): { eater: number; victim: number; f: Field } | string {
  const eater = hexArg(t.cat, p.eater);
  const victim = hexArg(t.cat, p.victim);
  if (eater < 0 || victim < 0) return `${name} needs board hexes 'eater' and 'victim'`;
  const f = fieldNow(t.state, t.cat);
  if (!canEat(t.state, t.cat, f, t.seat, eater))
    return `no unit of yours with Cannibalism that may eat on ${label(t.cat, eater)} (netted units cannot)`;
  if (!t.state.board[victim] || !edible(f, victim) || !adjacent(t.cat, eater, victim))
    return `${label(t.cat, victim)} holds no ${whose} next to the eater that may be eaten`;
  if (f.netted[victim]) return `the tile on ${label(t.cat, victim)} is netted and cannot be eaten`;
  return { eater, victim, f };
}

/** Why eating `victim` with `eater` taking `marker` is refused (shared by both kinds of eating), or null. */
export function refuseMarker(t: TurnContext, eater: number, victim: number, base: string, marker: unknown): string | null {
  const choices = markerChoices(t, eater, victim, base);
  if (choices.length === 0)
    return marker === null || marker === undefined ? null : `no marker '${String(marker)}' can be taken: none is left that this eat allows`;
  if (typeof marker !== 'string' || !choices.includes(marker)) return `the eater must take one of these markers: ${choices.join(', ')}`;
  return null;
}

/**
 * Every eater-victim-marker action of one kind of eating: each unit that may eat, each neighbour
 * `edible` accepts, and each marker the pair may take under the rule's `base` group (a single action
 * with no marker when none is left, or when `markerless` says this victim gives none).
 */
export function eatOptions(
  t: TurnContext,
  head: Params,
  base: string,
  edible: Edible,
  markerless: ((f: Field, victim: number) => boolean) | null,
  out: Choices,
): void {
  const f = fieldNow(t.state, t.cat);
  const nb = t.cat.board.neighbours;
  const eaters = eaterDesigns(t.cat);
  const lust = bloodlustGroups(t.cat);
  // Read once per listing, not per pair: the supply, and the groups Gourmets grant where they reach.
  let counts: number[] | null = null;
  let gourmet: Int8Array | null = null;
  const baseGroup = GROUP_ORDER.indexOf(base);
  for (let i = 0; i < plainChoices.length; i++) plainChoices[i] = undefined;
  // The settled field's arrays stand for the tiles: the eater's and victim's designs, owners and markers.
  const { type, owner, netted, marked } = f;
  for (let h = 0; h < f.n; h++) {
    const eaterType = type[h]!;
    if (eaterType < 0 || owner[h] !== t.seat || netted[h] || eaters[eaterType] !== 1) continue;
    let group = -2;
    for (let d = 0; d < 6; d++) {
      const v = nb[h * 6 + d]!;
      if (v < 0 || type[v]! < 0 || netted[v] || !edible(f, v)) continue;
      let choices: readonly (string | null)[] = NO_MARKER;
      if (!markerless?.(f, v)) {
        if (group === -2) {
          gourmet ??= gourmetGroups(t.cat, f, t.seat);
          group = groupOf(t.cat, eaterType, baseGroup, gourmet, h);
        }
        counts ??= supplyCounts(t);
        const best = Math.max(group, lust[type[v]!]!);
        // Without markers of the seat on the pair to return, the choices depend on `best` alone: found once per offer.
        const plain = !marked[h] && !(marked[v] && owner[v] === t.seat);
        const list = plain ? (plainChoices[best + 1] ??= choicesFor(t, h, v, best, counts)) : choicesFor(t, h, v, best, counts);
        if (list.length) choices = list;
      }
      out.product(head, 'eater', t.cat.labelAlone[h]!, 'victim', t.cat.labelAlone[v]!, 'marker', choices);
    }
  }
}

const NO_MARKER: readonly null[] = [null];
/** The marker choices of this offer's pairs without markers to return, by allowed group + 1 (-1 .. the last group). */
const plainChoices: Array<string[] | undefined> = new Array<string[] | undefined>(GROUP_ORDER.length + 1).fill(undefined);

/** Cannibalize, the Troglodytes' army ability. */
export const cannibalize = definePlay<CannibalizeParams>({
  id: 'cannibalize',
  options(t, use, _source, head, out) {
    const kinds = kindsIn(t.cat, use.targets);
    eatOptions(t, head, use.grants, (f, v) => f.owner[v] === t.seat && kinds[f.type[v]!] === 1, null, out);
  },
  refuse(t, use, _source, p) {
    const kinds = kindsIn(t.cat, use.targets);
    const pair = eatingPair(t, p, 'cannibalize', (f, v) => f.owner[v] === t.seat && kinds[f.type[v]!] === 1, 'tile of yours');
    return typeof pair === 'string' ? pair : refuseMarker(t, pair.eater, pair.victim, use.grants, p.marker);
  },
  perform(t, _use, _source, p, events) {
    eat(t, hexArg(t.cat, p.eater), hexArg(t.cat, p.victim), (p.marker as string | null) ?? null, events);
  },
});
