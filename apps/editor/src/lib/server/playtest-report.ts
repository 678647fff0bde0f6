/**
 * The play-test page's result: `armory simulate --json`'s report (the same figures, byte for byte) read back
 * with the names the module gives them, the way the CLI's text report names them: seats (or teams), its
 * statistics' labels and digits, why games ended in the game's words, its rate tables' titles and columns.
 */
import { seatNames, type GameModule, type ResolvedOptions } from '@armory/engine';

/** A rate with its 95% interval (fractions, 0..1). */
export interface Interval {
  rate: number;
  low: number;
  high: number;
}

/** A row of a rate table. */
export interface TableRow {
  label: string;
  note?: string;
  trials: number;
  successes: number;
  rate: Interval;
}

/** The report as the page shows it. */
export interface ReportView {
  games: number;
  /** Games that ended before the step limit. */
  finished: number;
  /** One row per seat, or per team in team play (allies win together). */
  sides: Array<{ name: string; players: string; wins: number; rate: Interval }>;
  draws: { count: number; rate: Interval };
  /** The module's statistics, one line per seat for a per-seat one, formatted with its digits. */
  stats: Array<{ label: string; value: string }>;
  /** Game length, by unit. */
  length: Array<{ label: string; value: string }>;
  /** Why games ended, most common first. */
  ends: Array<{ why: string; games: number }>;
  tables: Array<{ title: string; trials: string; successes: string; none: string; base?: TableRow; rows: TableRow[] }>;
}

type Json = Record<string, unknown>;
const interval = (x: unknown): Interval => {
  const r = x as Interval;
  return { rate: r.rate, low: r.low, high: r.high };
};

/** The view of a `jsonReport` (parsed) of a run of `module` with these resolved options. */
export function reportView(json: Json, module: GameModule, resolved: ResolvedOptions<unknown>): ReportView {
  const names = seatNames(resolved);
  const players = json['players'] as string[];
  const seat = (n: number) => `${names[n - 1]} (${players[n - 1]})`;
  const wins = json['wins'] as Json[];
  const sides = wins.map((w) =>
    w['team'] !== undefined
      ? {
          name: `team ${w['team']}`,
          players: (w['seats'] as number[]).map(seat).join(' + '),
          wins: w['wins'] as number,
          rate: interval(w['rate']),
        }
      : {
          name: names[(w['seat'] as number) - 1]!,
          players: players[(w['seat'] as number) - 1]!,
          wins: w['wins'] as number,
          rate: interval(w['rate']),
        },
  );
  const draws = json['draws'] as { count: number; rate: Interval };

  const stats: ReportView['stats'] = [];
  for (const stat of module.report.filter((s) => !s.inLength)) {
    const digits = stat.digits ?? 2;
    const figure = (x: Json) => `${(x['mean'] as number).toFixed(digits)}${x['of'] !== undefined ? ` of ${x['of']}` : ''}`;
    const value = json[stat.json ?? stat.key] as Json | Json[];
    if (Array.isArray(value))
      for (const x of value) stats.push({ label: `${stat.label}, ${names[(x['seat'] as number) - 1]}`, value: figure(x) });
    else stats.push({ label: stat.label, value: figure(value) });
  }

  const inLength = module.report.filter((s) => s.inLength);
  const lengths = json['length'] as Record<string, number>;
  const length =
    inLength.length > 0
      ? inLength.map((s) => ({ label: s.label, value: lengths[s.label]!.toFixed(s.digits ?? 2) }))
      : [{ label: 'actions', value: lengths['actions']!.toFixed(1) }];

  const ends = Object.entries(json['ends'] as Record<string, number>)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([why, games]) => ({ why, games }));

  const tables = (module.tables ?? []).map((table) => {
    const filled = json[table.key] as { base?: Json; rows: Json[] };
    const row = (r: Json): TableRow => ({
      label: r['label'] as string,
      ...(r['note'] !== undefined ? { note: r['note'] as string } : {}),
      trials: r[table.trials] as number,
      successes: r[table.successes] as number,
      rate: interval(r),
    });
    return {
      title: table.title,
      trials: table.trials,
      successes: table.successes,
      none: table.none,
      ...(filled.base ? { base: row(filled.base) } : {}),
      rows: filled.rows.map(row),
    };
  });

  return { games: json['games'] as number, finished: json['finished'] as number, sides, draws, stats, length, ends, tables };
}
