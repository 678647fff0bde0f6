/**
 * A simulation run in words and in JSON: wins and draws with 95% intervals (one row per team in team
 * play, since allies win together), the module's statistics, game length, why games ended and the
 * module's rate tables. Seats are numbered from 1.
 */
import { fillRateTable, rateTableJson, rateTableText, type FilledRateTable } from '../module/rate-table.js';
import type { GameModule, ReportStat, ResolvedOptions } from '../module/game-module.js';
import { wilson } from './wilson.js';
import type { SimulationReport } from './tally.js';

/** What the run was. */
export interface RunDescription {
  module: GameModule;
  /** The module's content (after `module.content`). */
  content: unknown;
  resolved: ResolvedOptions<unknown>;
  players: string[];
  games: number;
  seed: number | string;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * Each seat's name for users: its label, with its number when another seat has the same label (a mirror
 * match) or in team play, and its team.
 */
export function seatNames(resolved: ResolvedOptions<unknown>): string[] {
  const labels = resolved.seatLabels;
  const repeated = new Set(labels).size < labels.length;
  return labels.map((label, i) => {
    if (resolved.teams) return `${label} #${i + 1} [team ${resolved.teams[i]}]`;
    return repeated ? `${label} #${i + 1}` : label;
  });
}

/** The teams in order of first appearance, each with its seats (from 0). */
function teamsOf(teams: number[]): Array<{ team: number; seats: number[] }> {
  return [...new Set(teams)].map((team) => ({ team, seats: teams.flatMap((t, i) => (t === team ? [i] : [])) }));
}

const mean = (report: SimulationReport, key: string) => report.stats[key]?.mean ?? 0;

/** A stat's figure for one seat (or the whole game), after the module's `shown`. */
function figure(stat: ReportStat, report: SimulationReport, content: unknown, seat?: number): number {
  const m = mean(report, seat === undefined ? stat.key : `${stat.key}${seat}`);
  return stat.shown ? stat.shown(m, content) : m;
}

/** The module's extra tables (`GameModule.tables`), filled in from the run's sums of its stats. */
function tablesOf(run: RunDescription, report: SimulationReport): FilledRateTable[] {
  return (run.module.tables ?? []).map((table) =>
    fillRateTable(table, run.content, run.resolved.options, (key) => report.stats[key]?.sum ?? 0),
  );
}

const outOf = (stat: ReportStat, content: unknown) => (stat.outOf ? ` of ${stat.outOf(content)}` : '');

/** The text report. */
export function textReport(run: RunDescription, report: SimulationReport): string {
  const { module, content, resolved, players } = run;
  const names = seatNames(resolved);
  const width = Math.max(14, ...names.map((n) => n.length));
  const teams = resolved.teams ? teamsOf(resolved.teams) : undefined;
  // The heading pits sides against each other: seats, or in team play the teams (allies joined by '+').
  const sides = teams
    ? teams.map((t) => t.seats.map((i) => `${names[i]} (${players[i]})`).join(' + '))
    : names.map((n, i) => `${n} (${players[i]})`);
  const lines = [`${module.id}: ${run.games} ${run.games === 1 ? 'game' : 'games'}, seed ${String(run.seed)}, ${sides.join(' vs ')}`];
  const row = (name: string, wins: number, rate = wilson(wins, report.games)) =>
    `  ${name.padEnd(width)} wins ${String(wins).padStart(7)}  ${pct(rate.rate)}  95% [${pct(rate.low)}, ${pct(rate.high)}]`;
  // A team's seats win together, so its first seat's wins are the team's.
  if (teams) for (const t of teams) lines.push(row(`team ${t.team}`, report.wins[t.seats[0]!]!));
  else for (const [i, name] of names.entries()) lines.push(row(name, report.wins[i]!, report.winRates[i]));
  lines.push(
    `  ${'draws'.padEnd(width)}      ${String(report.draws).padStart(7)}  ${pct(report.drawRate.rate)}  95% [${pct(report.drawRate.low)}, ${pct(report.drawRate.high)}]`,
  );
  for (const stat of module.report.filter((s) => !s.inLength)) {
    const digits = stat.digits ?? 2;
    if (stat.perSeat)
      for (const [i, name] of names.entries())
        lines.push(`  ${stat.label}, ${name}: ${figure(stat, report, content, i).toFixed(digits)}${outOf(stat, content)}`);
    else lines.push(`  ${stat.label}: ${figure(stat, report, content).toFixed(digits)}${outOf(stat, content)}`);
  }
  const length = module.report.filter((s) => s.inLength);
  const parts =
    length.length > 0
      ? length.map((s) => `${figure(s, report, content).toFixed(s.digits ?? 2)} ${s.label}`)
      : [`${mean(report, 'steps').toFixed(1)} actions`];
  lines.push(`  game length: ${parts.join(', ')}`);
  const ends = Object.entries(report.ends).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (ends.length > 0) lines.push(`  games ended by: ${ends.map(([why, n]) => `${why} ${n} (${pct(n / report.games)})`).join(', ')}`);
  if (report.finished < report.games) lines.push(`  ${report.games - report.finished} game(s) hit the step limit unfinished`);
  const tables = tablesOf(run, report).map((t) => `\n${rateTableText(t, '  ')}`);
  return `${lines.join('\n')}\n${tables.join('')}`;
}

/** Numbers in JSON reports keep 4 decimals: more is noise next to a 95% interval. */
function rounded(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e4) / 1e4 : value;
}

/** The JSON report (the same figures as the text, rounded to 4 decimals). */
export function jsonReport(run: RunDescription, report: SimulationReport): string {
  const { module, content, resolved, players } = run;
  const labels = resolved.seatLabels;
  const teams = resolved.teams ? teamsOf(resolved.teams) : undefined;
  const rate = (r: { rate: number; low: number; high: number }) => ({ rate: r.rate, low: r.low, high: r.high });
  const summary: Record<string, unknown> = {
    game: module.id,
    options: resolved.options,
    seats: labels.map((label, i) => ({ seat: i + 1, label, player: players[i], ...(resolved.teams ? { team: resolved.teams[i] } : {}) })),
    players,
    games: report.games,
    finished: report.finished,
    seed: run.seed,
    wins: teams
      ? teams.map((t) => ({
          team: t.team,
          seats: t.seats.map((i) => i + 1),
          wins: report.wins[t.seats[0]!],
          rate: rate(wilson(report.wins[t.seats[0]!]!, report.games)),
        }))
      : labels.map((label, i) => ({ seat: i + 1, label, player: players[i], wins: report.wins[i], rate: rate(report.winRates[i]!) })),
    draws: { count: report.draws, rate: rate(report.drawRate) },
  };
  for (const stat of module.report.filter((s) => !s.inLength)) {
    const name = stat.json ?? stat.key;
    const total = stat.outOf ? { of: stat.outOf(content) } : {};
    summary[name] = stat.perSeat
      ? labels.map((label, i) => ({ seat: i + 1, label, mean: figure(stat, report, content, i), ...total }))
      : { mean: figure(stat, report, content), ...total };
  }
  const length = module.report.filter((s) => s.inLength);
  summary['length'] =
    length.length > 0 ? Object.fromEntries(length.map((s) => [s.label, figure(s, report, content)])) : { actions: mean(report, 'steps') };
  summary['ends'] = report.ends;
  for (const filled of tablesOf(run, report)) summary[filled.table.key] = rateTableJson(filled);
  return `${JSON.stringify(summary, rounded, 2)}\n`;
}
