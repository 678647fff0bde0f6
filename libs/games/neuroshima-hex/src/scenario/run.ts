/**
 * Runs a scenario: builds its position, applies its actions and compares what happened with what
 * it expects. Returns plain failure messages ("expected ..., got ...") for the CLI and vitest.
 */
import { IllegalAction, Rng, type Event } from '@armory/engine';
import { catalogOf, designOf } from '../catalog.js';
import { syncReminders } from '../reminders.js';
import type { NeuroshimaContent, RulesContent } from '../content.js';
import { applyAction, neuroshimaHex, setupGame } from '../game.js';
import { hqPoints } from '../flow.js';
import { hexArg } from '../position.js';
import type { NhState } from '../state.js';
import type { Scenario } from './scenario.js';

/** The outcome of one scenario. */
export interface ScenarioResult {
  id: string;
  ok: boolean;
  failures: string[];
  /** Every event the actions produced. */
  events: Event[];
}

function merge(base: unknown, patch: unknown): unknown {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch) || !base || typeof base !== 'object') return patch;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) out[k] = merge(out[k], v);
  return out;
}

/** Builds the scenario's starting state; throws a plain message when its set-up is impossible. */
export function buildScenario(content: NeuroshimaContent, sc: Scenario): NhState {
  const rules = merge(content.rules, sc.rulesPatch ?? {}) as RulesContent;
  const state = setupGame({ rules, armies: content.armies }, sc.teams ? { armies: sc.armies, teams: sc.teams } : { armies: sc.armies }, sc.seed ?? 0);
  const setup = sc.setup;
  if (!setup) return state;
  const cat = catalogOf(state.catalog);
  const pools = state.seats.map((_, i) => {
    const pool: string[] = [];
    for (const t of cat.armies[i]!.tiles) for (let k = 0; k < t.count; k++) pool.push(t.id);
    return pool;
  });
  const take = (seat: number, tile: string, where: string) => {
    const pool = pools[seat];
    const at = pool ? pool.indexOf(tile) : -1;
    if (at < 0) throw new Error(`${where}: seat ${seat} has no (more) '${tile}' tiles in army '${sc.armies[seat]}'`);
    pool!.splice(at, 1);
  };
  state.board = state.board.map(() => null);
  for (const t of setup.board ?? []) {
    const h = hexArg(cat, t.hex);
    if (h < 0) throw new Error(`board: '${t.hex}' is not a hex of the board`);
    if (state.board[h]) throw new Error(`board: two tiles on ${t.hex}`);
    take(t.owner, t.tile, `board ${t.hex}`);
    const supply = state.seats[t.owner]!.supply;
    if (t.marker) {
      if ((supply[t.marker] ?? 0) <= 0) throw new Error(`board ${t.hex}: no '${t.marker}' marker left in seat ${t.owner}'s supply`);
      supply[t.marker]!--;
    }
    state.board[h] = { tile: t.tile, type: designOf(cat, t.owner, t.tile)!.index, owner: t.owner, rot: t.rotation ?? 0, damage: t.damage ?? 0, marker: t.marker ?? null, id: state.nextId++ };
  }
  state.seats.forEach((seat, i) => {
    seat.hand = [...(setup.hands?.[i] ?? [])];
    seat.discard = [...(setup.discards?.[i] ?? [])];
    for (const t of [...seat.hand, ...seat.discard]) take(i, t, `hand/discard of seat ${i}`);
    if (setup.bags?.[i]) {
      seat.bag = [...setup.bags[i]!].reverse();
      for (const t of seat.bag) take(i, t, `bag of seat ${i}`);
      seat.removed = pools[i]!.filter((id) => designOf(cat, i, id)!.kind !== 'hq');
    } else {
      seat.bag = new Rng(state.rng).shuffle(pools[i]!.filter((id) => designOf(cat, i, id)!.kind !== 'hq'));
      seat.removed = [];
    }
    // An HQ not on the board was destroyed before the scenario starts.
    seat.removed.push(...pools[i]!.filter((id) => designOf(cat, i, id)!.kind === 'hq'));
    seat.turns = setup.board ? 2 : 0;
    seat.drewLast = setup.drewLast?.includes(i) ?? false;
  });
  state.current = setup.current ?? 0;
  state.stage = setup.stage ?? 'play';
  state.toDiscard = state.stage === 'discard' ? cat.rules.hand.discard : 0;
  state.turnsLeft = setup.turnsLeft ?? null;
  state.overtimeTurns = null;
  state.used = { ...(setup.used ?? {}) };
  state.turn = setup.board ? 4 : 0;
  syncReminders(state, cat, null);
  return state;
}

