/**
 * A battle: initiative phases from the highest down to 0. In each phase every tile of that
 * initiative attacks at once; wounds land and destroyed tiles leave at the end of the phase, then
 * tiles that lost a toughness bonus they needed die too. Nets, modules and markers are settled
 * again before every phase. Works on the reusable Field, allocating only for the events it reports.
 */
import type { Event } from '@armory/engine';
import { THROWER, type Catalog } from './catalog.js';
import { fieldFor, readBoard, toughnessAt, type Field } from './field.js';
import { computeLinks, linkSettles } from './links.js';
import { removeDead, removeTile } from './wounds.js';
import type { NhState } from './state.js';

/** What a battle did, for the caller's bookkeeping. */
export interface BattleSummary {
  /** True when any tile took a wound or left the board. */
  changed: boolean;
  /** Seats whose HQ was destroyed. */
  hqsDestroyed: number[];
}

let hitTo = new Int16Array(0);
let hitFrom = new Int16Array(0);
let hitAmount = new Int16Array(0);
let incoming = new Int16Array(0);
let spent = new Uint8Array(0);

function grow(n: number): void {
  if (incoming.length >= n) return;
  hitTo = new Int16Array(n * 24);
  hitFrom = new Int16Array(n * 24);
  hitAmount = new Int16Array(n * 24);
  incoming = new Int16Array(n);
  spent = new Uint8Array(n);
}

/**
 * Fights one battle on `state` (mutated). `idle` is the placement id of a tile that may not attack
 * (the one whose placement filled the board), or -1. Events go to `events` when given.
 */
export function fight(state: NhState, cat: Catalog, reason: string, idle: number, events: Event[] | null): BattleSummary {
  const f = fieldFor(cat.board.size);
  grow(f.n);
  readBoard(f, state, cat);
  computeLinks(f, cat, state);
  state.battles++;
  events?.push({ type: 'battle', reason });
  let changed = false;
  const hqsDestroyed: number[] = [];
  // Phases run from the highest initiative down; after each phase only lower phases that some
  // tile still fights in are visited (links may have changed who fights when).
  // The phases left are read from the initiative masks, which change only when links are settled
  // again (deaths alone only leave phases empty, which collectHits then finds): recomputed only then.
  let settled = linkSettles();
  let phases = phaseMask(f, cat);
  // A mask of -1 means some design's initiative list cannot be a mask: walk the lists then.
  for (let phase = phases < 0 ? nextPhaseByList(f, cat, 31) : highestBelow(phases, 31); phase >= 0 && hqsDestroyed.length === 0; phase = phases < 0 ? nextPhaseByList(f, cat, phase) : highestBelow(phases, phase)) {
    const hits = collectHits(f, cat, state, phase, idle);
    if (hits === 0) continue;
    if (resolvePhase(f, cat, state, phase, hits, events, hqsDestroyed)) changed = true;
    if (linkSettles() !== settled) {
      settled = linkSettles();
      phases = phaseMask(f, cat);
    }
  }
  events?.push({ type: 'battle-over' });
  return { changed, hqsDestroyed };
}

/**
 * Per tile design, its printed initiatives as a bit mask (bit i: fights at i), or -1 when the mask
 * cannot stand for the list (an initiative outside 0..30, or one listed twice).
 */
const initMasks = new WeakMap<Catalog, Int32Array>();

function initMasksOf(cat: Catalog): Int32Array {
  let masks = initMasks.get(cat);
  if (!masks) {
    masks = new Int32Array(cat.types.length);
    cat.types.forEach((type, t) => {
      let m = 0;
      for (const i of type.initiative) {
        if (!Number.isInteger(i) || i < 0 || i > 30 || m & (1 << i)) {
          m = -1;
          break;
        }
        m |= 1 << i;
      }
      masks![t] = m;
    });
    initMasks.set(cat, masks);
  }
  return masks;
}

/** The highest initiative below `below` that a tile not netted fights at now, or -1 (exported for its test). */
export function nextPhase(f: Field, cat: Catalog, below: number): number {
  const phases = phaseMask(f, cat);
  return phases < 0 ? nextPhaseByList(f, cat, below) : highestBelow(phases, below);
}

/**
 * Every initiative some tile not netted fights at now, as a bit mask (bit i: phase i), from the
 * designs' initiative masks shifted by each tile's bonus; -1 when a design's list cannot be a mask.
 */
function phaseMask(f: Field, cat: Catalog): number {
  const masks = initMasksOf(cat);
  let all = 0;
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t < 0 || f.netted[h]) continue;
    const m = masks[t]!;
    const bonus = f.init[h]!;
    if (m < 0) return -1;
    // Initiatives pushed below 0 or above 30 never fight (phases run from 30 down to 0), so their bits drop out.
    if (m !== 0 && bonus > -31 && bonus < 31) all |= (bonus >= 0 ? m << bonus : m >>> -bonus) & 0x7fffffff;
  }
  return all;
}

/** The highest phase of `phases` (a mask, not -1) below `below`, or -1. */
function highestBelow(phases: number, below: number): number {
  const limit = below >= 31 ? phases : phases & ((1 << below) - 1);
  return limit === 0 ? -1 : 31 - Math.clz32(limit);
}

/** nextPhase by walking every tile's initiative list (for designs the masks cannot stand for; the test's reference). */
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

