/**
 * The actions of Battle for The Shifting Hills, one kind per member of the union. Squads are named by id
 * (`1-mech`), hexes by name (`d3`).
 */

/** Move a squad to an adjacent hex, turning its tile face up if it is face down. */
export interface MoveAction {
  type: 'move';
  squad: string;
  to: string;
}

/** Attack an enemy squad on an adjacent hex. */
export interface AttackAction {
  type: 'attack';
  squad: string;
  target: string;
}

/** An impeded squad spends its action to be free again. */
export interface DeimpedeAction {
  type: 'deimpede';
  squad: string;
}

/** A squad does nothing this turn. */
export interface WaitAction {
  type: 'wait';
  squad: string;
}

/** End the turn: every squad that has not acted waits. */
export interface EndAction {
  type: 'end';
}

/**
 * Play a bonus card from hand. Which of `squad` and `target` it needs is up to the card's effect: Boost names
 * the squad to move twice, Artillery Strike the enemy `target`, Extra Ammo both (the attacker and the defender).
 */
export interface PlayAction {
  type: 'play';
  card: string;
  squad?: string;
  target?: string;
}

/** Any action of the game. */
export type ShiftingHillsAction = MoveAction | AttackAction | DeimpedeAction | WaitAction | EndAction | PlayAction;
