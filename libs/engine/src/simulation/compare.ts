/**
 * Two runs of a game side by side, for balancing: did a change to the content (or to the players, or the options)
 * move the win rates, or is the difference within what chance gives? Each side's change in win rate comes with a
 * 95% interval (Newcombe's method, built from the two Wilson intervals the reports show), and is called a change
 * only when that interval leaves out zero. The runs are read as `armory simulate --json` writes them.
 */
import { contentDifferences, type ContentStamp } from '../match/log.js';
import { percent, type Figure } from './figure.js';
import { wilson } from './wilson.js';

/** One row of a report's `wins`: a seat or a team, and how many games it won. */
export interface ComparedSide {
  seat?: number;
  label?: string;
  player?: string;
  team?: number;
  seats?: number[];
  wins: number;
}

/** What a comparison reads of a run: the fields `armory simulate --json` writes. */
export interface ComparedRun {
  game: string;
  games: number;
  players: string[];
  options?: unknown;
  seed?: number | string;
  wins: ComparedSide[];
  draws: { count: number };
  length?: Record<string, number>;
  /** The content the run played (`contentStamp`), so the comparison can say what changed. */
  content?: ContentStamp;
}

/** A win rate before and after, and the change between them. */
export interface ChangeRow {
  /** The side's name ("Hell Hounds", "team 1") or "draws". */
  name: string;
  before: Figure;
  after: Figure;
  /** After less before, as a fraction, shown in percentage points ("+6.5 points"). */
  change: Figure;
  low: Figure;
  high: Figure;
  /** `up` or `down` when the interval leaves out zero; otherwise the difference may be chance. */
  verdict: 'up' | 'down' | 'no clear change';
}

/** The comparison of two runs. */
export interface RunComparison {
  /** Each side's wins, then the draws. */
  rows: ChangeRow[];
  /** Game length by unit, before and after (means only: a report keeps no spread to give them an interval). */
  length: Array<{ unit: string; before: number; after: number }>;
  /** What differs between the runs besides the games played, in words: the content's parts, players, options. */
  differences: string[];
}

