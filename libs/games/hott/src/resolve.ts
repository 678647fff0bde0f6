/**
 * The combat resolver: a situation and a pair of dice in, both totals and what happens to each element out.
 * One function serves a roll in play and the exact odds (which call it for every pair of faces).
 *
 * Order, after the crib sheet: die + troop factor (against the enemy's class) + tactical factors; the comparison
 * table picks equal, more-than-half or half-or-less from the loser's side; the outcome table gives the loser's
 * result (both elements' on a tie); the ignores-result table may cancel an unfavourable one; then recoil, flight,
 * the recoil checklist against the element behind, and the loss of a second rank.
 */
import type { CombatResult, TroopType } from './content.js';
import type { Band, ChecklistStep, CombatRules } from './rules.js';
import { checkSituation } from './situation-check.js';
import { SIDE_COUNTS, SIDE_SWITCHES, type CombatKind, type Side, type SideSituation, type Situation } from './situation.js';

/** A tactical factor that applied, and what it added. */
export interface FactorApplied {
  id: string;
  add: number;
}

/** What a result does beyond the element itself. */
export interface Consequences {
  /** It recoils this many of its own base depths. */
  recoil?: { baseDepths: number };
  /** It flees: after recoiling it turns (or not) and moves this far from the enemy. */
  flee?: { paces: number; turns: boolean };
  /** It bumps into the element behind it: the recoil checklist's step and outcome, and whether it may pass through. */
  met?: { step: string; outcome: ChecklistStep; passThrough: boolean; passThroughRow: string };
  /** The second rank behind it is destroyed with it. */
  supportLost?: boolean;
}

/** One element's side of a fought combat. */
export interface SideOutcome {
  type: string;
  die: number;
  /** Its troop type's factor against this enemy. */
  factor: number;
  /** The tactical factors that applied, in content order. */
  factors: FactorApplied[];
  total: number;
  result: CombatResult;
  /** Which table row gave the result: `<table>/<row id>`, or `won` for the winner. */
  row: string;
  /** The ignores-result row that cancelled an unfavourable result, if one did. */
  ignoredBy?: string;
  consequences: Consequences;
}

/** A fought combat. */
export interface CombatOutcome {
  kind: CombatKind;
  band: Band;
  /** The side with the lower total, or null on a tie. */
  loser: Side | null;
  attacker: SideOutcome;
  defender: SideOutcome;
}

/** The fields a condition may read about self or enemy. */
interface ElementContext {
  [field: string]: unknown;
  type: string;
  class: string;
  role: Side;
  total: number;
  result: CombatResult | null;
  supportCounted: boolean;
}

const NO_EFFECT: CombatResult = 'no-effect';

function elementContext(rules: CombatRules, side: Side, element: SideSituation, type: TroopType): ElementContext {
  const ctx: ElementContext = { type: element.type, class: type.class, going: element.going ?? 'good', role: side, total: 0, result: null, supportCounted: false, recoiling: false };
  for (const flag of Object.keys(SIDE_SWITCHES)) ctx[flag] = (element as unknown as Record<string, unknown>)[flag] === true;
  for (const count of Object.keys(SIDE_COUNTS)) ctx[count] = (element as unknown as Record<string, unknown>)[count] ?? 0;
  void rules;
  return ctx;
}

/** The troop factor of `type` against an enemy of class `enemyClass`: its entry for that class, else `others`. */
export function troopFactor(type: TroopType, enemyClass: string): number {
  return (type.factor as unknown as Record<string, number | undefined>)[enemyClass] ?? type.factor.others;
}

/** A combat set up once; call it with each pair of dice (attacker's, defender's). */
export type PreparedCombat = (attackerDie: number, defenderDie: number) => CombatOutcome;

/**
 * Sets a combat up: checks the situation (throws `SituationError`), works out each side's fixed part of its total,
 * and returns the function that fights it for a pair of dice. Tables that read no total are looked up once per
 * loser and band, since their answer cannot change between rolls.
 */
