/**
 * What a bonus effect module provides. Each kind of effect is one module beside this file, with its
 * parameter schema in schemas/shifting-hills/effects/<name>.schema.json (and the type generated from it).
 */
import type { Event, PlayerId } from '@armory/engine';
import type { PlayAction } from '../actions.js';
import type { Tables } from '../content.js';
import type { PlayoutSquad, PlayoutState } from '../playout/playout-state.js';
import type { Squad, ShiftingHillsState } from '../state.js';

/** One kind of bonus effect. `P` is its parameters as content writes them. */
export interface BonusEffectRule<P = unknown> {
  /** The name content uses in `effect:`. */
  name: string;
  /** drawn: applied at once to the squad that drew the card; played: played from hand on its owner's turn. */
  when: 'drawn' | 'played';
  /** The plays of `card` open to `seat` now (played effects; the card is in hand and no card was played this turn). */
  offers(state: ShiftingHillsState, tables: Tables, seat: PlayerId, card: string, params: P): PlayAction[];
  /** How many plays `offers` lists, without building them (random play counts every step, builds one). */
  offerCount(state: ShiftingHillsState, tables: Tables, seat: PlayerId, params: P): number;
  /** Why this play is illegal now, or null (played effects). */
  refusal(state: ShiftingHillsState, tables: Tables, action: PlayAction, params: P): string | null;
  /** Carries out a legal play, or a drawn card for the squad that drew it. */
  run(state: ShiftingHillsState, tables: Tables, use: { action?: PlayAction; squad?: Squad }, params: P, events: Event[]): void;
  /**
   * The same effect on the compact copy that `playOut` plays random games on (playout/playout-state.ts, squads
   * by index). Twins of the members above: playout.test.ts holds them to the same games.
   */
  playout: {
    /** `offerCount` for the player to act (played effects). */
    count(p: PlayoutState, params: P): number;
    /** What `run` does with `offers(...)[pick]` (played effects). */
    play(p: PlayoutState, pick: number, params: P): void;
    /** What `run` does for squad `q`, which drew the card (drawn effects). */
    drawn(p: PlayoutState, q: PlayoutSquad, params: P): void;
  };
}
