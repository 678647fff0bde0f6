/**
 * One mistake, one error, when several checks fail on one value: a battlefield's stronghold at y 2350 is neither a
 * whole number of squares nor in the defender's zone, and both say so at the same place. Those failures become one
 * error there, saying each thing that is wrong, so the designer reads the value once and mends it once.
 */
import type { Diagnostic } from './diagnostic.js';

/** `diagnostics` with the errors that checks report at the same value of the same file joined into one, at the first's place. */
export function oneErrorPerValue(diagnostics: Diagnostic[]): Diagnostic[] {
  const atValue = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (d.severity !== 'error' || d.hidden || d.unknownName) continue;
    const key = `${d.file}\0${d.pointer}`;
    atValue.set(key, [...(atValue.get(key) ?? []), d]);
  }
  const joined = new Map<Diagnostic, Diagnostic | null>();
  for (const same of atValue.values()) {
    if (same.length < 2) continue;
    const [first, ...rest] = same as [Diagnostic, ...Diagnostic[]];
    const said = same.map((d, i) => (i === 0 ? d.message : withoutSubject(d.message, first.message)));
    joined.set(first, { ...first, message: `${said.slice(0, -1).join('; ')}; and ${said.at(-1)}` });
    for (const d of rest) joined.set(d, null);
  }
  if (joined.size === 0) return diagnostics;
  return diagnostics.flatMap((d) => {
    const instead = joined.get(d);
    return instead === undefined ? [d] : instead === null ? [] : [instead];
  });
}

/** A later message without the subject it shares with the first (`battlefield 'river-crossing': `), said once. */
function withoutSubject(message: string, first: string): string {
  const colon = message.indexOf(': ');
  return colon > 0 && first.startsWith(message.slice(0, colon + 2)) ? message.slice(colon + 2) : message;
}
