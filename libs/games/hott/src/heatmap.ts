/**
 * The odds matrix as one self-contained HTML page a designer opens in a browser: per going, attackers down the
 * side and defenders across, each cell coloured by how much more often the defender suffers than the attacker,
 * with a legend. Hovering a cell shows its exact fractions; clicking it shows them in the panel below.
 */
import type { OddsCell } from './odds-table.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The colour of a net advantage in -1..1: red when the attacker suffers more, green when the defender does. */
export function heatColour(net: number): string {
  const t = Math.max(-1, Math.min(1, net));
  const [r, g, b] =
    t >= 0
      ? [Math.round(240 - 180 * t), Math.round(240 - 60 * t), Math.round(240 - 180 * t)]
      : [Math.round(240 + 10 * t), Math.round(240 + 180 * t), Math.round(240 + 180 * t)];
  return `rgb(${r},${g},${b})`;
}

/** The exact fractions of one cell, a line per pair of results. */
export function cellFractions(cell: OddsCell): string[] {
  return cell.outcomes.map((o) => `attacker ${o.attacker}, defender ${o.defender}: ${o.count}/${cell.of}`);
}

function matrix(cells: readonly OddsCell[], going: string, ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const byPair = new Map(cells.filter((c) => c.going === going).map((c) => [`${c.attacker} ${c.defender}`, c]));
  const head = ids.map((id) => `<th class="col" scope="col"><span>${escape(names.get(id) ?? id)}</span></th>`).join('');
  const rows = ids.map((a) => {
    const tds = ids.map((d) => {
      const cell = byPair.get(`${a} ${d}`)!;
      const net = (cell.defenderHurt - cell.attackerHurt) / cell.of;
      const fractions = cellFractions(cell);
      const title = `${a} attacking ${d}, ${going} going\n${fractions.join('\n')}`;
      return `<td style="background:${heatColour(net)}" title="${escape(title)}" data-title="${escape(`${names.get(a) ?? a} attacking ${names.get(d) ?? d}, ${going} going`)}" data-fractions="${escape(fractions.join('\n'))}">${net > 0 ? '+' : ''}${cell.defenderHurt - cell.attackerHurt}</td>`;
    });
    return `<tr><th scope="row">${escape(names.get(a) ?? a)}</th>${tds.join('')}</tr>`;
  });
  return `<section><h2>Close combat, ${escape(going)} going</h2><table class="matrix" data-going="${escape(going)}"><thead><tr><th>attacker \\ defender</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** The whole page. `names` maps troop type ids to display names; `ids` gives the order. */
export function heatmapHtml(cells: readonly OddsCell[], ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const goings = [...new Set(cells.map((c) => c.going))];
  const of = cells[0]?.of ?? 0;
  const legend = [-1, -0.5, 0, 0.5, 1]
    .map((t) => `<span class="swatch" style="background:${heatColour(t)}"></span><span>${t > 0 ? '+' : ''}${Math.round(t * of)}</span>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HOTT combat odds</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
table.matrix{border-collapse:collapse;margin-bottom:2em}
.matrix td,.matrix th{border:1px solid #ccc;padding:2px 4px;text-align:center;min-width:2.2em}
.matrix td{cursor:pointer;font-variant-numeric:tabular-nums}
.matrix td.chosen{outline:2px solid #000}
.matrix th.col{height:7em;vertical-align:bottom}.matrix th.col span{writing-mode:vertical-rl;transform:rotate(180deg)}
#legend{display:flex;align-items:center;gap:.4em;margin:1em 0}.swatch{display:inline-block;width:2em;height:1em;border:1px solid #999}
#details{white-space:pre-line;border:1px solid #999;padding:.6em;min-height:3em;max-width:40em;background:#fafafa}
</style></head><body>
<h1>HOTT combat odds</h1>
<p>Each cell: the attacker (row) against the defender (column), both elements in the same going, one d6 each. The number is how many of the ${of} equally likely rolls hurt the defender minus how many hurt the attacker (any result but no-effect). Hover a cell for its exact fractions, or click it to show them in the box under the legend.</p>
<div id="legend" aria-label="legend"><strong>Legend:</strong> <span>attacker suffers more</span>${legend}<span>defender suffers more</span></div>
<div id="details" aria-live="polite">Click a cell to see its exact fractions.</div>
${goings.map((g) => matrix(cells, g, ids, names)).join('\n')}
<script>
for (const td of document.querySelectorAll('.matrix td')) {
  td.addEventListener('click', () => {
    for (const c of document.querySelectorAll('.matrix td.chosen')) c.classList.remove('chosen');
    td.classList.add('chosen');
    document.getElementById('details').textContent = td.dataset.title + '\\n' + td.dataset.fractions;
  });
}
</script>
</body></html>
`;
}
