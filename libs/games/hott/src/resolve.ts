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
import type { Band, ChecklistStep, CombatRules, FactorApplied } from './rules.js';
import { checkSituation } from './situation-check.js';
import type { CombatKind, SIDE_COUNTS, SIDE_SWITCHES, Side, SideSituation, Situation } from './situation.js';

export type { FactorApplied };

/** What a result does beyond the element itself. */
export interface Consequences {
  /** It recoils this many of its own base depths. */
  recoil?: { baseDepths: number };
  /** It flees: the whole flight in paces, of which the recoil is the first part; then it turns (or not) and runs the rest away from the enemy. */
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
  contactClasses: readonly string[];
}

const NO_EFFECT: CombatResult = 'no-effect';
/** The winner's lookup: nothing happens to it. */
const WON: { outcome: CombatResult; row: string } = { outcome: NO_EFFECT, row: 'won' };

function elementContext(side: Side, element: SideSituation, type: TroopType): ElementContext {
  // Every field written out, so all element contexts share one shape (conditions read them in hot loops).
  return {
    type: element.type,
    class: type.class,
    going: element.going ?? 'good',
    role: side,
    total: 0,
    result: null,
    supportCounted: false,
    recoiling: false,
    general: element.general === true,
    rearSupport: element.rearSupport === true,
    inWoods: element.inWoods === true,
    uphill: element.uphill === true,
    riverbank: element.riverbank === true,
    acrossWater: element.acrossWater === true,
    nearClericOrPaladin: element.nearClericOrPaladin === true,
    nearOwnStronghold: element.nearOwnStronghold === true,
    inWater: element.inWater === true,
    charged: element.charged === true,
    overlaps: element.overlaps ?? 0,
    flankContacts: element.flankContacts ?? 0,
    rearContacts: element.rearContacts ?? 0,
    aiding: element.aiding ?? 0,
    contactClasses: element.contactClasses ?? [],
  } satisfies ElementContext & Record<keyof typeof SIDE_SWITCHES | keyof typeof SIDE_COUNTS, unknown>;
}

/** The troop factor of `type` against an enemy of class `enemyClass`: its entry for that class, else `others`. */
export function troopFactor(type: TroopType, enemyClass: string): number {
  return (type.factor as unknown as Record<string, number | undefined>)[enemyClass] ?? type.factor.others;
}

/**
 * A combat set up once, to be fought with each pair of dice (attacker's, defender's). Both functions make the
 * same decision; `results` returns only the two results (for counting odds), `fight` the whole outcome.
 */
export interface PreparedCombat {
  /** The two results of a roll; the pair is reused by the next call, so read it before calling again. */
  results(attackerDie: number, defenderDie: number): readonly [CombatResult, CombatResult];
  fight(attackerDie: number, defenderDie: number): CombatOutcome;
}

type Finished = Pick<SideOutcome, 'result' | 'ignoredBy' | 'consequences'>;
type Found = { outcome: CombatResult; row: string };
const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/**
 * One combat, set up: each side's context and fixed part of its total. A roll only changes the totals inside
 * the contexts. Tables that read no total are looked up once per loser and band, and what follows a result
 * (ignoring it, recoil, the element behind, the second rank) once per side and result.
 */
class Combat implements PreparedCombat {
  private readonly kind: CombatKind;
  private readonly self: Record<Side, ElementContext>;
  private readonly contexts: Record<Side, { self: ElementContext; enemy: ElementContext; combat: { kind: CombatKind; shotBack: boolean } }>;
  private readonly fixed: Record<Side, { factor: number; factors: FactorApplied[]; plus: number }>;
  private readonly lost: Record<Side, Partial<Record<Band, Found>>> = { attacker: {}, defender: {} };
  private readonly finished: Record<Side, Partial<Record<CombatResult, Finished>>> = { attacker: {}, defender: {} };
  // One roll's decision, kept here so `results` (the odds) builds no objects.
  private band: Band = 'equal';
  private lower: Side = 'attacker';
  private readonly found: Record<Side, Found> = { attacker: WON, defender: WON };
  private readonly pair: [CombatResult, CombatResult] = [NO_EFFECT, NO_EFFECT];
  private readonly pairs: Record<Side, Partial<Record<Band, readonly [CombatResult, CombatResult]>>> = { attacker: {}, defender: {} };

