/** Partial matching of events and actions against what a scenario writes. */
import { canonicalJson, describeAction } from '../../contract.js';

/** Whether `actual` has every field of `pattern` with an equal value (deeply, as JSON; key order does not matter). */
export function matches(actual: object, pattern: Record<string, unknown>): boolean {
  const fields = actual as Record<string, unknown>;
  for (const key of Object.keys(pattern)) if (canonicalJson(fields[key]) !== canonicalJson(pattern[key])) return false;
  return true;
}

/** A value as a message shows it. */
export const show = (value: unknown): string => JSON.stringify(value);

/** Some actions as a message lists them: at most `max`, then how many more. */
export function listActions(actions: readonly object[], max = 3): string {
  const shown = actions.slice(0, max).map(describeAction).join('; ');
  return actions.length > max ? `${shown}; and ${actions.length - max} more` : shown;
}
