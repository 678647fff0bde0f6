/** Wilson score intervals: confidence intervals for a win rate that behave at 0%, 100% and small samples. */

/** A rate with its confidence interval. */
export interface Rate {
  /** Successes / trials (0 when there were no trials). */
  rate: number;
  /** Lower bound of the interval. */
  low: number;
  /** Upper bound of the interval. */
  high: number;
}

/** The Wilson interval for `successes` out of `trials`; z = 1.96 gives 95%. */
export function wilson(successes: number, trials: number, z = 1.96): Rate {
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
