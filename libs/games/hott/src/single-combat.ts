/**
 * One HOTT combat on the engine contract (`armory simulate hott --attacker ... --defender ...`): two elements set
 * up as the options say, the attacker fights, both dice are rolled with the game's seeded RNG and the resolver
 * decides. The battle on the table (battle/battle.ts) calls the same resolver for each of its fights.
 */
import { IllegalAction, Rng, seedState, type Event, type Game, type RngState, type Status } from '@armory/engine';
import { combatRulesOf, contentKey, rulesByKey } from './compiled.js';
import type { HottContent } from './content.js';
import { prepareCombat, type CombatOutcome } from './resolve.js';
import type { Situation } from './situation.js';

/** Set-up options: the combat to fight. */
export interface SingleCombatOptions {
  situation: Situation;
}

/** The state: the combat, the RNG, and the outcome once fought. */
export interface SingleCombatState {
  /** Which loaded content it is played on (see compiled.ts). */
  content: number;
  situation: Situation;
  rng: RngState;
  /** Dice a scenario fixes for the fight (attacker's, defender's); null in play, where the RNG rolls. */
  fixedDice: [number, number] | null;
  outcome: CombatOutcome | null;
}

/** The one decision: the attacker (seat 1 to users) fights. */
export interface FightAction {
  type: 'fight';
}

const fight: FightAction = { type: 'fight' };

/** Whether a side came off worse than no-effect. */
const hurt = (outcome: CombatOutcome, side: 'attacker' | 'defender') =>
  outcome.band !== 'equal' && outcome.loser === side && outcome[side].result !== 'no-effect';

/** The single-combat game; `content` must be HOTT's content. */
export const singleCombat: Game<SingleCombatState, FightAction, HottContent, SingleCombatOptions> = {
  name: 'hott',
  // Both elements are in plain view; the dice decide. The dice to come are hidden from both sides: a view hides
  // the RNG, so a search cannot know the roll before it is made, and a guess draws a generator of its own.
  traits: { turns: 'sequential', chance: true, hiddenInformation: true },
  setup(content, options, seed) {
    prepareCombat(combatRulesOf(content), options.situation); // refuses a bad situation before play starts
    return {
      content: contentKey(content),
      situation: structuredClone(options.situation),
      rng: seedState(seed),
      fixedDice: null,
      outcome: null,
    };
  },
  toAct: (state) => (state.outcome ? null : 0),
  actions: (state) => (state.outcome ? [] : [fight]),
  apply(state, action) {
    if (action.type !== 'fight') throw new IllegalAction(action, `the only action is fight`);
    if (state.outcome) throw new IllegalAction(action, 'the combat has been fought');
    const rules = rulesByKey(state.content);
    const rng = new Rng(state.rng);
    const dice = state.fixedDice ?? [rng.die(rules.dieSides), rng.die(rules.dieSides)];
    const outcome = prepareCombat(rules, state.situation).fight(dice[0], dice[1]);
    state.outcome = outcome;
    const event: Event = {
      type: 'fought',
      dice: [...dice],
      totals: [outcome.attacker.total, outcome.defender.total],
      band: outcome.band,
      results: [outcome.attacker.result, outcome.defender.result],
    };
    return [event];
  },
  view: (state) => ({ ...structuredClone(state), rng: [0, 0, 0, 0] }),
  determinize: (view, _seat, rng) => ({ ...structuredClone(view), rng: [rng.next(), rng.next(), rng.next(), rng.next()] }),
  status(state): Status {
    const outcome = state.outcome;
    if (!outcome) return { over: false };
    const winners = hurt(outcome, 'defender') ? [0] : hurt(outcome, 'attacker') ? [1] : [];
    return { over: true, winners, draw: winners.length === 0, reason: outcome.band === 'equal' ? 'tie' : outcome.band };
  },
  players: () => 2,
};
