/**
 * Exact probability distributions over whole-number (or any) outcomes, kept as integer weights over a
 * common total so sums of dice stay exact: P(x) = weight(x) / total.
 */
import { Fraction } from './fraction.js';
import type { Rng } from '../rng/rng.js';

/** A finite distribution: outcome -> weight, with the weights' total. */
export class Distribution<T = number> {
  /** Outcome weights (BigInt so 36^n never overflows). */
  readonly weights: ReadonlyMap<T, bigint>;
  /** Sum of all weights. */
  readonly total: bigint;

  constructor(weights: Map<T, bigint>) {
    let total = 0n;
    for (const w of weights.values()) {
      if (w < 0n) throw new RangeError('negative weight in a distribution');
      total += w;
    }
    if (total === 0n) throw new RangeError('a distribution needs some weight');
    this.weights = weights;
    this.total = total;
  }

  /** Equal chances for each of these outcomes (repeats count twice). */
  static uniform<T>(outcomes: readonly T[]): Distribution<T> {
    const m = new Map<T, bigint>();
    for (const o of outcomes) m.set(o, (m.get(o) ?? 0n) + 1n);
    return new Distribution(m);
  }

  /** A single certain outcome. */
  static certain<T>(outcome: T): Distribution<T> {
    return new Distribution(new Map([[outcome, 1n]]));
  }

  /** The probability of one outcome. */
  p(outcome: T): Fraction {
    return new Fraction(this.weights.get(outcome) ?? 0n, this.total);
  }

  /** The probability that `test` holds. */
  probability(test: (outcome: T) => boolean): Fraction {
    let w = 0n;
    for (const [o, x] of this.weights) if (test(o)) w += x;
    return new Fraction(w, this.total);
  }

  /** Outcomes with their exact probabilities, in insertion order. */
  entries(): Array<[T, Fraction]> {
    return [...this.weights].map(([o, w]) => [o, new Fraction(w, this.total)]);
  }

  /** Transforms outcomes; outcomes mapping to the same value merge. */
  map<U>(f: (outcome: T) => U): Distribution<U> {
    const m = new Map<U, bigint>();
    for (const [o, w] of this.weights) {
      const u = f(o);
      m.set(u, (m.get(u) ?? 0n) + w);
    }
    return new Distribution(m);
  }

  /** The joint distribution of this and an independent `other`, combined by `f`. */
  combine<U, V>(other: Distribution<U>, f: (a: T, b: U) => V): Distribution<V> {
    const m = new Map<V, bigint>();
    for (const [a, wa] of this.weights)
      for (const [b, wb] of other.weights) {
        const v = f(a, b);
        m.set(v, (m.get(v) ?? 0n) + wa * wb);
      }
    return new Distribution(m);
  }

  /** Draws an outcome with the seeded RNG, exactly in proportion to the weights (needs total < 2^32). */
  sample(rng: Rng): T {
    if (this.total > 4294967296n) throw new RangeError('sample needs a total weight of at most 2^32');
    let x = BigInt(rng.int(Number(this.total)));
    for (const [o, w] of this.weights) {
      if (x < w) return o;
      x -= w;
    }
    throw new Error('unreachable: weights sum to total');
  }
}

/** One die with faces 1..sides. */
export function die(sides = 6): Distribution<number> {
  return Distribution.uniform(Array.from({ length: sides }, (_, i) => i + 1));
}

/** The sum of `count` dice of `sides` faces plus `plus` (the shape of schemas/common/dice.schema.json). */
export function diceSum(dice: { count?: number; sides: number; plus?: number }): Distribution<number> {
  const one = die(dice.sides);
  let d = Distribution.certain(dice.plus ?? 0);
  for (let i = 0; i < (dice.count ?? 1); i++) d = d.combine(one, (a, b) => a + b);
  return sortedNumbers(d);
}

/** Rolls dice with the seeded RNG: the sum of `count` rolls plus `plus`. */
export function rollDice(dice: { count?: number; sides: number; plus?: number }, rng: Rng): number {
  let s = dice.plus ?? 0;
  for (let i = 0; i < (dice.count ?? 1); i++) s += rng.die(dice.sides);
  return s;
}

/**
 * Every combination of independent named variables with its exact probability, passed to `outcome`;
 * returns the distribution of outcomes. This is how the odds of a first-match outcome table are
 * found: variables are the dice, `outcome` builds the context and looks the table up.
 */
export function outcomeOdds<O>(variables: Record<string, Distribution<any>>, outcome: (values: Record<string, any>) => O): Distribution<O> {
  const names = Object.keys(variables);
  let joint: Distribution<Record<string, unknown>> = Distribution.certain({});
  for (const name of names) joint = joint.combine(variables[name]!, (acc, v) => ({ ...acc, [name]: v }));
  return joint.map(outcome);
}

/**
 * The chances of a d6-vs-d6 style contest: each side rolls its dice and adds its modifier; returns the
 * exact probabilities that side A's total is higher, equal, or lower.
 */
export function contest(
  a: Distribution<number>,
  aPlus: number,
  b: Distribution<number>,
  bPlus: number,
): { win: Fraction; tie: Fraction; lose: Fraction } {
  const diff = a.combine(b, (x, y) => Math.sign(x + aPlus - (y + bPlus)));
  return { win: diff.p(1), tie: diff.p(0), lose: diff.p(-1) };
}

function sortedNumbers(d: Distribution<number>): Distribution<number> {
  return new Distribution(new Map([...d.weights].sort((x, y) => x[0] - y[0])));
}
