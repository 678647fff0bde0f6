/**
 * The HOTT battle on the engine contract. Each bound: the side rolls its PIPs, spends them moving elements and
 * groups (and bringing ensorcelled ones back), then casting spells; then each side in turn gives its shooters
 * their targets and shoots (shooting-phase.ts), and close combat follows by itself (bound.ts); the battle ends when rules.yaml's `win` holds for a side, or at a simulation's bound limit.
 */
import { IllegalAction, Rng, seedState, type Event, type Game, type Status } from '@armory/engine';
import type { Army, HottContent } from '../content.js';
import { battleActionKey, type BattleAction, type CastAction, type RecoverAction } from './actions.js';
import { beginBound, fight } from './bound.js';
import { moveCost } from './command.js';
import { battleContext, contextOf, type BattleContext } from './context.js';
import { deploy, DeploymentError } from './deploy.js';
import { edgeOfRoll, turnedTable } from './edge-roll.js';
import { newBattleState } from './new-state.js';
import { carryOutGroupMove, groupMovesOf } from './group-moves.js';
import { carryOutMove, movesOf } from './movement.js';
import { chooseTarget, shootActions, startShooting } from './shooting-phase.js';
import { castsOf, spellSituation } from './spells.js';
import { placedStronghold } from './stronghold.js';
import { ATTACKER, DEFENDER, type BattleState, type Seat, type ShootingTargets } from './state.js';
import { BattlefieldError, tableOf } from './table.js';

/** Set-up options: the defender's army (seat 1) and the attacker's (seat 2), the battlefield, and a simulation's bound limit. */
export interface BattleOptions {
  armies: [string, string];
  battlefield: string;
  /** Bounds after which the battle is a draw (rules.yaml `simulation.boundLimit` in simulations); null in real play. */
  boundLimit: number | null;
  /** The battlefield file's edge the attacker takes (1 to 4, edge-roll.ts); absent, the attacker rolls for it. */
  attackerEdge?: number;
  /** How shooters get their targets (seeds/hott.md D65); absent: `chosen`, each by its player. */
  shootingTargets?: ShootingTargets;
}

function armyOf(content: HottContent, id: string): Army {
  const army = content.armies[id];
  if (!army) throw new Error(`unknown army '${id}'; known: ${Object.keys(content.armies).join(', ')}`);
  return army;
}

/**
 * A battle on its first bound: the attacker's edge taken (rolled unless the options name it) and the terrain
 * turned to it, the stronghold built (stronghold.ts), both armies deployed, the first side's PIPs rolled.
 */
export function setUpBattle(content: HottContent, options: BattleOptions, seed: number | string): BattleState {
  const context = contextOf(content);
  const rng = seedState(seed);
  const attackerEdge = options.attackerEdge ?? edgeOfRoll(content, new Rng(rng).die(content.rules.setUp.edgeDie));
  const table = placedStronghold(context, turnedTable(tableOf(content, options.battlefield), attackerEdge));
  const elements = deploy(context, table, [armyOf(content, options.armies[0]), armyOf(content, options.armies[1])]);
  const state = newBattleState(content, table, elements, seed, {
    armies: [...options.armies],
    bound: 0,
    boundLimit: options.boundLimit,
    rng,
    attackerEdge,
  });
  if (options.shootingTargets === 'nearest') state.shootingTargets = 'nearest';
  beginBound(context, state, content.rules.setUp.firstTurn === 'attacker' ? ATTACKER : DEFENDER);
  return state;
}

/**
 * Why the armies and battlefield of `options` cannot be set up, or undefined: the stronghold must have a square
 * and each army must fit its deployment zone on whichever edge the attacker may take (the named one, else every edge the roll can give), so a
 * simulation is refused before it starts rather than failing in its first battle.
 */
export function setUpProblem(content: HottContent, options: BattleOptions): string | undefined {
  const context = contextOf(content);
  try {
    const armies: [Army, Army] = [armyOf(content, options.armies[0]), armyOf(content, options.armies[1])];
    const laid = tableOf(content, options.battlefield);
    const edges = options.attackerEdge ? [options.attackerEdge] : Array.from({ length: content.rules.setUp.edges }, (_, i) => i + 1);
    for (const edge of edges) {
      try {
        deploy(context, placedStronghold(context, turnedTable(laid, edge)), armies);
      } catch (e) {
        if (!(e instanceof DeploymentError)) throw e;
        return edge === 1 ? e.message : `with the attacker on edge ${edge}, ${e.message}`;
      }
    }
    return undefined;
  } catch (e) {
    if (e instanceof BattlefieldError) return e.message;
    throw e;
  }
}

/** What an ensorcelled element still needs (rules.yaml `spells.ensorcelledRecoveryPips`). */
const recoveryLeft = (context: BattleContext, state: BattleState, id: number) =>
  context.content.rules.spells.ensorcelledRecoveryPips - state.elements[id]!.recoveryPips;

