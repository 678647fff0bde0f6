/** What `armory hott table` writes: every troop-type pair's odds as CSV and as an HTML heatmap. */
import type { HottContent } from '../content.js';
import { heatmapHtml } from '../heatmap.js';
import { oddsCsv } from '../odds-csv.js';
import { oddsTable } from '../odds-table.js';
import { compileCombat } from '../rules.js';

/** The files `table` writes, by name. */
export function tableFiles(content: HottContent): Record<string, string> {
  const rules = compileCombat(content);
  const cells = oddsTable(rules);
  const ids = [...rules.types.keys()];
  const names = new Map(content.troopTypes.types.map((t) => [t.id, t.name]));
  return { 'hott-odds.csv': oddsCsv(cells, rules.results), 'hott-odds.html': heatmapHtml(cells, ids, names) };
}
