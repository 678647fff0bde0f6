/**
 * A battle: initiative phases from the highest down to 0. In each phase every tile of that
 * initiative attacks at once; wounds land and destroyed tiles leave at the end of the phase, then
 * tiles that lost a toughness bonus they needed die too. Nets, modules and markers are settled
 * again before every phase. Works on the reusable Field, allocating only for the events it reports.
 */
import type { Event } from '@armory/engine';
import { ATTACK_KINDS, THROWER, perCatalog, type Catalog } from './catalog.js';
import { designsOf, fieldFor, readBoard, type Designs, type Field } from './field.js';
import { computeLinks, linkSettles } from './links.js';
import { removeDeadAmong, removeTile } from './wounds.js';
import type { NhState } from './state.js';

/** What a battle did, for the caller's bookkeeping. */
export interface BattleSummary {
  /** True when any tile took a wound or left the board. */
  changed: boolean;
  /** Seats whose HQ was destroyed. */
  hqsDestroyed: number[];
}

/** Phases are bits of a 32-bit mask; an initiative above this is refused (bucketAttackers), never dropped. */
const TOP_PHASE = 30;

/** What battles read of each tile design, as flat arrays, built once per catalog. */
interface Tables {
  cat: Catalog;
  designs: Designs;
  /** Printed initiatives of design t, highest first: initList[initStart[t]] up to initList[initStart[t + 1]]. */
  initStart: Int32Array;
  initList: Int32Array;
  /** Attacks of design t in rotation r: entries atkStart[t * 6 + r] up to atkStart[t * 6 + r + 1]. */
  atkStart: Int32Array;
  atkKind: Uint8Array;
  atkDir: Uint8Array;
  atkStrength: Int16Array;
  /** Edges (bit d) of a target whose armor weakens the attack, or 0 when armor does not reduce its kind. */
  atkArmor: Uint8Array;
}

/** The battle tables of a catalog. */
const tablesOf = perCatalog(buildTables);

function buildTables(cat: Catalog): Tables {
  const types = cat.types;
  const initStart = new Int32Array(types.length + 1);
  const inits: number[] = [];
  const atkStart = new Int32Array(types.length * 6 + 1);
  const atks: Array<{ kind: number; dir: number; strength: number }> = [];
  types.forEach((type, t) => {
    initStart[t] = inits.length;
    // Highest first: a tile uses up its initiatives from the top, so attacks made so far skip the first ones.
    inits.push(...[...type.initiative].sort((a, b) => b - a));
    for (let r = 0; r < 6; r++) {
      atkStart[t * 6 + r] = atks.length;
      atks.push(...type.attacks[r]!);
    }
  });
  initStart[types.length] = inits.length;
  atkStart[types.length * 6] = atks.length;
  const reduced = ATTACK_KINDS.map((kind) => cat.rules.armor.reduces.includes(kind));
  // The target's edges facing back along the attack: the opposite edge, and for a thrower (shot from
  // a tip) the two edges meeting at the opposite tip.
  const armorEdges = (kind: number, dir: number): number => {
    if (!reduced[kind]) return 0;
    const back = 1 << ((dir + 3) % 6);
    return kind === THROWER ? back | (1 << ((dir + 4) % 6)) : back;
  };
  return {
    cat,
    designs: designsOf(cat),
    initStart,
    initList: Int32Array.from(inits),
    atkStart,
    atkKind: Uint8Array.from(atks, (a) => a.kind),
    atkDir: Uint8Array.from(atks, (a) => a.dir),
    atkStrength: Int16Array.from(atks, (a) => a.strength),
    atkArmor: Uint8Array.from(atks, (a) => armorEdges(a.kind, a.dir)),
  };
}

// Hits of the phase being resolved.
let hitTo = new Int16Array(0);
let hitFrom = new Int16Array(0);
let hitAmount = new Int16Array(0);
// Wounds coming to each hex this phase; all 0 between phases (resolvePhase resets what it touched).
let incoming = new Int16Array(0);
// 1 for a medic spent this phase; all 0 between phases.
let spent = new Uint8Array(0);
// Hexes hit this phase, medics spent, and tiles wounded, each ascending.
let hitHexes = new Int16Array(0);
let spentHexes = new Int16Array(0);
let woundedHexes = new Int16Array(0);
// Attacks each hex's tile has made in the battle being fought (a tile attacks once per printed initiative,
// even when a lost bonus moves it to a phase still to come); all 0 between battles.
let attacked = new Uint8Array(0);
// Attackers per phase (see bucketAttackers).
let bucketHex = new Int16Array(0);
let bucketTimes = new Uint8Array(0);
const bucketCount = new Uint8Array(TOP_PHASE + 1);

