/**
 * A scenario's starting position: a normal set-up with the scenario's armies, teams, seed and rules
 * changes, then the board, hands, bags, discards and turn its `setup` describes. The engine's scenario
 * runner calls it through the game's scenario hooks.
 */
import { Rng, ScenarioSetupError, seatInFile } from '@armory/engine';
import { catalogOf, designOf } from '../catalog.js';
import { syncReminders } from '../reminders.js';
import type { NeuroshimaContent, RulesContent } from '../content.js';
import { setupGame } from '../game.js';
import { hexArg } from '../position.js';
import type { NhState } from '../state.js';
import type { Scenario } from './scenario.js';

function merge(base: unknown, patch: unknown): unknown {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch) || !base || typeof base !== 'object') return patch;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) out[k] = merge(out[k], v);
  return out;
}

/** Builds the scenario's starting state (`sc`'s seats already the game's, from 0: see file-seats.ts); throws `ScenarioSetupError` (a plain message and its place in the file) when its set-up is impossible. */
export function buildScenario(content: NeuroshimaContent, sc: Scenario): NhState {
  const rules = merge(content.rules, sc.rulesPatch ?? {}) as RulesContent;
  const state = setupGame(
    { rules, armies: content.armies },
    sc.teams ? { armies: sc.armies, teams: sc.teams } : { armies: sc.armies },
    sc.seed ?? 0,
  );
  const setup = sc.setup;
  if (!setup) return state;
  const cat = catalogOf(state.catalog);
  const pools = state.seats.map((_, i) => {
    const pool: string[] = [];
    for (const t of cat.armies[i]!.tiles) for (let k = 0; k < t.count; k++) pool.push(t.id);
    return pool;
  });
  const take = (seat: number, tile: string, where: string, path: (string | number)[]) => {
    const pool = pools[seat];
    const at = pool ? pool.indexOf(tile) : -1;
    if (at < 0)
      throw new ScenarioSetupError(path, `${where}: seat ${seatInFile(seat)} has no (more) '${tile}' tiles in army '${sc.armies[seat]}'`);
    pool!.splice(at, 1);
  };
  state.board = state.board.map(() => null);
  for (const [i, t] of (setup.board ?? []).entries()) {
    const at = ['setup', 'board', i];
    const h = hexArg(cat, t.hex);
    if (h < 0) throw new ScenarioSetupError([...at, 'hex'], `board: '${t.hex}' is not a hex of the board`);
    if (state.board[h]) throw new ScenarioSetupError([...at, 'hex'], `board: two tiles on ${t.hex}`);
    take(t.owner, t.tile, `board ${t.hex}`, [...at, 'tile']);
    const supply = state.seats[t.owner]!.supply;
    if (t.marker) {
      if ((supply[t.marker] ?? 0) <= 0)
        throw new ScenarioSetupError(
          [...at, 'marker'],
          `board ${t.hex}: no '${t.marker}' marker left in seat ${seatInFile(t.owner)}'s supply`,
        );
      supply[t.marker]!--;
    }
    state.board[h] = {
      tile: t.tile,
      type: designOf(cat, t.owner, t.tile)!.index,
      owner: t.owner,
      rot: t.rotation ?? 0,
      damage: t.damage ?? 0,
      marker: t.marker ?? null,
      id: state.nextId++,
    };
  }
  state.seats.forEach((seat, i) => {
    seat.hand = [...(setup.hands?.[i] ?? [])];
    seat.discard = [...(setup.discards?.[i] ?? [])];
    seat.hand.forEach((t, k) => take(i, t, `hand/discard of seat ${seatInFile(i)}`, ['setup', 'hands', i, k]));
    seat.discard.forEach((t, k) => take(i, t, `hand/discard of seat ${seatInFile(i)}`, ['setup', 'discards', i, k]));
    if (setup.bags?.[i]) {
      setup.bags[i]!.forEach((t, k) => take(i, t, `bag of seat ${seatInFile(i)}`, ['setup', 'bags', i, k]));
      seat.bag = [...setup.bags[i]!].reverse();
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