/** Every legal action of the side to act: the side whose bound it is, or in shooting the side choosing targets. */
export function battleActions(state: BattleState): BattleAction[] {
  if (state.result) return [];
  const context = battleContext(state);
  if (state.phase === 'shooting') return shootActions(context, state);
  const own = state.elements.filter((e) => e.side === state.side);
  if (state.phase === 'movement') {
    // movesOf and groupMovesOf offer only what the side can pay for.
    const moves = own.flatMap((e) => (e.status === 'in-play' ? movesOf(context, state, e.id) : []));
    const groups = groupMovesOf(context, state);
    const recover: RecoverAction[] =
      state.pips > 0 ? own.filter((e) => e.status === 'ensorcelled').map((e) => ({ type: 'recover', element: e.id })) : [];
    return [...moves, ...groups, ...recover, { type: 'end-movement' }];
  }
  const casts = castsOf(context, state).filter((c) => !hasCast(state, c.caster) && moveCost(context, state, [c.caster]) <= state.pips);
  return [...casts, { type: 'end-spells' }];
}

function recover(context: BattleContext, state: BattleState, action: RecoverAction): Event[] {
  const element = state.elements[action.element];
  if (!element || element.side !== state.side || element.status !== 'ensorcelled')
    throw new IllegalAction(action, 'only an ensorcelled element of the side whose bound it is can be brought back');
  if (state.pips === 0) throw new IllegalAction(action, 'no PIPs left this bound');
  // PIPs go towards the element until it is back; they may be spent over several bounds.
  const spent = Math.min(state.pips, recoveryLeft(context, state, element.id));
  state.pips -= spent;
  element.recoveryPips += spent;
  if (recoveryLeft(context, state, element.id) > 0) return [{ type: 'recovery-paid', element: element.id, pips: spent }];
  element.status = 'in-play';
  element.recoveryPips = 0;
  return [{ type: 'recovered', element: element.id, pips: spent }];
}

const hasCast = (state: BattleState, id: number) => state.cast?.includes(id) ?? false;

function cast(context: BattleContext, state: BattleState, action: CastAction): Event[] {
  if (hasCast(state, action.caster)) throw new IllegalAction(action, 'that magician has cast its spell this bound');
  const legal = castsOf(context, state).some((c) => c.caster === action.caster && c.target === action.target);
  if (!legal)
    throw new IllegalAction(action, 'that element may not cast at that target now (a magician of this side, not moved, within range)');
  const cost = moveCost(context, state, [action.caster]);
  if (cost > state.pips) throw new IllegalAction(action, `the spell costs ${cost} PIPs and ${state.pips} are left`);
  state.pips -= cost;
  state.cast = [...(state.cast ?? []), action.caster];
  return [
    { type: 'cast', caster: action.caster, target: action.target, pips: cost },
    ...fight(context, state, spellSituation(context, state, action)),
  ];
}

/** Carries out one action; refuses an illegal one with why, leaving the state unchanged. */
export function applyBattleAction(state: BattleState, action: BattleAction): Event[] {
  if (state.result) throw new IllegalAction(action, 'the battle is over');
  const context = battleContext(state);
  const phase = (want: BattleState['phase']) => {
    if (state.phase !== want) throw new IllegalAction(action, `it is the ${state.phase} phase`);
  };
  switch (action.type) {
    case 'move':
      phase('movement');
      return carryOutMove(context, state, action);
    case 'move-group':
      phase('movement');
      return carryOutGroupMove(context, state, action);
    case 'recover':
      phase('movement');
      return recover(context, state, action);
    case 'end-movement': {
      phase('movement');
      state.phase = 'spells';
      const ended: Event = { type: 'movement-ended', pips: state.pips };
      // With no spell to cast, the bound goes straight on to shooting and combat.
      return battleActions(state).length > 1 ? [ended] : [ended, ...startShooting(context, state)];
    }
    case 'cast':
      phase('spells');
      return cast(context, state, action);
    case 'end-spells':
      phase('spells');
      return startShooting(context, state);
    case 'shoot':
      phase('shooting');
      return chooseTarget(context, state, action);
    default:
      throw new IllegalAction(action, 'unknown action; a bound has move, move-group, recover, end-movement, cast, end-spells and shoot');
  }
}

/** The battle's status: over once won or at the bound limit. */
export function battleStatus(state: BattleState): Status {
  const result = state.result;
  if (!result) return { over: false };
  return { over: true, winners: [...result.winners], draw: result.winners.length === 0, reason: result.reason };
}

/** The battle game alone (the registry's HOTT game plays this or a single combat: hott-game.ts). */
export const battle: Game<BattleState, BattleAction, HottContent, BattleOptions> = {
  name: 'hott',
  // Everything on the table is in plain view; only the dice to come are hidden (a view hides the RNG).
  traits: { turns: 'sequential', chance: true, hiddenInformation: true },
  setup: setUpBattle,
  toAct: (state) => (state.result ? null : (state.shooting?.side ?? state.side)),
  actions: battleActions,
  apply: applyBattleAction,
  view: (state) => ({ ...structuredClone(state), rng: [0, 0, 0, 0] }),
  determinize: (view, _seat, rng) => ({ ...structuredClone(view), rng: [rng.next(), rng.next(), rng.next(), rng.next()] }),
  status: battleStatus,
  players: () => 2,
  actionKey: battleActionKey,
};