function grow(n: number): void {
  if (incoming.length >= n) return;
  hitTo = new Int16Array(n * 24);
  hitFrom = new Int16Array(n * 24);
  hitAmount = new Int16Array(n * 24);
  incoming = new Int16Array(n);
  spent = new Uint8Array(n);
  hitHexes = new Int16Array(n);
  spentHexes = new Int16Array(n);
  woundedHexes = new Int16Array(n);
  attacked = new Uint8Array(n);
  bucketHex = new Int16Array(n * (TOP_PHASE + 1));
  bucketTimes = new Uint8Array(n * (TOP_PHASE + 1));
}

/**
 * Fights one battle on `state` (mutated). `idle` is the placement id of a tile that may not attack
 * (the one whose placement filled the board), or -1. Events go to `events` when given.
 */
export function fight(state: NhState, cat: Catalog, reason: string, idle: number, events: Event[] | null): BattleSummary {
  const f = fieldFor(cat.board.size);
  const tb = tablesOf(cat);
  grow(f.n);
  readBoard(f, state, cat);
  computeLinks(f, cat, state);
  state.battles++;
  events?.push({ type: 'battle', reason });
  let changed = false;
  const hqsDestroyed: number[] = [];
  // Phases run from the highest initiative down; after each phase only lower phases that some
  // tile still fights in are visited (links may have changed who fights when).
  // Who fights in which phase changes only when links are settled again (deaths alone only leave
  // attackers out, which collectHits skips): the attackers are sorted into phases only then.
  let settled = linkSettles();
  let idleHex = -1;
  if (idle >= 0) for (let h = 0; h < f.n; h++) if (state.board[h]?.id === idle) idleHex = h;
  let phases = bucketAttackers(f, tb, idleHex, attacked);
  for (let phase = highestBelow(phases, TOP_PHASE + 1); phase >= 0 && hqsDestroyed.length === 0; phase = highestBelow(phases, phase)) {
    const hits = collectHits(f, cat, tb, phase);
    if (hits > 0 && resolvePhase(f, cat, tb, state, phase, hits, events, hqsDestroyed)) changed = true;
    if (linkSettles() !== settled) {
      settled = linkSettles();
      phases = bucketAttackers(f, tb, idleHex, attacked);
    }
  }
  for (let h = 0; h < f.n; h++) attacked[h] = 0;
  events?.push({ type: 'battle-over' });
  return { changed, hqsDestroyed };
}

/**
 * Sorts the tiles that fight now (not netted, not on `idleHex`) into the phases they fight in, from their
 * printed initiatives plus their bonus: phase p's attackers are bucketHex[p * n + k] for k below
 * bucketCount[p], ascending, each with how many times it attacks then (bucketTimes; more than once
 * when its list names an initiative twice). A tile that has made `done[h]` attacks this battle has
 * used its `done[h]` highest initiatives: only the rest are sorted. Returns the phases (bit p: someone
 * fights in p); the counts of other phases are stale.
 */
function bucketAttackers(f: Field, tb: Tables, idleHex: number, done: Uint8Array | null): number {
  const n = f.n;
  const { initStart, initList } = tb;
  const { type, netted, init } = f;
  const hexes = bucketHex;
  const times = bucketTimes;
  const counts = bucketCount;
  let phases = 0;
  for (let h = 0; h < n; h++) {
    const t = type[h]!;
    if (t < 0 || netted[h] || h === idleHex) continue;
    const bonus = init[h]!;
    const end = initStart[t + 1]!;
    for (let k = initStart[t]! + (done === null ? 0 : done[h]!); k < end; k++) {
      const p = initList[k]! + bonus;
      // An initiative pushed below 0 has no phase to fight in; one above the top phase would be lost silently.
      if (p < 0) continue;
      if (p > TOP_PHASE)
        throw new RangeError(`tile '${tb.cat.types[t]!.id}' fights at initiative ${p}; battles run phases 0-${TOP_PHASE} only`);
      let c = counts[p]!;
      if (!(phases & (1 << p))) {
        phases |= 1 << p;
        c = 0;
      }
      const at = p * n + c;
      if (c > 0 && hexes[at - 1] === h) times[at - 1]!++;
      else {
        hexes[at] = h;
        times[at] = 1;
        counts[p] = c + 1;
      }
    }
  }
  return phases;
}

