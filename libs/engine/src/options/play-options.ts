/**
 * The options of every tool that plays a game many times by name (`armory simulate`, `armory hounds cards`):
 * `--games`, `--seed`, `--players` and `--seats`, declared once, so each mistake is told in the same words by both.
 */
import { OptionError, type GameModule, type GameOption, type SeatCounts } from '../module/game-module.js';
import { seatCountProblem, seatCountsPlayed } from '../module/seat-counts.js';
import { playerProblem, PLAYER_KINDS } from '../simulation/players.js';
import type { Suggest } from './option-values.js';

/** More games than this is a typo: ten million random games take hours. */
export const MAX_GAMES = 10_000_000;

/** `--games N`: how many games to play. */
export const GAMES_OPTION: GameOption = {
  name: 'games',
  type: 'number',
  placeholder: 'N',
  help: `number of games (1 to ${MAX_GAMES.toLocaleString('en')})`,
  range: () => ({ min: 1, max: MAX_GAMES }),
};

/** `--seed S`: the base seed, a whole number or a word (`seedOf`). */
export const SEED_OPTION: GameOption = {
  name: 'seed',
  type: 'string',
  placeholder: 'S',
  help: 'base seed, a number or a word (game i uses seeds derived from S and i)',
};

/** `--players P,Q`: a player per seat, or one for every seat. */
export const PLAYERS_OPTION: GameOption = {
  name: 'players',
  type: 'string',
  placeholder: 'P,Q',
  help: `player per seat, or one for every seat: ${PLAYER_KINDS.join(', ')} (default random)`,
};

/** `--seats N`: read by `seatsGiven`, which knows the game's seat counts. */
export const SEATS_OPTION: GameOption = {
  name: 'seats',
  type: 'string',
  placeholder: 'N',
  help: 'number of seats (a game played by one number of seats takes only that one)',
};

/** `--seed` as typed: refused when blank. */
export function seedGiven(text: string): string {
  if (text.trim() === '') throw new OptionError(`--seed must be a number or a word, got '${text}'`);
  return text;
}

/** The seats `--seats` asks for, a count the game plays (`seatCountProblem`); undefined when left out. Throws `OptionError`. */
export function seatsGiven(module: GameModule, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const problem = seatCountProblem(module.id, module.seats, text);
  if (problem) throw new OptionError(problem);
  return Number(text);
}

/** The players `--players` names, each one the game can seat; undefined when left out. Throws `OptionError`. */
export function playersNamed(module: GameModule, text: string | undefined, suggest: Suggest = () => ''): string[] | undefined {
  const named = text?.split(',').map((s) => s.trim());
  for (const spec of named ?? []) {
    const problem = playerProblem(spec, module, suggest);
    if (problem) throw new OptionError(problem);
  }
  return named;
}

/**
 * A player for each of `seats` seats: those named, one named for every seat, or random for all. Given the game's
 * seat counts (`counts`), a count of players it plays is told with the `--seats` that seats them.
 */
export function playersAtSeats(named: string[] | undefined, seats: number, counts?: Omit<SeatCounts, 'default'>): string[] {
  const everySeat = (player: string): string[] => Array.from({ length: seats }, () => player);
  const players = named === undefined ? everySeat('random') : named.length === 1 ? everySeat(named[0]!) : named;
  const n = players.length;
  const orSeats = counts && seatCountsPlayed(counts).includes(n) ? `, or --seats ${n}` : '';
  if (n !== seats) throw new OptionError(`--players names ${n} players for ${seats} seats; name one per seat, or one for all${orSeats}`);
  return players;
}