/** Whether `actual` has every field of `expected` with an equal value (deeply, as JSON). */
export function matches(actual: Record<string, unknown>, expected: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([k, v]) => JSON.stringify(actual[k]) === JSON.stringify(v));
}

const show = (v: unknown) => JSON.stringify(v);

/** Runs one scenario against the content. */
export function runScenario(content: NeuroshimaContent, sc: Scenario): ScenarioResult {
  const failures: string[] = [];
  const events: Event[] = [];
  let state: NhState;
  try {
    state = buildScenario(content, sc);
  } catch (e) {
    return { id: sc.id, ok: false, failures: [`set-up: ${(e as Error).message}`], events };
  }
  const cat = catalogOf(state.catalog);
  const ex = sc.expect;
  for (const [i, action] of sc.actions.entries()) {
    const last = i === sc.actions.length - 1;
    const before = JSON.stringify(state);
    try {
      events.push(...applyAction(state, action));
      if (last && ex.refusal !== undefined) failures.push(`expected the last action to be refused with "${ex.refusal}", but it was accepted`);
    } catch (e) {
      if (!(e instanceof IllegalAction)) throw e;
      if (last && ex.refusal !== undefined) {
        if (!e.message.includes(ex.refusal)) failures.push(`expected refusal containing "${ex.refusal}", got "${e.message}"`);
        if (JSON.stringify(state) !== before) failures.push('the refused action changed the state');
      } else failures.push(`action ${i + 1} was refused: ${e.message}`);
      break;
    }
  }
  let at = 0;
  for (const want of ex.events ?? []) {
    while (at < events.length && !matches(events[at]!, want)) at++;
    if (at >= events.length) {
      const similar = events.filter((e) => e.type === want.type).map(show);
      failures.push(`expected event ${show(want)} (in order); events of that type: ${similar.length ? similar.join(', ') : 'none'}`);
      at = 0;
      continue;
    }
    at++;
  }
  for (const bad of ex.absent ?? []) {
    const found = events.find((e) => matches(e, bad));
    if (found) failures.push(`expected no event like ${show(bad)}, got ${show(found)}`);
  }
  for (const [hex, want] of Object.entries(ex.board ?? {})) {
    const h = hexArg(cat, hex);
    const cell = h >= 0 ? state.board[h] : null;
    if (want === null) {
      if (cell) failures.push(`expected ${hex} empty, got ${show({ tile: cell.tile, owner: cell.owner })}`);
      continue;
    }
    if (!cell) {
      failures.push(`expected ${hex} to hold ${show(want)}, got an empty hex`);
      continue;
    }
    const actual = { tile: cell.tile, owner: cell.owner, rotation: cell.rot, damage: cell.damage, marker: cell.marker };
    if (!matches(actual, want as Record<string, unknown>)) failures.push(`expected ${hex} to hold ${show(want)}, got ${show(actual)}`);
  }
  if (ex.hq) {
    const pts = hqPoints(state, cat);
    if (show(pts) !== show(ex.hq)) failures.push(`expected HQ hit points ${show(ex.hq)}, got ${show(pts)}`);
  }
  if (ex.winner !== undefined) {
    const st = neuroshimaHex.status(state);
    const got = !st.over ? 'none' : st.draw ? 'draw' : st.winners[0];
    if (got !== ex.winner) failures.push(`expected winner ${show(ex.winner)}, got ${show(got)}${st.over ? ` (${st.reason})` : ''}`);
  }
  (ex.hands ?? []).forEach((hand, i) => {
    const got = [...state.seats[i]!.hand].sort();
    if (show(got) !== show([...hand].sort())) failures.push(`expected seat ${i}'s hand ${show([...hand].sort())}, got ${show(got)}`);
  });
  for (const [seat, want] of Object.entries(ex.supply ?? {})) {
    const got = state.seats[Number(seat)]!.supply;
    for (const [m, n] of Object.entries(want)) if ((got[m] ?? 0) !== n) failures.push(`expected seat ${seat} to have ${n} '${m}' marker(s) left, got ${got[m] ?? 0}`);
  }
  if (ex.current !== undefined && state.current !== ex.current) failures.push(`expected seat ${ex.current} to act, got seat ${state.current}`);
  if (ex.stage !== undefined && state.stage !== ex.stage) failures.push(`expected stage ${ex.stage}, got ${state.stage}`);
  return { id: sc.id, ok: failures.length === 0, failures, events };
}