/** Gathers the hits of every tile attacking in `phase`; returns how many. */
function collectHits(f: Field, cat: Catalog, state: NhState, phase: number, idle: number): number {
  const rules = cat.rules;
  const nb = cat.board.neighbours;
  const tips = cat.board.tips;
  const passFriends = rules.options.rangedPassesFriends;
  const armorBy = rules.armor.by;
  const armored = armorKinds(cat);
  const throwerBonus = !rules.thrower.ignoresStrengthModifiers;
  const masks = initMasksOf(cat);
  let hits = 0;
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t < 0 || f.netted[h]) continue;
    const type = cat.types[t]!;
    const m = masks[t]!;
    let times = 0;
    if (m >= 0) {
      // The design's initiative list as a mask: at most one entry can meet this phase.
      const k = phase - f.init[h]!;
      times = k >= 0 && k <= 30 ? (m >>> k) & 1 : 0;
    } else for (const i of type.initiative) if (i + f.init[h]! === phase) times++;
    if (times === 0 || (idle >= 0 && state.board[h]!.id === idle)) continue;
    const me = f.team[h]!;
    const attacks = type.attacks[f.rot[h]!]!;
    for (let j = 0; j < attacks.length; j++) {
      const a = attacks[j]!;
      for (let k = 0; k < times; k++) {
        if (a.kind === THROWER) {
          const v = tips[h * 6 + a.dir]!;
          if (v < 0 || f.type[v]! < 0 || f.team[v] === me) continue;
          let amount = a.strength + (throwerBonus ? f.str[h * 4 + THROWER]! : 0);
          if (armored[THROWER] && f.armor[v]! & ((1 << ((a.dir + 3) % 6)) | (1 << ((a.dir + 4) % 6)))) amount -= armorBy;
          if (amount > 0) hits = addHit(hits, h, v, amount);
          continue;
        }
        const amount = a.strength + f.str[h * 4 + a.kind]!;
        if (a.kind === 0) {
          const v = nb[h * 6 + a.dir]!;
          if (v >= 0 && f.type[v]! >= 0 && f.team[v] !== me && amount > 0) hits = addHit(hits, h, v, amount);
          continue;
        }
        // Ranged and gauss travel along the line; armor on the edge facing back weakens them.
        const back = 1 << ((a.dir + 3) % 6);
        let v = nb[h * 6 + a.dir]!;
        while (v >= 0) {
          if (f.type[v]! >= 0) {
            if (f.team[v] !== me) {
              let dealt = amount;
              if (armored[a.kind] && f.armor[v]! & back) dealt -= armorBy;
              if (dealt > 0) hits = addHit(hits, h, v, dealt);
              if (a.kind === 1) break;
            } else if (!passFriends && a.kind === 1) break;
          }
          v = nb[v * 6 + a.dir]!;
        }
      }
    }
  }
  return hits;
}

function addHit(i: number, from: number, to: number, amount: number): number {
  if (i >= hitTo.length) return i;
  hitFrom[i] = from;
  hitTo[i] = to;
  hitAmount[i] = amount;
  return i + 1;
}

const armorKindCache = new WeakMap<Catalog, boolean[]>();
function armorKinds(cat: Catalog): boolean[] {
  let k = armorKindCache.get(cat);
  if (!k) {
    k = ['melee', 'ranged', 'gauss', 'thrower'].map((kind) => cat.rules.armor.reduces.includes(kind));
    armorKindCache.set(cat, k);
  }
  return k;
}

/** Lets medics absorb hits, lands the wounds, removes the dead; returns true when anything changed. */
function resolvePhase(f: Field, cat: Catalog, state: NhState, phase: number, hits: number, events: Event[] | null, hqsDestroyed: number[]): boolean {
  const n = f.n;
  incoming.fill(0, 0, n);
  spent.fill(0, 0, n);
  for (let i = 0; i < hits; i++) incoming[hitTo[i]!]! += hitAmount[i]!;
  const medicDies = cat.rules.options.medicFailsIfDestroyed;
  for (let i = 0; i < hits; i++) {
    const v = hitTo[i]!;
    const m = f.medicCount[v]!;
    for (let k = 0; k < m; k++) {
      const medic = f.medics[v * 6 + k]!;
      if (spent[medic]) continue;
      if (medicDies && f.damage[medic]! + incoming[medic]! >= toughnessAt(f, cat, medic)) continue;
      spent[medic] = 1;
      incoming[v]! -= hitAmount[i]!;
      events?.push({ type: 'medic', hex: cat.labels[medic], saved: cat.labels[v], amount: hitAmount[i], initiative: phase });
      hitAmount[i] = 0;
      break;
    }
  }
  let changed = false;
  for (let v = 0; v < n; v++) {
    const w = incoming[v]!;
    if (w <= 0) continue;
    changed = true;
    const cell = state.board[v]!;
    cell.damage += w;
    f.damage[v] = cell.damage;
    events?.push({ type: 'damaged', hex: cat.labels[v], tile: cell.tile, owner: cell.owner, amount: w, initiative: phase });
  }
  let medicsSpent = false;
  for (let v = 0; v < n; v++) {
    if (spent[v]) {
      medicsSpent = true;
      removeTile(state, cat, f, v, 'discard', events, 'medic-spent');
    }
  }
  // A spent medic gives no toughness, so settling links now does not change who dies below.
  if (medicsSpent) {
    changed = true;
    computeLinks(f, cat, state);
  }
  // Only this phase's wounded can die now, unless spending medics changed the links.
  if (removeDead(f, cat, state, events, hqsDestroyed, medicsSpent ? null : incoming)) changed = true;
  return changed;
}
