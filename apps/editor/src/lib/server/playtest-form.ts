/**
 * The play-test form as the server reads it: the run it asks for, or the one thing wrong with it. The rules are
 * `armory simulate`'s (its player names and seed, the module's seat range), so the command line it gives back
 * plays the same games.
 */
import {
  comparedRun,
  playerProblem,
  seatCountsPlayed,
  seatCountsText,
  seedOf,
  type ComparedRun,
  type GameModule,
  type GameOptionValues,
} from '@armory/engine';
import type { PlaytestRequest } from '../playtest/command-line.js';

/**
 * The most games one play-test runs: 5,000 random games take about a minute on one worker; more than that is
 * `armory simulate`'s job, which a long run does not keep a browser tab waiting for.
 */
export const MAX_PLAYTEST_GAMES = 5000;

/** What the page posts: the fields as typed. */
export interface PlaytestForm {
  games: string;
  seed: string;
  /** Only for a game whose seat count may vary. */
  seats?: string;
  /** One player per seat: random, greedy or mcts[:iterations]. */
  players: string[];
  /** The game's own options by name: a string or number option's text, a boolean option's switch. */
  options: Record<string, string | boolean>;
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The run the form asks for, or the first problem with it (one at a time, in the form's order). */
export function readPlaytestForm(
  body: unknown,
  module: GameModule,
): { request: PlaytestRequest; compareWith?: ComparedRun } | { problem: string } {
  if (!isRecord(body)) return { problem: 'send the form as { games, seed, players, options }' };
  const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : String(body[name] ?? ''));

  const games = wholeNumber(field('games'));
  if (!(games >= 1))
    return { problem: `number of games: a whole number from 1 to ${MAX_PLAYTEST_GAMES.toLocaleString('en')}, got '${field('games')}'` };
  if (games > MAX_PLAYTEST_GAMES)
    return {
      problem: `at most ${MAX_PLAYTEST_GAMES.toLocaleString('en')} games here (asked for ${games.toLocaleString('en')}); run more with the command line below the results`,
    };

  const seedText = field('seed').trim();
  if (seedText === '') return { problem: 'seed: a number or a word' };

  const range = module.seats;
  let seats: number | undefined;
  if (range.min !== range.max) {
    seats = wholeNumber(field('seats'));
    if (!(seats >= range.min && seats <= range.max))
      return { problem: `seats: ${module.name} is played by ${range.min} to ${range.max} seats, got '${field('seats')}'` };
    // A count between the fewest and the most that the rules do not play (Neuroshima Hex's 3).
    if (!seatCountsPlayed(range).includes(seats))
      return { problem: `seats: ${module.name} is played by ${seatCountsText(range)}, got '${field('seats')}'` };
  }

  const players = Array.isArray(body['players']) ? body['players'].map(String) : [];
  const wanted = seats ?? range.min;
  if (players.length !== wanted) return { problem: `choose a player for each of the ${wanted} seats` };
  for (const [i, spec] of players.entries()) {
    const problem = playerProblem(spec, module);
    if (problem) return { problem: `seat ${i + 1}: ${problem}` };
  }

  const given = isRecord(body['options']) ? body['options'] : {};
  const unknown = Object.keys(given).find((name) => !module.options.some((o) => o.name === name));
  if (unknown !== undefined) return { problem: `${module.name} has no option '${unknown}'` };
  const options: GameOptionValues = {};
  for (const o of module.options) {
    const value = given[o.name];
    // An empty text or a switch left off is an option not given, as on the command line.
    if (o.type === 'boolean' && value === true) options[o.name] = true;
    // A whole number is typed as text too; the run reads it as the CLI does (readOptionValues: its range).
    if (o.type !== 'boolean' && typeof value === 'string' && value.trim() !== '') options[o.name] = value.trim();
  }
  // An earlier run to compare this one with: the page's previous run, or a report saved by `armory simulate --json`.
  let compareWith: ComparedRun | undefined;
  if (body['compareWith'] !== undefined) {
    const earlier = comparedRun(body['compareWith']);
    if ('problem' in earlier) return { problem: `compare with: that is not a report of armory simulate --json (${earlier.problem})` };
    compareWith = earlier;
  }
  const request = { games, seed: seedOf(seedText), ...(seats !== undefined ? { seats } : {}), players, options };
  return { request, ...(compareWith ? { compareWith } : {}) };
}
