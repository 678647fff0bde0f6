/** `armory hounds cards`: plays games and reports, per card, how often a deck that took it won. */
import { OptionError, fillRateTable, playMatch, playerFor, playerProblem, rateTableText, type GameCommand } from '@armory/engine';
import { cardTable } from '../card-stats.js';
import type { HoundsContent } from '../content.js';
import { hounds } from '../game.js';
import { parseVariants } from '../evaluate.js';
import { readFlags, wholeNumber } from './flags.js';

const usage = `Usage: armory hounds cards [--games N] [--seed S] [--players random,greedy,mcts:200] [--seats N] [--variant A,B] [--cards SET] [--json]

Plays N games (default 500) and prints, for every card of the set, how many decks drafted or recruited it, how
many of those won, and the win rate with its 95% Wilson interval, best first, beside the base rate of any deck.
A card well above the base rate is too strong for its cost; one well below, too weak. \`armory simulate hounds\`
shows the same table after the win rates (on worker threads, with its own seeds and players).

Options:
  --games N        games to play (default 500)
  --seed S         seed of the first game; game i plays seed S+i (default 1)
  --players LIST   one player per seat, or one for all: random, greedy, mcts or mcts:ITERATIONS (default random),
                   the players of armory simulate
  --seats N        2 to 4 players (default 2)
  --variant A,B    heroes-for-hire, coin-dominance, all-stars, quick-play
  --cards SET      the card set (default: the first, the sample set)
  --json           one JSON object: { games, base, cards: [{ card, name, kind, decks, won, rate, low, high }] }

Exit status: 0 done, 2 usage error.
`;

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
    // The players `armory simulate` seats, by the same names and with the same defaults (the module is read at run
    // time: it lists this command).
    const { houndsModule } = await import('../module.js');
    const problem = specs.map((spec) => playerProblem(spec, houndsModule)).find((p) => p !== null);
    if (problem) throw new OptionError(`--players: ${problem}`);
    const players = Array.from({ length: seats }, (_, i) => playerFor(specs[specs.length === 1 ? 0 : i]!, houndsModule));
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
