/**
 * A report's figures, each a number with the text it is shown as. The text is rounded once, here, from the
 * number itself, so every place that shows a figure (the CLI's text report, the editor's play-test page)
 * shows the same digits; rounding a figure already rounded for JSON could move its last digit.
 */
import type { Rate } from './wilson.js';

/** A number and the text it is shown as. */
export interface Figure {
  /** The figure unrounded. */
  value: number;
  /** As shown, e.g. "2.20" or "12.3%". */
  text: string;
}

/** A rate and its 95% interval, each a fraction (0..1) shown as a percentage. */
export interface RateFigures {
  rate: Figure;
  low: Figure;
  high: Figure;
}

/** A number shown with `digits` digits after the point: `decimal(2.2, 2)` is "2.20". */
export function decimal(value: number, digits: number): Figure {
  return { value, text: value.toFixed(digits) };
}

/** A fraction shown as a percentage with one decimal: `percent(0.125)` is "12.5%". */
export function percent(fraction: number): Figure {
  return { value: fraction, text: `${(100 * fraction).toFixed(1)}%` };
}

/** A rate and its interval as percentages. */
export function rateFigures(rate: Rate): RateFigures {
  return { rate: percent(rate.rate), low: percent(rate.low), high: percent(rate.high) };
}
