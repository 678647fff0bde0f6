/**
 * The line a collapsed list entry shows: its name (or id, ...) when it has one, else its plain values, so a
 * card's ability reads `effect: draw, amount: 1` and an HQ `seat: 1, hex: d2` rather than a bare `#1`. A value
 * that names another thing by its id (an army line's troop type) shows that thing's name when `nameOf` knows it:
 * `Knights`, not `type: knights`; the id stays in the field where it is edited. A flag that is on reads as its name.
 */

/** Keys whose text names an entry, first found wins. */
const NAMING_KEYS = ['name', 'id', 'ability', 'feature', 'title'];
/** The entry's own name and id: never looked up as a reference. */
const OWN_KEYS = ['name', 'id'];
/** Longer lines are cut: the head of an entry is one line beside its tools. */
const LONGEST = 60;

/** The name of the thing the value at `key` refers to by id, when it is a reference and the thing has a name. */
export type ReferenceName = (key: string, value: string) => string | undefined;

function plain(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** The summary of entry `index` (0-based) of a list; `#<index + 1>` when nothing in it reads as one. */
export function entrySummary(entry: unknown, index: number, nameOf: ReferenceName = () => undefined): string {
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const o = entry as Record<string, unknown>;
    const named = (key: string, value: string) => (OWN_KEYS.includes(key) ? undefined : nameOf(key, value));
    for (const key of NAMING_KEYS) {
      const value = o[key];
      if (typeof value === 'string' && value !== '') return named(key, value) ?? value;
    }
    const values = Object.entries(o)
      // A number of copies shows beside the summary as ×N already.
      .filter(([k, v]) => plain(v) && v !== '' && !(k === 'count' && typeof v === 'number'))
      // A flag that is on reads as its name: `Paladin, general`.
      .map(([k, v]) => (typeof v === 'string' ? named(k, v) : v === true ? k : undefined) ?? `${k}: ${String(v)}`)
      .join(', ');
    if (values) return values.length > LONGEST ? `${values.slice(0, LONGEST - 1)}…` : values;
  }
  return `#${index + 1}`;
}
