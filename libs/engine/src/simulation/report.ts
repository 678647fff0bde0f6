/**
 * A simulation run in words and in JSON, both drawn from its report's sections (sections.ts): the text
 * shows each figure's text, the JSON its number.
 */
import { rateTableJson, rateTableText } from '../module/rate-table.js';
import { reportSections, seatNames, type RunDescription, type SideRow } from './sections.js';
import type { RateFigures } from './figure.js';
import type { SimulationReport } from './tally.js';

const interval = (r: RateFigures) => `${r.rate.text}  95% [${r.low.text}, ${r.high.text}]`;

/** The text report. */
export function textReport(run: RunDescription, report: SimulationReport): string {
  const sections = reportSections(run, report);
  // Names line up under the widest seat name, team rows too, so a report reads the same in team play.
  const width = Math.max(14, ...seatNames(run.resolved).map((n) => n.length));
  const lines = [sections.title];
  for (const side of sections.sides)
    lines.push(`  ${side.name.padEnd(width)} wins ${String(side.wins).padStart(7)}  ${interval(side.rate)}`);
  lines.push(`  ${'draws'.padEnd(width)}      ${String(sections.draws.count).padStart(7)}  ${interval(sections.draws.rate)}`);
  for (const stat of sections.stats) lines.push(`  ${stat.label}: ${stat.text}`);
  lines.push(`  game length: ${sections.length.map((l) => `${l.mean.text} ${l.unit}`).join(', ')}`);
  if (sections.ends.length > 0)
    lines.push(`  games ended by: ${sections.ends.map((e) => `${e.why} ${e.games} (${e.share.text})`).join(', ')}`);
  if (sections.unfinished > 0) lines.push(`  ${sections.unfinished} game(s) hit the step limit unfinished`);
  const tables = sections.tables.map((t) => `\n${rateTableText(t, '  ')}`);
  return `${lines.join('\n')}\n${tables.join('')}`;
}

/**
 * Numbers in JSON reports keep 4 decimals: more is noise next to a 95% interval. A `JSON.stringify` replacer, for
 * every command that prints rates as JSON (`armory hounds cards` too).
 */
export function fourDecimals(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e4) / 1e4 : value;
}

const rateJson = (r: RateFigures) => ({ rate: r.rate.value, low: r.low.value, high: r.high.value });

function winsJson(side: SideRow): Record<string, unknown> {
  return 'team' in side
    ? { team: side.team, seats: side.seats, wins: side.wins, rate: rateJson(side.rate) }
    : { seat: side.seat, label: side.label, player: side.player, wins: side.wins, rate: rateJson(side.rate) };
}

/** The JSON report (the same figures as the text, as numbers rounded to 4 decimals). */
export function jsonReport(run: RunDescription, report: SimulationReport): string {
  const { resolved, players } = run;
  const sections = reportSections(run, report);
  const summary: Record<string, unknown> = {
    game: sections.game,
    options: resolved.options,
    seats: resolved.seatLabels.map((label, i) => ({
      seat: i + 1,
      label,
      player: players[i],
      ...(resolved.teams ? { team: resolved.teams[i] } : {}),
    })),
    players,
    games: sections.games,
    finished: sections.finished,
    seed: run.seed,
    wins: sections.sides.map(winsJson),
    draws: { count: sections.draws.count, rate: rateJson(sections.draws.rate) },
  };
  for (const stat of sections.stats) {
    const figure = { mean: stat.mean.value, ...(stat.of !== undefined ? { of: stat.of } : {}) };
    if (stat.seat) {
      const seats = (summary[stat.json] ??= []) as unknown[];
      seats.push({ seat: stat.seat.seat, label: stat.seat.label, ...figure });
    } else summary[stat.json] = figure;
  }
  summary['length'] = Object.fromEntries(sections.length.map((l) => [l.unit, l.mean.value]));
  // Why games ended, in order of first appearance, as the tally counted them.
  summary['ends'] = report.ends;
  for (const table of sections.tables) summary[table.key] = rateTableJson(table);
  if (run.stamp) summary['content'] = run.stamp;
  return `${JSON.stringify(summary, fourDecimals, 2)}\n`;
}
