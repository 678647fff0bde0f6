/**
 * A simulation run's report as plain data, in sections: wins per seat (or per team in team play, since
 * allies win together) and draws with 95% intervals, the module's statistics, game length, why games ended
 * and the module's rate tables. Every figure carries its number and the text it is shown as, rounded once
 * (figure.ts), so the CLI's text report and the editor's play-test page, both drawn from these sections,
 * cannot disagree in a digit. Seats are numbered from 1.
 */
import { fillRateTable, rateTableSection, type RateTableSection } from '../module/rate-table.js';
import type { GameModule, ReportStat, ResolvedOptions } from '../module/game-module.js';
import { decimal, percent, rateFigures, type Figure, type RateFigures } from './figure.js';
import { wilson } from './wilson.js';
import type { ContentStamp } from '../match/log.js';
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
  /** The stamp of the content as loaded (`contentStamp`), written into the JSON report so a later run can be compared with it. */
  stamp?: ContentStamp;
}

/** A row of the wins table: one seat, or one team in team play. */
export type SideRow = {
  /** The row's name: the seat's name, or "team 3". */
  name: string;
  /** Who plays: the seat's player, or each of the team's seats with its player ("a #1 [team 0] (random) + ..."). */
  players: string;
  wins: number;
  rate: RateFigures;
} & (
  | {
      /** The seat, from 1. */
      seat: number;
      /** The seat's label as the module gives it (the army's name, say). */
      label: string;
      player: string;
    }
  | {
      team: number;
      /** The team's seats, from 1. */
      seats: number[];
    }
);

/** One line of the module's statistics: the mean per game of a stat, for the whole game or one seat. */
export interface StatLine {
  /** The stat's field in `--json` reports. */
  json: string;
  /** As shown: the stat's label, with the seat's name for a per-seat stat ("HQ damage taken, Moloch"). */
  label: string;
  /** For a per-seat stat: the seat (from 1) and its label. */
  seat?: { seat: number; label: string };
  mean: Figure;
  /** The total the mean is out of, if the module gives one. */
  of?: number;
  /** The figure as shown, with its total: "2.20 of 20". */
  text: string;
}

/** The report of a run, section by section. */
export interface ReportSections {
  game: string;
  /** The report's first line: the game, the games, the seed and the sides ("a (random) vs b (greedy)"). */
  title: string;
  games: number;
  /** Games that ended before the step limit. */
  finished: number;
  /** Games that hit the step limit, neither won nor drawn. */
  unfinished: number;
  sides: SideRow[];
  draws: { count: number; rate: RateFigures };
  stats: StatLine[];
  /** Game length, by unit ("turns"); the mean number of actions when the module names no length. */
  length: Array<{ unit: string; mean: Figure }>;
  /** Why finished games ended, in the game's words, most common first. */
  ends: Array<{ why: string; games: number; share: Figure }>;
  tables: RateTableSection[];
}

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

/**
 * Whether any game reported the stat (for any seat): a stat no game of the run has is left out of the report rather
 * than shown as 0 (HOTT's bounds and generals in a run of single combats).
 */
function reported(stat: ReportStat, report: SimulationReport, seats: number): boolean {
  if (!stat.perSeat) return report.stats[stat.key] !== undefined;
  return Array.from({ length: seats }, (_, i) => report.stats[`${stat.key}${i}`]).some((s) => s !== undefined);
}

/** A stat's mean for one seat (or the whole game), after the module's `shown`. */
function statMean(stat: ReportStat, report: SimulationReport, content: unknown, seat?: number): Figure {
  const m = mean(report, seat === undefined ? stat.key : `${stat.key}${seat}`);
  return decimal(stat.shown ? stat.shown(m, content) : m, stat.digits ?? 2);
}

function sideRows(run: RunDescription, report: SimulationReport, names: string[]): SideRow[] {
  const { resolved, players } = run;
  const played = (i: number) => `${names[i]} (${players[i]})`;
  // A team's seats win together, so its first seat's wins are the team's.
  if (resolved.teams)
    return teamsOf(resolved.teams).map(({ team, seats }) => ({
      name: `team ${team}`,
      players: seats.map(played).join(' + '),
      team,
      seats: seats.map((i) => i + 1),
      wins: report.wins[seats[0]!]!,
      rate: rateFigures(wilson(report.wins[seats[0]!]!, report.games)),
    }));
  return names.map((name, i) => ({
    name,
    players: players[i]!,
    seat: i + 1,
    label: resolved.seatLabels[i]!,
    player: players[i]!,
    wins: report.wins[i]!,
    rate: rateFigures(report.winRates[i]!),
  }));
}

function statLines(run: RunDescription, report: SimulationReport, names: string[]): StatLine[] {
  const { module, content, resolved } = run;
  const lines: StatLine[] = [];
  for (const stat of module.report.filter((s) => !s.inLength && reported(s, report, names.length))) {
    const of = stat.outOf ? { of: stat.outOf(content) } : {};
    const line = (label: string, m: Figure, seat?: StatLine['seat']): StatLine => ({
      json: stat.json ?? stat.key,
      label,
      ...(seat ? { seat } : {}),
      mean: m,
      ...of,
      text: `${m.text}${of.of !== undefined ? ` of ${of.of}` : ''}`,
    });
    if (stat.perSeat)
      for (const [i, name] of names.entries())
        lines.push(line(`${stat.label}, ${name}`, statMean(stat, report, content, i), { seat: i + 1, label: resolved.seatLabels[i]! }));
    else lines.push(line(stat.label, statMean(stat, report, content)));
  }
  return lines;
}

/** The report of a run from its tally, in sections. */
export function reportSections(run: RunDescription, report: SimulationReport): ReportSections {
  const { module, content } = run;
  const names = seatNames(run.resolved);
  const sides = sideRows(run, report, names);
  // The title pits sides against each other: seats, or in team play the teams (allies joined by '+').
  const versus = sides.map((s) => ('team' in s ? s.players : `${s.name} (${s.players})`)).join(' vs ');
  const inLength = module.report.filter((s) => s.inLength && reported(s, report, names.length));
  const length =
    inLength.length > 0
      ? inLength.map((s) => ({ unit: s.label, mean: statMean(s, report, content) }))
      : [{ unit: 'actions', mean: decimal(mean(report, 'steps'), 1) }];
  const ends = Object.entries(report.ends)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([why, games]) => ({ why, games, share: percent(games / report.games) }));
  const tables = (module.tables ?? []).map((table) =>
    rateTableSection(fillRateTable(table, content, run.resolved.options, (key) => report.stats[key]?.sum ?? 0)),
  );
  return {
    game: module.id,
    title: `${module.id}: ${run.games} ${run.games === 1 ? 'game' : 'games'}, seed ${String(run.seed)}, ${versus}`,
    games: report.games,
    finished: report.finished,
    unfinished: report.games - report.finished,
    sides,
    draws: { count: report.draws, rate: rateFigures(report.drawRate) },
    stats: statLines(run, report, names),
    length,
    ends,
    tables,
  };
}