  constructor(
    private readonly rules: CombatRules,
    private readonly situation: Situation,
  ) {
    checkSituation(rules, situation);
    this.kind = situation.kind ?? 'close';
    const combat = { kind: this.kind, shotBack: situation.shotBack === true };
    const typeA = rules.types.get(situation.attacker.type)!;
    const typeD = rules.types.get(situation.defender.type)!;
    const self = {
      attacker: elementContext('attacker', situation.attacker, typeA),
      defender: elementContext('defender', situation.defender, typeD),
    };
    this.self = self;
    this.contexts = {
      attacker: { self: self.attacker, enemy: self.defender, combat },
      defender: { self: self.defender, enemy: self.attacker, combat },
    };
    const fixedOf = (side: Side, type: TroopType) => {
      const factor = troopFactor(type, self[other(side)].class);
      const factors = rules.tacticalFactors(this.contexts[side]);
      self[side].supportCounted = factors.some((f) => rules.supportFactors.has(f.id));
      return { factor, factors, plus: factor + factors.reduce((sum, f) => sum + f.add, 0) };
    };
    this.fixed = { attacker: fixedOf('attacker', typeA), defender: fixedOf('defender', typeD) };
  }

  results(attackerDie: number, defenderDie: number): readonly [CombatResult, CombatResult] {
    const { rules } = this;
    if (!rules.laterTablesReadTotals) {
      this.setTotals(attackerDie, defenderDie);
      const lower = this.lowerSide();
      const band = rules.band(this.contexts[lower]);
      // When only the band reads the totals, each (loser, band) gives one pair of results, worked out once.
      if (!rules.outcomes[band].readsTotals) {
        const known = this.pairs[lower][band];
        if (known) return known;
        this.decide(attackerDie, defenderDie);
        return (this.pairs[lower][band] = [
          this.finish('attacker', this.found.attacker.outcome).result,
          this.finish('defender', this.found.defender.outcome).result,
        ]);
      }
    }
    this.decide(attackerDie, defenderDie);
    this.pair[0] = this.finish('attacker', this.found.attacker.outcome).result;
    this.pair[1] = this.finish('defender', this.found.defender.outcome).result;
    return this.pair;
  }

  private setTotals(attackerDie: number, defenderDie: number): void {
    this.self.attacker.total = attackerDie + this.fixed.attacker.plus;
    this.self.defender.total = defenderDie + this.fixed.defender.plus;
  }

  private lowerSide(): Side {
    return this.self.defender.total < this.self.attacker.total ? 'defender' : 'attacker';
  }

  fight(attackerDie: number, defenderDie: number): CombatOutcome {
    this.decide(attackerDie, defenderDie);
    return {
      kind: this.kind,
      band: this.band,
      loser: this.band === 'equal' ? null : this.lower,
      attacker: this.sideOutcome('attacker', attackerDie),
      defender: this.sideOutcome('defender', defenderDie),
    };
  }

  private decide(attackerDie: number, defenderDie: number): void {
    const { contexts, rules, found } = this;
    this.setTotals(attackerDie, defenderDie);
    const lower = this.lowerSide();
    const band = rules.band(contexts[lower]);
    this.lower = lower;
    this.band = band;
    if (band === 'equal') {
      found.attacker = rules.outcomes.equal.lookup(contexts.attacker);
      found.defender = rules.outcomes.equal.lookup(contexts.defender);
    } else {
      const lost = this.loserResult(lower, band);
      found.attacker = lower === 'attacker' ? lost : WON;
      found.defender = lower === 'defender' ? lost : WON;
    }
  }

  private loserResult(side: Side, band: Band): Found {
    const table = this.rules.outcomes[band];
    if (table.readsTotals) return table.lookup(this.contexts[side]);
    return (this.lost[side][band] ??= table.lookup(this.contexts[side]));
  }

  private finish(side: Side, result: CombatResult): Finished {
    const { rules, situation, self, contexts } = this;
    if (rules.laterTablesReadTotals) return carryOut(rules, situation[side], self[side], contexts[side], result);
    return (this.finished[side][result] ??= carryOut(rules, situation[side], self[side], contexts[side], result));
  }

  private sideOutcome(side: Side, die: number): SideOutcome {
    const found = this.found[side];
    return {
      type: this.situation[side].type,
      die,
      factor: this.fixed[side].factor,
      factors: this.fixed[side].factors,
      total: this.self[side].total,
      row: found.row === 'won' ? 'won' : `${this.rules.outcomes[this.band].name}/${found.row}`,
      ...this.finish(side, found.outcome),
    };
  }
}

/**
 * Sets a combat up: checks the situation (throws `SituationError`), works out each side's fixed part of its
 * total, and returns what fights it for a pair of dice.
 */
export function prepareCombat(rules: CombatRules, situation: Situation): PreparedCombat {
  return new Combat(rules, situation);
}

/** Applies the ignores-result table, then works out recoil, flight, the element behind and the second rank. */
function carryOut(
  rules: CombatRules,
  element: SideSituation,
  ctx: ElementContext,
  context: { self: ElementContext; enemy: ElementContext; combat: unknown },
  found: CombatResult,
) {
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
    const met = {
      type: behind.type,
      class: rules.types.get(behind.type)!.class,
      friendly: behind.friendly,
      facing: behind.facing ?? 'same',
      inCloseCombat: behind.inCloseCombat === true,
    };
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
  return prepareCombat(rules, situation).fight(a, d);
}