/** The attackers of a phase after bucketAttackers, as [hex, times] pairs, given the attacks made so far per hex (for the test). */
export function attackersByPhase(
  f: Field,
  cat: Catalog,
  idleHex: number,
  done: Uint8Array | null = null,
): Map<number, Array<[number, number]>> {
  grow(f.n);
  const phases = bucketAttackers(f, tablesOf(cat), idleHex, done);
  const out = new Map<number, Array<[number, number]>>();
  for (let p = TOP_PHASE; p >= 0; p--) {
    if (!(phases & (1 << p))) continue;
    const list: Array<[number, number]> = [];
    for (let k = 0; k < bucketCount[p]!; k++) list.push([bucketHex[p * f.n + k]!, bucketTimes[p * f.n + k]!]);
    out.set(p, list);
  }
  return out;
}

/** The highest initiative below `below` that a tile not netted fights at now, or -1 (exported for its test). */
export function nextPhase(f: Field, cat: Catalog, below: number): number {
  grow(f.n);
  return highestBelow(bucketAttackers(f, tablesOf(cat), -1, null), below);
}

/** The highest phase of `phases` (a mask) below `below`, or -1. */
function highestBelow(phases: number, below: number): number {
  const limit = below >= 31 ? phases : phases & ((1 << below) - 1);
  return limit === 0 ? -1 : 31 - Math.clz32(limit);
}

/** nextPhase by walking every tile's initiative list (the test's reference). */
export function nextPhaseByList(f: Field, cat: Catalog, below: number): number {
  let top = -1;
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t < 0 || f.netted[h]) continue;
    const list = cat.types[t]!.initiative;
    const bonus = f.init[h]!;
    for (let k = 0; k < list.length; k++) {
      const i = list[k]! + bonus;
      if (i < below && i > top) top = i;
    }
  }
  return top;
}

/** Gathers the hits of every tile attacking in `phase` (bucketed by bucketAttackers); returns how many. */
function collectHits(f: Field, cat: Catalog, tb: Tables, phase: number): number {
  const rules = cat.rules;
  const nb = cat.board.neighbours;
  const tips = cat.throwerTargets;
  const passFriends = rules.options.rangedPassesFriends;
  const armorBy = rules.armor.by;
  const throwerBonus = !rules.thrower.ignoresStrengthModifiers;
  const { atkStart, atkKind, atkDir, atkStrength, atkArmor } = tb;
  const { type, team, armor, str } = f;
  const n = f.n;
  const first = phase * n;
  const last = first + bucketCount[phase]!;
  let hits = 0;
  for (let b = first; b < last; b++) {
    const h = bucketHex[b]!;
    const t = type[h]!;
    // Tiles that died in an earlier phase stay in the buckets until links are settled again.
    if (t < 0) continue;
    const times = bucketTimes[b]!;
    attacked[h]! += times;
    const me = team[h]!;
    const tr = t * 6 + f.rot[h]!;
    const end = atkStart[tr + 1]!;
    for (let j = atkStart[tr]!; j < end; j++) {
      const kind = atkKind[j]!;
      const dir = atkDir[j]!;
      const edges = atkArmor[j]!;
      for (let k = 0; k < times; k++) {
        if (kind === THROWER) {
          const v = tips[h * 6 + dir]!;
          if (v < 0 || type[v]! < 0 || team[v] === me) continue;
          let amount = atkStrength[j]! + (throwerBonus ? str[h * 4 + THROWER]! : 0);
          if (armor[v]! & edges) amount -= armorBy;
          if (amount > 0) hits = addHit(hits, h, v, amount);
          continue;
        }
        const amount = atkStrength[j]! + str[h * 4 + kind]!;
        if (kind === 0) {
          const v = nb[h * 6 + dir]!;
          if (v >= 0 && type[v]! >= 0 && team[v] !== me && amount > 0) hits = addHit(hits, h, v, amount);
          continue;
        }
        // Ranged and gauss travel along the line; armor on the edge facing back weakens them.
        let v = nb[h * 6 + dir]!;
        while (v >= 0) {
          if (type[v]! >= 0) {
            if (team[v] !== me) {
              let dealt = amount;
              if (armor[v]! & edges) dealt -= armorBy;
              if (dealt > 0) hits = addHit(hits, h, v, dealt);
              if (kind === 1) break;
            } else if (!passFriends && kind === 1) break;
          }
          v = nb[v * 6 + dir]!;
        }
      }
    }
  }
  return hits;
}

