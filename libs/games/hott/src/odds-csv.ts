/** The odds matrix as CSV: one row per cell, a column per side and result word, counts out of `of`. */
import type { CombatResult } from './content.js';
import { resultCount, type OddsCell } from './odds-table.js';

/** CSV text (RFC 4180; no field needs quoting, ids and result words are slugs). */
export function oddsCsv(cells: readonly OddsCell[], results: readonly CombatResult[]): string {
  const header = [
    'kind',
    'going',
    'attacker',
    'defender',
    'of',
    ...results.map((r) => `attacker ${r}`),
    ...results.map((r) => `defender ${r}`),
  ];
  const rows = cells.map((c) => [
    c.kind,
    c.going,
    c.attacker,
    c.defender,
    String(c.of),
    ...results.map((r) => String(resultCount(c, 'attacker', r))),
    ...results.map((r) => String(resultCount(c, 'defender', r))),
  ]);
  return [header, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n';
}
