/**
 * The line a collapsed list entry shows: its name (or id, ...) when it has one, else its plain values, so a
 * card's ability reads `effect: draw, amount: 1` and an HQ `seat: 1, hex: d2` rather than a bare `#1`.
 */

/** Keys whose text names an entry, first found wins. */
const NAMING_KEYS = ['name', 'id', 'ability', 'feature', 'title'];
/** Longer lines are cut: the head of an entry is one line beside its tools. */
const LONGEST = 60;

function plain(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** The summary of entry `index` (0-based) of a list; `#<index + 1>` when nothing in it reads as one. */
export function entrySummary(entry: unknown, index: number): string {
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const o = entry as Record<string, unknown>;
    for (const key of NAMING_KEYS) if (typeof o[key] === 'string' && o[key] !== '') return o[key] as string;
    const values = Object.entries(o)
      // A number of copies shows beside the summary as ×N already.
      .filter(([k, v]) => plain(v) && v !== '' && !(k === 'count' && typeof v === 'number'))
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
    if (values) return values.length > LONGEST ? `${values.slice(0, LONGEST - 1)}…` : values;
  }
  return `#${index + 1}`;
}
