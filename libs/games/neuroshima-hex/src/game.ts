/**
 * Neuroshima Hex as an engine Game: set-up, whose turn, legal actions, apply (refusing illegal
 * actions with a reason and no change), hidden-information views, status and statistics.
 */
import { IllegalAction, Rng, seedState, type Event, type Game, type Status } from '@armory/engine';
import { catalogOf, compileCatalog } from './catalog.js';
import type { NeuroshimaContent } from './content.js';
import { legalActions, perform, playSample, refusal, sampleAction } from './actions.js';
import { hqPoints } from './flow.js';
import { cloneNh, takeTile, usedCounts, type NhAction, type NhState } from './state.js';

/** Set-up options: which army each seat plays, by army id, and for team play each seat's team. */
export interface NhOptions {
  armies: string[];
  /**
   * Team play (rules `teamPlay`): the team number of each seat, e.g. [0, 1, 0, 1]. Left out, every
   * seat plays alone and `rules.players` seats are needed.
   */
  teams?: number[];
}

/** Each seat's team index (0..), checking the options against the rules; throws a plain message. */
export function teamsOf(content: NeuroshimaContent, options: NhOptions): number[] {
  const seats = options.armies.length;
  if (!options.teams) {
    if (seats !== content.rules.players) throw new RangeError(`the rules ask for ${content.rules.players} armies, got ${seats}`);
    return options.armies.map((_, i) => i);
  }
  const play = content.rules.teamPlay;
  if (!play) throw new RangeError('these rules have no team play (rules.teamPlay)');
  if (seats !== play.players) throw new RangeError(`team play asks for ${play.players} armies, got ${seats}`);
  if (options.teams.length !== seats) throw new RangeError(`teams names ${options.teams.length} seats for ${seats} armies`);
  const names = [...new Set(options.teams)];
  if (names.length !== play.teams || names.some((t) => options.teams!.filter((x) => x === t).length !== seats / play.teams)) {
    throw new RangeError(`team play asks for ${play.teams} teams of ${seats / play.teams}, got ${JSON.stringify(options.teams)}`);
  }
  // Teams are numbered by first appearance, so [1, 0, 1, 0] and [0, 1, 0, 1] are the same game.
  return options.teams.map((t) => names.indexOf(t));
}

/** Hidden tiles in a view are shown as this id. */
export const HIDDEN = '?';

/** Builds the starting state: HQs aside, every other tile shuffled into its seat's bag. */
export function setupGame(content: NeuroshimaContent, options: NhOptions, seed: number | string): NhState {
  const teams = teamsOf(content, options);
  const cat = compileCatalog(content, options.armies);
  const rng = seedState(seed);
  const r = new Rng(rng);
  const seats = cat.armies.map((army) => {
    const bag: string[] = [];
    for (const tile of army.tiles) if (tile.kind !== 'hq') for (let i = 0; i < tile.count; i++) bag.push(tile.id);
    r.shuffle(bag);
    const supply: Record<string, number> = {};
    for (const m of army.markers ?? []) supply[m.id] = m.count;
    // The HQ waits in the hand until it is placed, so every tile is always somewhere.
    const hand = army.tiles.filter((t) => t.kind === 'hq').map((t) => t.id);
    return { army: army.id, bag, hand, discard: [], removed: [], supply, turns: 0, drewLast: false };
  });
  return {
    game: 'neuroshima-hex',
    catalog: cat.key,
    seed,
    rng,
    board: cat.board.hexes.map(() => null),
    seats,
    teams,
    current: 0,
    stage: 'hq',
    turn: 0,
    used: usedCounts(),
    toDiscard: 0,
    turnsLeft: null,
    overtimeTurns: null,
    reminders: [],
    pending: null,
    nextId: 1,
    battles: 0,
    outcome: null,
  };
}

/** Applies an action in place, or throws IllegalAction (state untouched) with the reason. */
export function applyAction(state: NhState, action: NhAction): Event[] {
  const cat = catalogOf(state.catalog);
  const why = refusal(state, cat, action);
  if (why !== null) throw new IllegalAction(action, why);
  return perform(state, cat, action);
}

/** The game object the engine's players, replay and runner drive. */
export const neuroshimaHex: Game<NhState, NhAction, NeuroshimaContent, NhOptions> = {
  name: 'neuroshima-hex',
  // Bags and the opponents' hands are hidden; draws from the bag are chance.
  traits: { turns: 'sequential', chance: true, hiddenInformation: true },
  setup: setupGame,
  toAct: (s) => (s.stage === 'over' ? null : (s.pending?.seat ?? s.current)),
  pending: (s) => (s.stage === 'over' || !s.pending ? null : { seat: s.pending.seat, kind: s.pending.kind }),
  actions: (s) => legalActions(s, catalogOf(s.catalog)),
  sampleAction: (s, rng) => sampleAction(s, catalogOf(s.catalog), rng),
  playSample: (s, rng) => playSample(s, catalogOf(s.catalog), rng),
  apply: applyAction,
  // Drawn tiles lie face up in front of their player, so every hand is public; only the bags are hidden.
  view(s) {
    const v = cloneNh(s);
    for (const seat of v.seats) seat.bag = seat.bag.map(() => HIDDEN);
    // The seed and the generator would tell the order of every bag.
    v.seed = HIDDEN;
    v.rng = [0, 0, 0, 0];
    return v;
  },
  status(s): Status {
    if (!s.outcome) return { over: false };
    return { over: true, winners: [...s.outcome.winners], draw: s.outcome.draw, scores: [...s.outcome.scores], reason: s.outcome.reason };
  },
  players: (s) => s.seats.length,
  clone: cloneNh,
  determinize(view, _player, rng) {
    const cat = catalogOf(view.catalog);
    const s = cloneNh(view);
    s.seats.forEach((seat, i) => {
      // A bag holds the army's tiles seen nowhere else: not on the board, in a hand, the discard or removed pile.
      const pool: string[] = [];
      for (const tile of cat.armies[i]!.tiles) if (tile.kind !== 'hq') for (let k = 0; k < tile.count; k++) pool.push(tile.id);
      const known = [...seat.discard, ...seat.removed, ...seat.hand, ...s.board.flatMap((c) => (c && c.owner === i ? [c.tile] : []))];
      for (const k of known) takeTile(pool, k);
      if (pool.length !== seat.bag.length)
        throw new Error(`determinize: seat ${i + 1}'s bag holds ${seat.bag.length} tiles, ${pool.length} unseen`);
      seat.bag = rng.shuffle(pool);
    });
    // Draws are never random after set-up; the guess gets a generator of its own all the same.
    s.rng = [rng.next(), rng.next(), rng.next(), rng.next()];
    return s;
  },
  stats(s) {
    const cat = catalogOf(s.catalog);
    const pts = hqPoints(s, cat);
    const out: Record<string, number> = { turns: s.turn, battles: s.battles };
    pts.forEach((p, i) => (out[`hq${i}`] = p));
    return out;
  },
};