/** Two runs that cannot be compared: another game, or other sides. */
export class ComparisonError extends Error {
  override name = 'ComparisonError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/**
 * Reads a run from parsed `armory simulate --json` output; the problem in words when it is not one (naming the
 * first field that is missing or of the wrong kind).
 */
export function comparedRun(json: unknown): ComparedRun | { problem: string } {
  if (!isRecord(json)) return { problem: 'it is not a JSON object' };
  if (typeof json['game'] !== 'string') return { problem: "it has no 'game'" };
  if (!isCount(json['games']) || json['games'] === 0) return { problem: "its 'games' is not a number of games above 0" };
  const players = json['players'];
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string'))
    return { problem: "its 'players' is not a list of player names" };
  const wins = json['wins'];
  if (!Array.isArray(wins) || wins.length === 0 || !wins.every((w) => isRecord(w) && isCount(w['wins'])))
    return { problem: "its 'wins' is not a list of sides with their wins" };
  const draws = json['draws'];
  if (!isRecord(draws) || !isCount(draws['count'])) return { problem: "its 'draws' has no count" };
  const content = json['content'];
  const stamp =
    isRecord(content) && typeof content['hash'] === 'string' && isRecord(content['parts'])
      ? (content as unknown as ContentStamp)
      : undefined;
  const length = isRecord(json['length']) ? (json['length'] as Record<string, number>) : undefined;
  return {
    game: json['game'],
    games: json['games'],
    players: players as string[],
    ...(json['options'] !== undefined ? { options: json['options'] } : {}),
    ...(typeof json['seed'] === 'number' || typeof json['seed'] === 'string' ? { seed: json['seed'] } : {}),
    wins: wins as ComparedSide[],
    draws: { count: draws['count'] as number },
    ...(length ? { length } : {}),
    ...(stamp ? { content: stamp } : {}),
  };
}

/** A change in percentage points, signed: "+6.5 points". */
function points(fraction: number): Figure {
  const p = 100 * fraction;
  // -0.04 would show as "-0.0".
  const text = Math.abs(p) < 0.05 ? '0.0' : `${p > 0 ? '+' : ''}${p.toFixed(1)}`;
  return { value: fraction, text: `${text} points` };
}

/** The change from `before` to `after` successes, with Newcombe's 95% interval for the difference of two rates. */
export function rateChange(name: string, before: { wins: number; games: number }, after: { wins: number; games: number }): ChangeRow {
  const b = wilson(before.wins, before.games);
  const a = wilson(after.wins, after.games);
  const change = a.rate - b.rate;
  const low = change - Math.sqrt((a.rate - a.low) ** 2 + (b.high - b.rate) ** 2);
  const high = change + Math.sqrt((a.high - a.rate) ** 2 + (b.rate - b.low) ** 2);
  return {
    name,
    before: percent(b.rate),
    after: percent(a.rate),
    change: points(change),
    low: points(low),
    high: points(high),
    verdict: low > 0 ? 'up' : high < 0 ? 'down' : 'no clear change',
  };
}

/** A side's name: its label (with its seat when another seat has the same label), or its team. */
function sideNames(sides: ComparedSide[]): string[] {
  const labels = sides.map((s) => s.label);
  const repeated = new Set(labels).size < labels.length;
  return sides.map((s, i) => {
    if (s.team !== undefined) return `team ${s.team}`;
    const seat = s.seat ?? i + 1;
    if (s.label === undefined) return `seat ${seat}`;
    return repeated ? `${s.label} #${seat}` : s.label;
  });
}

/** Each value that differs between two option objects, by its path: `situation.attacker.going: "good" before, "bad" now`. */
function optionChanges(before: unknown, after: unknown, path = ''): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => optionChanges(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const shown = (v: unknown) => (v === undefined ? 'not set' : JSON.stringify(v));
  return [`option ${path}: ${shown(before)} before, ${shown(after)} now`];
}

/** What differs between two runs of the same game besides their games: content, sides, players, options. */
function differencesOf(before: ComparedRun, after: ComparedRun): string[] {
  const out: string[] = [];
  if (!before.content || !after.content)
    out.push(`the ${before.content ? 'later' : 'earlier'} run does not record its content, so whether it changed is not known`);
  else {
    const changed = contentDifferences(before.content, after.content);
    out.push(changed.length === 0 ? 'the content is the same' : `content: ${changed.join(', ')}`);
  }
  const beforeNames = sideNames(before.wins);
  const afterNames = sideNames(after.wins);
  beforeNames.forEach((name, i) => {
    if (name !== afterNames[i]) out.push(`side ${i + 1} was ${name}, now ${afterNames[i]}`);
  });
  if (before.players.join(',') !== after.players.join(','))
    out.push(`players: ${before.players.join(',')} before, ${after.players.join(',')} now`);
  out.push(...optionChanges(before.options ?? {}, after.options ?? {}));
  return out;
}

/**
 * Why a run of `sides` seats (or teams) cannot be compared with `earlier`, if it cannot: another game, or other
 * sides. Checked before a run is played, so a mistaken file costs no games.
 */
export function comparisonProblem(earlier: ComparedRun, game: string, sides: number, teams: boolean): string | undefined {
  if (earlier.game !== game) return `the earlier run is of ${earlier.game}, this one of ${game}`;
  const kind = (isTeams: boolean) => (isTeams ? 'teams' : 'seats');
  const earlierTeams = earlier.wins[0]?.team !== undefined;
  if (earlier.wins.length !== sides || earlierTeams !== teams)
    return `the earlier run has ${earlier.wins.length} ${kind(earlierTeams)} and this one ${sides} ${kind(teams)}; compare runs of the same sides`;
  return undefined;
}

/** Compares a later run with an earlier one of the same game and sides; throws `ComparisonError` when they are not. */
export function compareRuns(before: ComparedRun, after: ComparedRun): RunComparison {
  const problem = comparisonProblem(before, after.game, after.wins.length, after.wins[0]?.team !== undefined);
  if (problem) throw new ComparisonError(problem);
  // A side that is not the same in both runs (another army, another seat's role) is named as both, so its row
  // does not read as one side's change.
  const earlierNames = sideNames(before.wins);
  const names = sideNames(after.wins).map((name, i) => (earlierNames[i] === name ? name : `${earlierNames[i]} -> ${name}`));
  const rows = after.wins.map((side, i) =>
    rateChange(names[i]!, { wins: before.wins[i]!.wins, games: before.games }, { wins: side.wins, games: after.games }),
  );
  rows.push(rateChange('draws', { wins: before.draws.count, games: before.games }, { wins: after.draws.count, games: after.games }));
  const length = Object.entries(after.length ?? {})
    .filter(([unit]) => typeof before.length?.[unit] === 'number')
    .map(([unit, mean]) => ({ unit, before: before.length![unit]!, after: mean }));
  return { rows, length, differences: differencesOf(before, after) };
}

/** The comparison as JSON (`armory simulate --json --compare`): rates and changes as fractions, as the report's are. */
export function comparisonJson(comparison: RunComparison, file: string, before: ComparedRun): Record<string, unknown> {
  return {
    with: file,
    games: before.games,
    differences: comparison.differences,
    rows: comparison.rows.map((r) => ({
      name: r.name,
      before: r.before.value,
      after: r.after.value,
      change: r.change.value,
      low: r.low.value,
      high: r.high.value,
      verdict: r.verdict,
    })),
    length: comparison.length,
  };
}

/** The comparison as text, after a run's text report: `heading` names the earlier run ("Compared with a.json"). */
export function comparisonText(comparison: RunComparison, heading: string, before: ComparedRun): string {
  const width = Math.max(14, ...comparison.rows.map((r) => r.name.length));
  const lines = [`${heading} (${before.games} ${before.games === 1 ? 'game' : 'games'}):`];
  for (const d of comparison.differences) lines.push(`  ${d}`);
  for (const r of comparison.rows)
    lines.push(
      `  ${r.name.padEnd(width)} ${r.before.text.padStart(6)} -> ${r.after.text.padStart(6)}  ${r.change.text.padStart(13)}  95% [${r.low.text.replace(' points', '')}, ${r.high.text.replace(' points', '')}]  ${r.verdict}`,
    );
  for (const l of comparison.length) lines.push(`  game length: ${l.before.toFixed(1)} -> ${l.after.toFixed(1)} ${l.unit}`);
  return `${lines.join('\n')}\n`;
}
