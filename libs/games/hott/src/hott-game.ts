/**
 * HOTT's game in the registry: a battle on the table (battle/battle.ts), or one single combat (single-combat.ts),
 * as the set-up options say. Each state says which it is, and every call goes to that game.
 */
import type { Event, Game, Rng, Status } from '@armory/engine';
import { battleActionKey, battleActionProblem, type BattleAction } from './battle/actions.js';
import { battle, type BattleOptions } from './battle/battle.js';
import type { BattleState } from './battle/state.js';
import type { HottContent } from './content.js';
import { hottStats } from './report.js';
import { singleCombat, type FightAction, type SingleCombatOptions, type SingleCombatState } from './single-combat.js';

export type HottOptions = ({ mode: 'battle' } & BattleOptions) | ({ mode: 'combat' } & SingleCombatOptions);
export type HottState = BattleState | SingleCombatState;
export type HottAction = BattleAction | FightAction;

const isBattle = (state: HottState): state is BattleState => (state as BattleState).kind === 'battle';

/** The game a state belongs to, typed loosely: both take their own states and actions only. */
const gameOf = (state: HottState) =>
  (isBattle(state) ? battle : singleCombat) as unknown as Game<HottState, HottAction, HottContent, unknown>;

export const hottGame: Game<HottState, HottAction, HottContent, HottOptions> = {
  name: 'hott',
  traits: battle.traits!,
  setup(content, options, seed) {
    if (options.mode === 'combat') return singleCombat.setup(content, options, seed);
    return battle.setup(content, options, seed);
  },
  toAct: (state) => gameOf(state).toAct(state),
  actions: (state) => gameOf(state).actions(state),
  apply: (state, action): Event[] => gameOf(state).apply(state, action),
  view: (state, seat) => gameOf(state).view(state, seat),
  determinize: (view, seat, rng: Rng) => gameOf(view).determinize!(view, seat, rng),
  status: (state): Status => gameOf(state).status(state),
  players: () => 2,
  stats: hottStats,
  // A single combat's one action is `fight`; a battle's have their own short keys.
  actionKey: (action) => (action.type === 'fight' ? 'fight' : battleActionKey(action)),
  // A single combat's `fight` has no fields to check.
  actionProblem: (action) => (action.type === 'fight' ? null : battleActionProblem(action)),
};