function addHit(i: number, from: number, to: number, amount: number): number {
  // The buffers hold 24 hits a hex, far beyond what six edges and six tips can deal; more is a bug, not a rule.
  if (i >= hitTo.length) throw new RangeError(`more than ${hitTo.length} hits in one initiative phase on a ${incoming.length}-hex board`);
  hitFrom[i] = from;
  hitTo[i] = to;
  hitAmount[i] = amount;
  return i + 1;
}

/** Puts `v` into the ascending list `list` of `count` entries; returns the new count. */
function insertSorted(list: Int16Array, count: number, v: number): number {
  let k = count;
  while (k > 0 && list[k - 1]! > v) {
    list[k] = list[k - 1]!;
    k--;
  }
  list[k] = v;
  return count + 1;
}

/** Lets medics absorb hits, lands the wounds, removes the dead; returns true when anything changed. */
function resolvePhase(
  f: Field,
  cat: Catalog,
  tb: Tables,
  state: NhState,
  phase: number,
  hits: number,
  events: Event[] | null,
  hqsDestroyed: number[],
): boolean {
  // Only the hexes hit are looked at (incoming is 0 elsewhere), in board order as a full scan would.
  let hit = 0;
  for (let i = 0; i < hits; i++) {
    const v = hitTo[i]!;
    if (incoming[v] === 0) hit = insertSorted(hitHexes, hit, v);
    incoming[v]! += hitAmount[i]!;
  }
  const medicDies = cat.rules.options.medicFailsIfDestroyed;
  const toughness = tb.designs.toughness;
  let spentCount = 0;
  for (let i = 0; i < hits; i++) {
    const v = hitTo[i]!;
    const m = f.medicCount[v]!;
    for (let k = 0; k < m; k++) {
      const medic = f.medics[v * 6 + k]!;
      if (spent[medic]) continue;
      if (medicDies && f.damage[medic]! + incoming[medic]! >= toughness[f.type[medic]!]! + f.tough[medic]!) continue;
      spent[medic] = 1;
      spentCount = insertSorted(spentHexes, spentCount, medic);
      incoming[v]! -= hitAmount[i]!;
      events?.push({ type: 'medic', hex: cat.labels[medic], saved: cat.labels[v], amount: hitAmount[i], initiative: phase });
      hitAmount[i] = 0;
      break;
    }
  }
  let wounded = 0;
  for (let i = 0; i < hit; i++) {
    const v = hitHexes[i]!;
    const w = incoming[v]!;
    incoming[v] = 0;
    if (w <= 0) continue;
    woundedHexes[wounded++] = v;
    const cell = state.board[v]!;
    cell.damage += w;
    f.damage[v] = cell.damage;
    events?.push({ type: 'damaged', hex: cat.labels[v], tile: cell.tile, owner: cell.owner, amount: w, initiative: phase });
  }
  for (let i = 0; i < spentCount; i++) {
    const v = spentHexes[i]!;
    spent[v] = 0;
    removeTile(state, cat, f, v, 'discard', events, 'medic-spent');
  }
  // A spent medic gives no toughness, so settling links now does not change who dies below.
  if (spentCount > 0) computeLinks(f, cat, state);
  // Only this phase's wounded can die now, unless spending medics changed the links.
  const died = removeDeadAmong(f, cat, state, events, hqsDestroyed, spentCount > 0 ? null : woundedHexes, wounded);
  return wounded > 0 || spentCount > 0 || died;
}
