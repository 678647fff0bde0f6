/** `events` and `absent`: what the actions must, or must not, have made happen. */
import type { Event } from '../../contract.js';
import type { Pattern } from '../scenario.js';
import { matches, show } from './pattern.js';

/** Each pattern must match an event, in the order written (other events may come between). */
export function expectEvents(events: readonly Event[], wanted: readonly Pattern[]): string[] {
  const failures: string[] = [];
  let at = 0;
  for (const want of wanted) {
    while (at < events.length && !matches(events[at]!, want)) at++;
    if (at >= events.length) {
      const similar = events.filter((e) => e.type === want.type).map(show);
      failures.push(`expected event ${show(want)} (in order); events of that type: ${similar.length ? similar.join(', ') : 'none'}`);
      // Look for the next one from the start again, so one missing event does not hide the rest.
      at = 0;
      continue;
    }
    at++;
  }
  return failures;
}

/** No event may match any of these patterns. */
export function expectAbsent(events: readonly Event[], unwanted: readonly Pattern[]): string[] {
  const failures: string[] = [];
  for (const bad of unwanted) {
    const found = events.find((e) => matches(e, bad));
    if (found) failures.push(`expected no event like ${show(bad)}, got ${show(found)}`);
  }
  return failures;
}
