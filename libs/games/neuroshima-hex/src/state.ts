/**
 * The state of a Neuroshima Hex game: plain JSON data (board cells, piles of tile ids, the RNG state),
 * so it can be saved, replayed, cloned and sent to a worker. Rules code mutates it in place.
 */
import type { RngState } from '@armory/engine';

/**
 * A tile on the board. Its rotation and marker are never changed in place: turning a tile or changing
 * its marker puts a new cell on the hex (`recast`), so code that looks at the board tells what changed
 * by identity alone (the looking field, position.ts). Wounds do change in place.
 */
export interface Cell {
  /** Tile id within its owner's army. */
  tile: string;
  /** Index of the tile design in the catalog (kept for fast lookups). */
  type: number;
  /** Seat of the owner. */
  owner: number;
  /** Sixth-turns clockwise from the printed orientation. */
  rot: number;
  /** Wounds taken so far. */
  damage: number;
  /** Id of the marker lying on it (a Satiety marker), or null. */
  marker: string | null;
  /**
   * A number unique to this placement, so once-per-turn uses follow a tile that moves; a tile a swap took
   * back to the hand and placed again in the same turn keeps its number (its uses stay used).
   */
  id: number;
}

/** A reminder marker on a board tile (reminders.ts): whose supply it came from and which marker. */
export interface Reminder {
  /** Placement id of the tile it lies on. */
  tile: number;
  /** The seat whose supply it came from. */
  seat: number;
  /** The marker's id. */
  marker: string;
}

/** One seat's piles. Every tile of the army is in exactly one of them or on the board. */
export interface Seat {
  /** The army's id. */
  army: string;
  /** Face-down tiles still to draw; the top is the end of the array. */
  bag: string[];
  /** Tiles in hand. */
  hand: string[];
  /** Discarded and played instant tiles. */
  discard: string[];
  /** Tiles destroyed or eaten on the board. */
  removed: string[];
  /** Markers left in the supply, by marker id. */
  supply: Record<string, number>;
  /** Turns this seat has started. */
  turns: number;
  /** True once this seat has drawn the last tile of its bag. */
  drewLast: boolean;
}

/**
 * A question the turn stopped to ask another seat: the owner of a tile the active player tugged
 * chooses how it faces in its new hex (the Hell Hounds' Tugging example). `hex` is its board index.
 */
export interface Pending {
  /** The seat that answers. */
  seat: number;
  /** What is asked: 'turn-tugged' (answered by `{ type: 'turn-tugged', rotation }`). */
  kind: 'turn-tugged';
  /** Board index of the tile concerned. */
  hex: number;
}

/** The stage of play. */
export type Stage = 'hq' | 'discard' | 'play' | 'over';

/** The game's result once over. */
export interface Outcome {
  winners: number[];
  draw: boolean;
  reason: string;
  scores: number[];
}

/** A whole game. */
export interface NhState {
  /** Always 'neuroshima-hex' (checked when loading a log). */
  game: 'neuroshima-hex';
  /** The catalog key (see catalog.ts). */
  catalog: string;
  /** The seed the game was set up with. */
  seed: number | string;
  /** The RNG state, advanced by shuffles. */
  rng: RngState;
  /** One entry per board hex index: the tile there, or null. */
  board: Array<Cell | null>;
  /** The seats. */
  seats: Seat[];
  /** The team of each seat (seat i plays for team teams[i]); one team per seat unless set up for team play. */
  teams: number[];
  /** Whose turn (or HQ placement) it is. */
  current: number;
  /** The stage of the current turn. */
  stage: Stage;
  /** Turns played so far, both seats counted. */
  turn: number;
  /**
   * Uses this turn of once-per-turn things, by key ('swap', 'cannibalize', 'rotation#12', ...); under
   * 'swapped-out#<seat>#<tile>', the placement id of a tile a swap took back to the hand (abilities/swap.ts).
   */
  used: Record<string, number>;
  /** Tiles still to discard this turn before anything else. */
  toDiscard: number;
  /** Once a seat has drawn its last tile: turns left before the Last Battle (this one included). */
  turnsLeft: number | null;
  /** During overtime: overtime turns left before the overtime battle (this one included); otherwise null. */
  overtimeTurns: number | null;
  /** Reminder markers on the board (Freezing markers), in the order they were put down. */
  reminders: Reminder[];
  /** A question another seat must answer before the turn goes on (`toAct` names that seat), or null. */
  pending: Pending | null;
  /** Next placement id. */
  nextId: number;
  /** Battles fought so far. */
  battles: number;
  /** The result, when over. */
  outcome: Outcome | null;
}

/**
 * A fresh, empty `used` record. It has no prototype, which V8 keeps as a hash table from the start:
 * its keys name tiles by placement id (`mobility#12`), so a plain `{}` would grow a new hidden class for
 * every key it ever sees (measured: 1.7% of a random game went to adding keys). It is still plain data.
 */
export function usedCounts(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

/** A copy of `cell` with another rotation and marker, to put on its hex in its place (see Cell). */
export function recast(cell: Cell, rot: number, marker: string | null): Cell {
  return { tile: cell.tile, type: cell.type, owner: cell.owner, rot, damage: cell.damage, marker, id: cell.id };
}

/**
 * Takes the first `tile` out of a hand (or any list of tile ids), keeping the order of the rest. A
 * `splice` would also build an array of what it took out, on every tile played.
 */
export function takeTile(list: string[], tile: string): void {
  const at = list.indexOf(tile);
  if (at < 0) return;
  for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i]!;
  list.pop();
}

/** A deep copy of a state (faster than structuredClone for this shape). */
export function cloneNh(s: NhState): NhState {
  return {
    ...s,
    rng: [...s.rng] as RngState,
    board: s.board.map((c) => (c ? { ...c } : null)),
    seats: s.seats.map((p) => ({
      ...p,
      bag: [...p.bag],
      hand: [...p.hand],
      discard: [...p.discard],
      removed: [...p.removed],
      supply: { ...p.supply },
    })),
    teams: [...s.teams],
    used: Object.assign(usedCounts(), s.used),
    reminders: s.reminders.map((r) => ({ ...r })),
    pending: s.pending ? { ...s.pending } : null,
    outcome: s.outcome ? { ...s.outcome, winners: [...s.outcome.winners], scores: [...s.outcome.scores] } : null,
  };
}

/** An action: its kind plus plain-data parameters (see actions.ts for the kinds). */
export interface NhAction {
  type: string;
  [field: string]: unknown;
}
