/** `noAction`: no legal action of a kind (optionally with some fields) exists, e.g. a push with no room. */
import type { Action } from '../../contract.js';
import type { Pattern } from '../scenario.js';
import { listActions, matches, show } from './pattern.js';

/** Each pattern must match none of the legal actions. */
export function expectNoAction(legal: readonly Action[], patterns: readonly Pattern[]): string[] {
  const failures: string[] = [];
  for (const pattern of patterns) {
    const found = legal.filter((a) => matches(a, pattern));
    if (found.length) failures.push(`expected no legal action like ${show(pattern)}, got ${found.length}: ${listActions(found)}`);
  }
  return failures;
}
