/**
 * HOTT's combat rules compiled once from content: the troop types by id, each tactical factor, and every table
 * as a first-match lookup that also names the row that matched. Game code only builds situations and carries
 * out what these return.
 */
import {
  compileCondition,
  compileModifiers,
  compileOutcomeTable,
  type Condition,
  type ModifierList,
  type OutcomeTable,
  type Test,
} from '@armory/engine';
import type { CombatResult } from '@armory/content-hott';
import type { HottContent, TroopType } from './content.js';
import { pathsRead } from './paths-read.js';
import { bestIndexField, compileIndexedRows } from './row-index.js';

/** The content combat is compiled from: all of HOTT's but the battlefields, which only a battle on the table needs. */
export type CombatContent = Omit<HottContent, 'battlefields'> & Partial<Pick<HottContent, 'battlefields'>>;

/** Which outcome table a lost (or tied) combat uses. */
export type Band = 'equal' | 'more-than-half' | 'half-or-less';
/** What the recoil checklist decides when a moving element bumps into another. */
export type ChecklistStep = 'other-destroyed' | 'destroyed' | 'pass-through' | 'push-back';
export type { CombatResult };

/** A compiled table: the outcome and the id of the row that gave it (`default` when none matched). */
export interface Table<O> {
  /** The table's name in content, for messages and coverage. */
  name: string;
  lookup(context: unknown): { outcome: O; row: string };
  /** Whether any row reads a total (then the outcome may change from roll to roll). */
  readsTotals: boolean;
  /** Row ids in order. */
  rows: string[];
}

/** One tactical factor, compiled: its id and a function giving what it adds (0 when it does not apply). */
export interface Factor {
  id: string;
  amount: ModifierList;
}

/** Everything the resolver needs, compiled from content. */
export interface CombatRules {
  content: CombatContent;
  /** Troop types by id. */
  types: ReadonlyMap<string, TroopType>;
  /** Sides of the die each element rolls. */
  dieSides: number;
  factors: Factor[];
  /** The tactical factors that apply to `self` in a context, with what each adds, in content order. */
  tacticalFactors(context: unknown): FactorApplied[];
  comparison: Table<Band>;
  /** The comparison table's band for a context (self: the lower total); remembered by the two totals when those are all it reads. */
  band(context: { self: { total: number }; enemy: { total: number } }): Band;
  outcomes: Record<Band, Table<CombatResult>>;
  ignoresResult: Table<boolean>;
  /** Tactical factors a rear element gives. */
  supportFactors: ReadonlySet<string>;
  /** When the rear element is lost with the element it supports. */
  supportLost: Test;
  checklist: Table<ChecklistStep>;
  passThrough: Table<boolean>;
  /** Every result the outcome tables can give, no-effect first, then in the order the tables name them. */
  results: CombatResult[];
  /** Whether anything after the outcome table (ignores-result, second rank, checklist, pass-through) reads a total. */
  laterTablesReadTotals: boolean;
}

interface RowWithId<O> {
  id: string;
  when: unknown;
  outcome: O;
}

/** Fields a row may pin down for the index (see row-index.ts). */
const INDEX_FIELDS = ['self.type', 'met.type', 'self.class'];

function table<O>(name: string, source: { rows: RowWithId<O>[]; default: O }): Table<O> {
  const conditions = source.rows.map((r) => r.when as Condition);
  // The engine's plain table checks every condition as it compiles (a malformed row fails here, naming its
  // index); row-index.test.ts holds the indexed lookup below to the same answers.
  compileOutcomeTable({
    id: name,
    rows: source.rows.map((r) => ({ when: r.when as Condition, outcome: r.outcome })),
    default: source.default,
  } as OutcomeTable<O>);
  const index = compileIndexedRows(conditions, bestIndexField(conditions, INDEX_FIELDS));
  const rows = source.rows.map((r) => r.id);
  // One answer object per row, handed out again and again: a lookup allocates nothing.
  const answers = source.rows.map((r) => ({ outcome: r.outcome, row: r.id }));
  const fallback = { outcome: source.default, row: 'default' };
  return {
    name,
    rows,
    readsTotals: conditions.some(readsTotal),
    lookup(context) {
      const i = index(context);
      return i < 0 ? fallback : answers[i]!;
    },
  };
}

/** A tactical factor that applied, and what it added. */
export interface FactorApplied {
  id: string;
  add: number;
}

function tacticalFactors(factors: Factor[], all: ModifierList): (context: unknown) => FactorApplied[] {
  const byId = new Map(factors.map((f) => [f.id, f]));
  return (context) => {
    // The whole list first: most situations apply no factor or one, so each factor's own amount is asked only then.
    const { applied } = all(0, context);
    return applied.map((id) => ({ id, add: byId.get(id)!.amount(0, context).value }));
  };
}

/** Compiles HOTT's combat content; throws on a malformed condition (content that passed validation never does). */
export function compileCombat(content: CombatContent): CombatRules {
  const { combat, recoil, troopTypes } = content;
  const modifiers = combat.factors.map((f) => ({ label: f.id, add: f.add as never, when: f.when as Condition }));
  const factors = modifiers.map((m) => ({ id: m.label, amount: compileModifiers([m]) }));
  const comparison = table<Band>('comparison', combat.comparison);
  return {
    content,
    types: new Map(troopTypes.types.map((t) => [t.id, t])),
    dieSides: combat.die.sides,
    factors,
    tacticalFactors: tacticalFactors(factors, compileModifiers(modifiers)),
    comparison,
    band: bandOf(
      comparison,
      combat.comparison.rows.flatMap((r) => pathsRead(r.when as Condition)),
    ),
    outcomes: {
      equal: table('equal', combat.outcomes.equal),
      'more-than-half': table('more-than-half', combat.outcomes['more-than-half']),
      'half-or-less': table('half-or-less', combat.outcomes['half-or-less']),
    },
    ignoresResult: table('ignoresResult', combat.ignoresResult),
    supportFactors: new Set(combat.rearSupport.factors),
    supportLost: compileCondition(combat.rearSupport.lost as Condition),
    checklist: table('checklist', recoil.checklist),
    passThrough: table('passThrough', recoil.passThrough),
    results: resultsNamed(combat),
    laterTablesReadTotals:
      [combat.ignoresResult, recoil.checklist, recoil.passThrough].some((t) => t.rows.some((r) => readsTotal(r.when))) ||
      readsTotal(combat.rearSupport.lost),
  };
}

/** The band lookup; when the table reads only the two totals, each pair of totals is looked up once. */
function bandOf(comparison: Table<Band>, paths: string[]): CombatRules['band'] {
  if (!paths.every((p) => p === 'self.total' || p === 'enemy.total')) return (context) => comparison.lookup(context).outcome;
  const known = new Map<number, Band>();
  return (context) => {
    // Totals stay far inside +-2^20, so the pair packs into one number key.
    const key = context.self.total * 2 ** 21 + context.enemy.total;
    let band = known.get(key);
    if (band === undefined) known.set(key, (band = comparison.lookup(context).outcome));
    return band;
  };
}

function resultsNamed(combat: HottContent['combat']): CombatResult[] {
  const named = new Set<CombatResult>(['no-effect']);
  for (const t of Object.values(combat.outcomes)) {
    for (const r of t.rows) named.add(r.outcome);
    named.add(t.default);
  }
  return [...named];
}

function readsTotal(condition: unknown): boolean {
  return pathsRead(condition as Condition).some((p) => p.endsWith('.total'));
}
