/**
 * A squad moving onto a hex: the star's bonus card for the first squad there, the tile's movement effects
 * (impeded), and the start of the capture count on the enemy HQ.
 */
import type { Event } from '@armory/engine';
import { enteringEffects } from './combat.js';
import { IMPEDES, type Tables } from './content.js';
import { drawBonus } from './bonus.js';
import { seizeIfHeld } from './capture.js';
import type { Squad, ShiftingHillsState } from './state.js';

/** Moves `squad` onto `hex` (face up, free, allowed) and applies what entering it does. */
export function enter(state: ShiftingHillsState, tables: Tables, squad: Squad, hex: number, events: Event[]): void {
  events.push({ type: 'moved', squad: squad.id, from: tables.names[squad.hex], to: tables.names[hex] });
  squad.hex = hex;
  squad.held = 0;
  if (enteringEffects(state, tables, squad, hex) & IMPEDES && !squad.impeded) {
    squad.impeded = true;
    events.push({ type: 'impeded', squad: squad.id, hex: tables.names[hex] });
  }
  if (tables.seize && squad.unit === tables.capture.unit && isEnemyHeadquarters(tables, squad, hex)) {
    squad.held = 1;
    events.push({ type: 'capture-count', squad: squad.id, hex: tables.names[hex], turns: 1, of: tables.capture.turns });
    seizeIfHeld(state, tables, squad, events);
    if (state.result) return;
  }
  if (state.stars[hex] === 'waiting') {
    state.stars[hex] = 'taken';
    drawBonus(state, tables, squad, events);
  }
}

/** Whether `hex` is the HQ of another player than the squad's. */
export function isEnemyHeadquarters(tables: Tables, squad: Squad, hex: number): boolean {
  const owner = tables.hqOwner[hex]!;
  return owner >= 0 && owner !== squad.seat;
}
