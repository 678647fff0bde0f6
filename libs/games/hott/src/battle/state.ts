/**
 * A HOTT battle's state: the table, both armies' elements where they stand, whose bound it is, its phase and
 * PIPs, and what has been lost. Plain data, so it copies and serialises; the content is named by its key.
 */
import type { RngState } from '@armory/engine';
import type { Direction, Square, Table } from './table.js';

/** Seat 0 (seat 1 to users) defends, sets up first and has the first bound; seat 1 (seat 2) attacks. */
export type Seat = 0 | 1;
export const DEFENDER: Seat = 0;
export const ATTACKER: Seat = 1;
/** Each seat's word, by seat: what pages, pictures and reports call a side. */
export const SIDE_WORDS = ['defender', 'attacker'] as const;

/** Where an element is in the battle. */
export type ElementStatus =
  /** On the table and fighting. */
  | 'in-play'
  /** A hero or magician turned into a frog by a spell: on the table, out of action until its side spends the PIPs. */
  | 'ensorcelled'
  /** Destroyed in combat, or by a recoil it could not make. */
  | 'destroyed'
  /** Fled off the battlefield. */
  | 'fled'
  /** A stronghold taken by the enemy. */
  | 'captured';

/** One element on the table. */
export interface BattleElement {
  /** Its index in `BattleState.elements`, for actions and events. */
  id: number;
  side: Seat;
  /** Its troop type id. */
  type: string;
  /** The side's general (its commander-in-chief). */
  general: boolean;
  square: Square;
  facing: Direction;
  status: ElementStatus;
  /** It moved in this bound (artillery may not shoot, a magician may not cast). */
  moved: boolean;
  /** It moved into contact with an enemy this bound. */
  charged: boolean;
  /** PIPs its side has spent towards bringing it back from a spell (ensorcelled only). */
  recoveryPips: number;
  /**
   * It is the defender's stronghold (its troop type is rules.yaml `setUp.strongholdType`): it never moves, has no
   * front of its own, is captured rather than destroyed and is not counted among its side's elements. Absent: false.
   */
  stronghold?: true;
}

/**
 * The part of a bound a side is in: spending PIPs on moves, then on spells; then shooting, in which each side in
 * turn gives its shooters their targets (`ShootingHalf`). Close combat follows by itself.
 */
export type BattlePhase = 'movement' | 'spells' | 'shooting';

/** One side's half of the shooting phase while its player gives its shooters their targets (seeds/hott.md D65). */
export interface ShootingHalf {
  /** The side shooting in this half, whose player chooses. */
  side: Seat;
  /** The targets chosen so far, shooter by shooter; a shooter with one target is not asked. */
  chosen: { shooter: number; target: number }[];
  /** Elements that shot back in the first half: they have had their shot (D71). */
  shotBack: number[];
}

/** How shooters get their targets: chosen by their player, or the nearest taken without asking (D65). */
export type ShootingTargets = 'chosen' | 'nearest';

/** How a battle ended. */
export interface BattleResult {
  winners: Seat[];
  /** `stronghold`, `losses`, or `bound-limit` (a draw). */
  reason: string;
}

export interface BattleState {
  kind: 'battle';
  /** Which loaded content it is played on (see compiled.ts). */
  content: number;
  table: Table;
  /** The army each side fields, by id. */
  armies: [string, string];
  rng: RngState;
  /** Dice a scenario fixes, used in order before the RNG rolls any. */
  fixedDice: number[];
  /** In a scenario that lists its dice: how many it gave, and how many rolls found none left (the RNG rolled them). */
  scenarioDice?: { given: number; short: number };
  /** Bounds begun so far, both sides' counted (the first bound is 1). */
  bound: number;
  /** The side whose bound it is. */
  side: Seat;
  phase: BattlePhase;
  /** PIPs left to spend this bound. */
  pips: number;
  /** Elements that have cast a spell this bound: a magician casts once a bound (seeds/hott.md). Absent: none. */
  cast?: number[];
  /** The half of the shooting phase under way, while its side chooses targets; absent outside that phase. */
  shooting?: ShootingHalf;
  /** `nearest`: each shooter takes the nearest target without a decision (D65). Absent: the player chooses. */
  shootingTargets?: 'nearest';
  /** The last PIP roll, for a view. */
  pipRoll: number;
  elements: BattleElement[];
  /** Elements each side started with (the stronghold not counted). */
  startedWith: [number, number];
  /** The bound limit of a simulation (rules.yaml `simulation.boundLimit`), or null in real play. */
  boundLimit: number | null;
  /** The battlefield file's edge the attacker took (edge-roll.ts), the table turned to it. Absent: edge 1, as drawn. */
  attackerEdge?: number;
  result: BattleResult | null;
}

/** Whether `element` is the defender's stronghold. */
export const isStronghold = (element: BattleElement) => element.stronghold === true;

/** How a battle ended, in words: "the defender won (stronghold)", "a draw (bound-limit)". */
export function resultWords(result: BattleResult): string {
  const end = result.winners.length === 1 ? `the ${SIDE_WORDS[result.winners[0]!]} won` : 'a draw';
  return `${end} (${result.reason})`;
}

/** The elements still on the table and able to act (not destroyed, fled, captured or ensorcelled). */
export const inPlay = (state: BattleState) => state.elements.filter((e) => e.status === 'in-play');

/** The element on `square`, if one stands there (ensorcelled elements still occupy their square). */
export function elementAt(state: BattleState, square: Square): BattleElement | undefined {
  return state.elements.find(
    (e) => (e.status === 'in-play' || e.status === 'ensorcelled') && e.square.x === square.x && e.square.y === square.y,
  );
}

/** A combat the battle is about to fight: the two elements (the attacker is of the side whose bound it is, or the shooter or caster) and the resolver's situation for it. */
export interface Fight {
  attacker: number;
  defender: number;
  situation: import('../situation.js').Situation;
}