export function prepareCombat(rules: CombatRules, situation: Situation): PreparedCombat {
  checkSituation(rules, situation);
  const kind = situation.kind ?? 'close';
  const combat = { kind, shotBack: situation.shotBack === true };
  const typeA = rules.types.get(situation.attacker.type)!;
  const typeD = rules.types.get(situation.defender.type)!;
  const self = { attacker: elementContext(rules, 'attacker', situation.attacker, typeA), defender: elementContext(rules, 'defender', situation.defender, typeD) };
  const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');
  const contextOf = (side: Side) => ({ self: self[side], enemy: self[other(side)], combat });

  const fixed = {} as Record<Side, { factor: number; factors: FactorApplied[]; plus: number }>;
  for (const side of ['attacker', 'defender'] as const) {
    const type = side === 'attacker' ? typeA : typeD;
    const factor = troopFactor(type, self[other(side)].class);
    const factors: FactorApplied[] = [];
    for (const f of rules.factors) {
      const { value, applied } = f.amount(0, contextOf(side));
      if (applied.length > 0) factors.push({ id: f.id, add: value });
    }
    self[side].supportCounted = factors.some((f) => rules.supportFactors.has(f.id));
    fixed[side] = { factor, factors, plus: factor + factors.reduce((sum, f) => sum + f.add, 0) };
  }

  const remembered = new Map<string, { outcome: CombatResult; row: string }>();
  const loserResult = (side: Side, band: Band) => {
    const table = rules.outcomes[band];
    if (table.readsTotals) return table.lookup(contextOf(side));
    const key = `${side} ${band}`;
    let found = remembered.get(key);
    if (!found) remembered.set(key, (found = table.lookup(contextOf(side))));
    return found;
  };

  const afterResult = new Map<string, Pick<SideOutcome, 'result' | 'ignoredBy' | 'consequences'>>();
  const finish = (side: Side, result: CombatResult): Pick<SideOutcome, 'result' | 'ignoredBy' | 'consequences'> => {
    const key = `${side} ${result}${rules.laterTablesReadTotals ? ` ${self[side].total} ${self[other(side)].total}` : ''}`;
    let done = afterResult.get(key);
    if (!done) afterResult.set(key, (done = carryOut(rules, situation[side], self[side], contextOf(side), result)));
    return done;
  };

  return (attackerDie, defenderDie) => {
    const dice = { attacker: attackerDie, defender: defenderDie };
    for (const side of ['attacker', 'defender'] as const) {
      self[side].total = dice[side] + fixed[side].plus;
      self[side].result = null;
    }
    const lower: Side = self.defender.total < self.attacker.total ? 'defender' : 'attacker';
    const band = rules.comparison.lookup(contextOf(lower)).outcome;
    const found = {} as Record<Side, { outcome: CombatResult; row: string }>;
    let loser: Side | null = null;
    if (band === 'equal') {
      for (const side of ['attacker', 'defender'] as const) found[side] = rules.outcomes.equal.lookup(contextOf(side));
    } else {
      loser = lower;
      found[loser] = loserResult(loser, band);
      found[other(loser)] = { outcome: NO_EFFECT, row: 'won' };
    }
    const sideOutcome = (side: Side): SideOutcome => {
      const { outcome, row } = found[side];
      return {
        type: situation[side].type,
        die: dice[side],
        factor: fixed[side].factor,
        factors: fixed[side].factors,
        total: self[side].total,
        row: row === 'won' ? row : `${rules.outcomes[band].name}/${row}`,
        ...finish(side, outcome),
      };
    };
    return { kind, band, loser, attacker: sideOutcome('attacker'), defender: sideOutcome('defender') };
  };
}

/** Applies the ignores-result table, then works out recoil, flight, the element behind and the second rank. */
function carryOut(rules: CombatRules, element: SideSituation, ctx: ElementContext, context: { self: ElementContext; enemy: ElementContext; combat: unknown }, found: CombatResult) {
  let result = found;
  let ignoredBy: string | undefined;
  if (result !== NO_EFFECT) {
    const ignores = rules.ignoresResult.lookup(context);
    if (ignores.outcome) {
      ignoredBy = ignores.row;
      result = NO_EFFECT;
    }
  }
  const consequences: Consequences = {};
  const { recoil, flee } = rules.content.recoil;
  const moves = result === 'recoil' || (result === 'flee' && flee.recoilsFirst);
  if (moves) consequences.recoil = { baseDepths: recoil.baseDepths };
  if (result === 'flee') consequences.flee = { paces: flee.paces, turns: flee.turns };
  if (moves && element.behind) {
    const behind = element.behind;
    const met = { type: behind.type, class: rules.types.get(behind.type)!.class, friendly: behind.friendly, facing: behind.facing ?? 'same', inCloseCombat: behind.inCloseCombat === true };
    const mover = { ...ctx, recoiling: true, result };
    const pass = rules.passThrough.lookup({ self: mover, met });
    const step = rules.checklist.lookup({ self: mover, met, passThrough: pass.outcome });
    consequences.met = { step: step.row, outcome: step.outcome, passThrough: pass.outcome, passThroughRow: pass.row };
  }
  if (rules.supportLost({ self: { ...ctx, result }, enemy: context.enemy, combat: context.combat })) consequences.supportLost = true;
  return ignoredBy === undefined ? { result, consequences } : { result, ignoredBy, consequences };
}

/** Fights one combat with the dice given (attacker's, defender's): the roll in play. */
export function resolveCombat(rules: CombatRules, situation: Situation, dice: readonly [number, number]): CombatOutcome {
  const [a, d] = dice;
  for (const die of dice) {
    if (!Number.isInteger(die) || die < 1 || die > rules.dieSides) throw new RangeError(`a die shows 1-${rules.dieSides}, got ${die}`);
  }
  return prepareCombat(rules, situation)(a, d);
}
