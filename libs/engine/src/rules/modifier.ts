/**
 * Modifiers as data (schema: schemas/common/modifier.schema.json): add / multiply / set applied in
 * list order, each only when its condition holds, optionally only to one named stat.
 */
import { compileCondition, type Condition, type Test } from './condition.js';
import { compileOperand, type CompileOptions, type Operand } from './path.js';

/** One modifier: exactly one of add / multiply / set. */
export interface Modifier {
  /** Which stat it changes ("strength", "initiative"); absent = whatever stat it is applied to. */
  stat?: string;
  /** Applies only when this holds. */
  when?: Condition;
  /** Adds this amount. */
  add?: Operand;
  /** Multiplies by this factor. */
  multiply?: Operand;
  /** Replaces the value with this. */
  set?: Operand;
  /** Words shown when explaining a total ("general", "bad going"). */
  label?: string;
}

/** A modified value and the labels of the modifiers that applied, in order. */
export interface Modified {
  /** The final value. */
  value: number;
  /** Labels (or the index as text when a modifier has none) of the modifiers that applied. */
  applied: string[];
}

interface CompiledModifier {
  stat: string | undefined;
  when: Test;
  kind: 'add' | 'multiply' | 'set';
  amount: (ctx: unknown) => unknown;
  label: string;
}

/** Modifiers compiled once, applied many times. */
export type ModifierList = (base: number, context: unknown, stat?: string) => Modified;

/**
 * Compiles a modifier list; throws when a modifier has none or several of add / multiply / set, or (with
 * `options.fields`) reads a path that names no field of the context.
 */
export function compileModifiers(modifiers: readonly Modifier[], options?: CompileOptions): ModifierList {
  const compiled: CompiledModifier[] = modifiers.map((m, i) => {
    const kinds = (['add', 'multiply', 'set'] as const).filter((k) => m[k] !== undefined);
    if (kinds.length !== 1)
      throw new TypeError(`modifier ${m.label ?? i} needs exactly one of add, multiply, set; has ${kinds.join(', ') || 'none'}`);
    const kind = kinds[0]!;
    return {
      stat: m.stat,
      when: m.when === undefined ? () => true : compileCondition(m.when, options),
      kind,
      amount: compileOperand(m[kind] as Operand, options),
      label: m.label ?? String(i),
    };
  });
  return (base, context, stat) => {
    let value = base;
    const applied: string[] = [];
    for (const m of compiled) {
      if (m.stat !== undefined && stat !== undefined && m.stat !== stat) continue;
      if (!m.when(context)) continue;
      const amount = m.amount(context);
      if (typeof amount !== 'number') continue; // a missing value in the context leaves the total alone
      if (m.kind === 'add') value += amount;
      else if (m.kind === 'multiply') value *= amount;
      else value = amount;
      applied.push(m.label);
    }
    return { value, applied };
  };
}

/** Applies a modifier list once (compiles it each call: prefer `compileModifiers` in loops). */
export function applyModifiers(base: number, modifiers: readonly Modifier[], context: unknown, stat?: string): Modified {
  return compileModifiers(modifiers)(base, context, stat);
}
