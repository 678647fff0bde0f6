/** `armory hounds cards`: plays games and reports, per card, how often a deck that took it won. */
import {
  OptionError,
  fillRateTable,
  greedyPlayer,
  mctsPlayer,
  playMatch,
  randomPlayer,
  rateTableText,
  type GameCommand,
  type Player,
} from '@armory/engine';
import type { HoundsAction } from '../actions.js';
import { cardTable } from '../card-stats.js';
import type { HoundsContent } from '../content.js';
import { hounds } from '../game.js';
import { evaluate, parseVariants } from '../evaluate.js';
import type { HoundsState } from '../state.js';
import { readFlags, wholeNumber } from './flags.js';

const usage = `Usage: armory hounds cards [--games N] [--seed S] [--players random,greedy,mcts:200] [--seats N] [--variant A,B] [--cards SET] [--json]

Plays N games (default 500) and prints, for every card of the set, how many decks drafted or recruited it, how
many of those won, and the win rate with its 95% Wilson interval, best first, beside the base rate of any deck.
A card well above the base rate is too strong for its cost; one well below, too weak. \`armory simulate hounds\`
shows the same table after the win rates (on worker threads, with its own seeds and players).

Options:
  --games N        games to play (default 500)
  --seed S         seed of the first game; game i plays seed S+i (default 1)
  --players LIST   one player per seat, or one for all: random, greedy, mcts or mcts:ITERATIONS (default random)
  --seats N        2 to 4 players (default 2)
  --variant A,B    heroes-for-hire, coin-dominance, all-stars, quick-play
  --cards SET      the card set (default: the first, the sample set)
  --json           one JSON object: { games, base, cards: [{ card, name, kind, decks, won, rate, low, high }] }

Exit status: 0 done, 2 usage error.
`;

function playerOf(spec: string): Player<HoundsState, HoundsAction> {
  const [kind, arg] = spec.split(':', 2) as [string, string | undefined];
  if (kind === 'random' && arg === undefined) return randomPlayer();
  if (kind === 'greedy' && arg === undefined) return greedyPlayer(evaluate);
  if (kind === 'mcts') {
    const iterations = arg === undefined ? 200 : Number(arg);
    if (!Number.isInteger(iterations) || iterations < 1)
      throw new OptionError(`--players: '${spec}' needs a whole number of iterations, e.g. mcts:200`);
    return mctsPlayer({ iterations, maxPlayoutSteps: 200, evaluate: (s, seat) => 1 / (1 + Math.exp(-evaluate(s, seat) / 10)) });
  }
  throw new OptionError(`--players: '${spec}' is not a player; use random, greedy or mcts[:ITERATIONS]`);
}

export const cardsCommand: GameCommand<HoundsContent> = {
  name: 'cards',
  summary: 'per card: how often a deck that drafted or recruited it won, with an interval',
  usage,
  async run(args, io, content) {
    const flags = readFlags(args, ['games', 'seed', 'players', 'seats', 'variant', 'cards'], ['json', 'help']);
    if (flags['help']) {
      io.out(usage);
      return 0;
    }
    const games = wholeNumber(flags, 'games', 500, 1);
    const seed = wholeNumber(flags, 'seed', 1, 0);
    const seats = wholeNumber(flags, 'seats', content.rules.players.default, 1);
    if (seats < content.rules.players.min || seats > content.rules.players.max)
      throw new OptionError(
        `--seats: Hounds and Heroes takes ${content.rules.players.min}-${content.rules.players.max} players, not ${seats}`,
      );
    const cards = typeof flags['cards'] === 'string' ? flags['cards'] : undefined;
    if (cards !== undefined && !(cards in content.cardSets))
      throw new OptionError(`--cards: no card set '${cards}'; the content has ${Object.keys(content.cardSets).join(', ')}`);
    const variants = parseVariants(typeof flags['variant'] === 'string' ? flags['variant'] : undefined);
    const specs = (typeof flags['players'] === 'string' ? flags['players'] : 'random').split(',');
    if (specs.length !== 1 && specs.length !== seats)
      throw new OptionError(`--players: give one player for all seats or one per seat (${seats}), not ${specs.length}`);
    const players = Array.from({ length: seats }, (_, i) => playerOf(specs[specs.length === 1 ? 0 : i]!));
    const options = { seats, variants, ...(cards === undefined ? {} : { cards }) };
    // The same counts and table as `armory simulate hounds`, played here in this thread.
    const sums = new Map<string, number>();
    for (let g = 0; g < games; g++) {
      const match = playMatch(hounds, content, options, seed + g, players);
      for (const [key, n] of Object.entries(hounds.stats!(match.state))) sums.set(key, (sums.get(key) ?? 0) + n);
    }
    const filled = fillRateTable(cardTable, content, options, (key) => sums.get(key) ?? 0);
    if (flags['json'])
      io.out(
        JSON.stringify({
          games,
          base: filled.base!.rate,
          cards: filled.rows.map((r) => ({
            card: r.id,
            name: r.label,
            kind: r.note,
            decks: r.trials,
            won: r.successes,
            rate: r.rate.rate,
            low: r.rate.low,
            high: r.rate.high,
          })),
        }) + '\n',
      );
    else io.out(`${games} games\n${rateTableText(filled)}`);
    return 0;
  },
};
