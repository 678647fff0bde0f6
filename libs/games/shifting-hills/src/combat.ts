/**
 * Combat, in two stages as the rule book writes them: the attacker deals its ATK (by the attack matrix)
 * plus its tile's ATK bonus, less the defender's tile DEF; then the defender, if still alive, deals its ATK
 * plus its own tile's ATK bonus. The attacker's tile DEF does not reduce what it takes back (the literal
 * reading, D4), unless the option `attackerDefShields` says it does. Units lost come off the squad; a squad at
 * zero is removed.
 */
import type { Event, PlayerId } from '@armory/engine';
import { FORBIDS, placeOf, type Tables } from './content.js';
import { enter } from './entering.js';
import { occupied, unitsOf, type Squad, type ShiftingHillsState } from './state.js';

/** The damage `attacker` deals to `defender` in one strike where they stand now. */
export function strikeDamage(state: ShiftingHillsState, tables: Tables, attacker: Squad, defender: Squad, counterattack: boolean): number {
  const atk = tables.units[attacker.unit]!.attack[defender.unit]! + tables.tiles[state.tiles[attacker.hex]!]!.atk;
  // DEF shields the defending squad of the combat; the attacker's only under `attackerDefShields` (D4).
  const def = counterattack && !state.attackerDefShields ? 0 : tables.tiles[state.tiles[defender.hex]!]!.def;
  return Math.max(0, atk - def);
}

/** Takes `amount` units off a squad, removing it at zero and ending the game by Rout when its player has no units left. */
export function wound(state: ShiftingHillsState, tables: Tables, squad: Squad, amount: number, events: Event[]): void {
  const lost = Math.min(amount, squad.units);
  squad.units -= lost;
  events.push({ type: 'lost', squad: squad.id, units: lost, left: squad.units });
  if (squad.units > 0) return;
  events.push({ type: 'removed', squad: squad.id, hex: tables.names[squad.hex] });
  squad.hex = -1;
  squad.held = 0;
  squad.impeded = false;
  if (tables.rout && unitsOf(state, squad.seat) === 0) {
    const winners: PlayerId[] = [];
    for (let s = 0; s < tables.seats; s++) if (s !== squad.seat) winners.push(s);
    state.result = { winners, draw: false, reason: 'rout' };
    events.push({ type: 'won', players: winners.map((s) => s + 1), reason: 'rout' });
  }
}

/**
 * One combat: `strikes` blows by the attacker (Extra Ammo gives two), then the defender strikes back once if
 * it still has units. A defender removed leaves its hex to the attacker, who moves on if it may.
 */
export function fight(state: ShiftingHillsState, tables: Tables, attacker: Squad, defender: Squad, strikes: number, events: Event[]): void {
  state.counts.attacks++;
  events.push({ type: 'attacked', squad: attacker.id, target: defender.id, strikes });
  const hex = defender.hex;
  for (let k = 0; k < strikes && defender.units > 0; k++) {
    const damage = strikeDamage(state, tables, attacker, defender, false);
    events.push({ type: 'struck', squad: attacker.id, target: defender.id, damage });
    wound(state, tables, defender, damage, events);
  }
  if (state.result) return;
  if (defender.units > 0) {
    const damage = strikeDamage(state, tables, defender, attacker, true);
    events.push({ type: 'struck', squad: defender.id, target: attacker.id, damage });
    wound(state, tables, attacker, damage, events);
    return;
  }
  // The defender is gone: the attacker takes its hex unless the tile forbids it or others still stand there.
  if (!occupied(state, hex) && !forbids(state, tables, attacker, hex)) enter(state, tables, attacker, hex, events);
}

/** Whether the tile on `hex` (face up) forbids this squad's unit type there. */
export function forbids(state: ShiftingHillsState, tables: Tables, squad: Squad, hex: number): boolean {
  return (enteringEffects(state, tables, squad, hex) & FORBIDS) !== 0;
}

/** The movement effects (FORBIDS, IMPEDES bits) the tile on `hex` has on this squad. */
export function enteringEffects(state: ShiftingHillsState, tables: Tables, squad: Squad, hex: number): number {
  return tables.entering[(state.tiles[hex]! * tables.units.length + squad.unit) * 3 + placeOf(tables, hex, squad.seat)]!;
}
