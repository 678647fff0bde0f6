/**
 * The state of a game of Battle for The Shifting Hills: plain JSON data (the engine contract), the RNG
 * included. Hexes and unit types are indices into the content's tables (`tablesOf`); squads are named by id.
 */
import type { PlayerId, RngState } from '@armory/engine';

/** A hex's star: none, still waiting for the first squad to move on, or already taken. */
export type Star = 'none' | 'waiting' | 'taken';

/** A squad: a stack of units of one type that moves and fights as one. */
export interface Squad {
  /** `<player>-<unit type>`, players counted from 1, e.g. `1-mech`. */
  id: string;
  seat: PlayerId;
  /** Unit type index. */
  unit: number;
  /** Units left (its HP); 0 once removed. */
  units: number;
  /** Board index of its hex; -1 once removed. */
  hex: number;
  /** Impeded: its only action is to deimpede. */
  impeded: boolean;
  /** Done for this turn. */
  acted: boolean;
  /** Moves left this turn (1, or more with Boost); once it has moved, only moves remain to it. */
  moves: number;
  /** Whether it has moved this turn (a boosted squad may then only move again). */
  moved: boolean;
  /** Turns of its owner it has stood on the enemy HQ (the capture count), 0 when not there. */
  held: number;
}

/** How a finished game ended. */
export interface Outcome {
  winners: PlayerId[];
  draw: boolean;
  /** rout, seize or turn-limit. */
  reason: string;
}

/** What a move onto a face-up tile the squad cannot enter does (decision D5): refused, or tried and failed. */
export const KNOWN_FORBIDDEN_MOVES = ['refuse', 'fail'] as const;
export type KnownForbiddenMove = (typeof KNOWN_FORBIDDEN_MOVES)[number];

/** Options of one game (variants and simulation limits). */
export interface ShiftingHillsOptions {
  /** Turns (of both players together) after which the game is a draw; absent or null: no limit (real play). */
  turnLimit?: number | null;
  /** Overrides rules.yaml's `options.knownForbiddenMove`. */
  knownForbiddenMove?: KnownForbiddenMove;
  /** Overrides rules.yaml's `options.survivorsCountAsPlay`. */
  survivorsCountAsPlay?: boolean;
  /** Overrides rules.yaml's `options.attackerDefShields`. */
  attackerDefShields?: boolean;
}

/** The whole game state. */
export interface ShiftingHillsState {
  /** Which compiled content this state belongs to (see `tablesOf`); the key of `contentKey`. */
  content: number;
  rng: RngState;
  turnLimit: number | null;
  knownForbiddenMove: KnownForbiddenMove;
  survivorsCountAsPlay: boolean;
  /** Whether the attacker's own tile DEF lessens the answer it takes (D4). */
  attackerDefShields: boolean;
  /** The turn being played, from 1; each player's turn counts one. */
  turn: number;
  /** The player whose turn it is. */
  player: PlayerId;
  /** Tile index on each hex; -1 where the viewer cannot see (a face-down tile in a view). */
  tiles: number[];
  /** Whether each hex's tile is face up. */
  revealed: boolean[];
  /** Each hex's star ('none' too for a face-down tile in a view). */
  stars: Star[];
  squads: Squad[];
  /** The face-down bonus deck; the top is the end. */
  deck: string[];
  /** Each player's bonus cards in hand. */
  hands: string[][];
  /** Played and applied cards, face up. */
  discard: string[];
  /** Whether the player has played a bonus card this turn. */
  cardPlayed: boolean;
  result: Outcome | null;
  /** Counts for reports. */
  counts: { attacks: number; moves: number; failedMoves: number; cards: number };
}

/** A deep copy (faster than structuredClone for this shape). */
export function cloneState(s: ShiftingHillsState): ShiftingHillsState {
  return {
    ...s,
    rng: [...s.rng] as RngState,
    tiles: s.tiles.slice(),
    revealed: s.revealed.slice(),
    stars: s.stars.slice(),
    squads: s.squads.map((q) => ({ ...q })),
    deck: s.deck.slice(),
    hands: s.hands.map((h) => h.slice()),
    discard: s.discard.slice(),
    result: s.result ? { ...s.result, winners: s.result.winners.slice() } : null,
    counts: { ...s.counts },
  };
}

/** The squad with this id, or undefined. */
export function squadById(state: ShiftingHillsState, id: string): Squad | undefined {
  for (const q of state.squads) if (q.id === id) return q;
  return undefined;
}

/** Whether any squad stands on a hex. */
export function occupied(state: ShiftingHillsState, hex: number): boolean {
  for (const q of state.squads) if (q.hex === hex) return true;
  return false;
}

/** Units a player has on the board. */
export function unitsOf(state: ShiftingHillsState, seat: PlayerId): number {
  let n = 0;
  for (const q of state.squads) if (q.seat === seat) n += q.units;
  return n;
}
