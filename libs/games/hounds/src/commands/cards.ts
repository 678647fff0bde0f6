/** `armory hounds cards`: plays games and reports, per card, how often a deck that took it won. */
import {
  fillRateTable,
  fourDecimals,
  GAMES_OPTION,
  playersAtSeats,
  playersNamed,
  PLAYERS_OPTION,
  playerFor,
  playGame,
  rateTableText,
  seatsGiven,
  SEATS_OPTION,
  seedGiven,
  seedOf,
  SEED_OPTION,
  type GameCommand,
} from '@armory/engine';
import { cardTable } from '../card-stats.js';
import type { HoundsContent } from '../content.js';
import { hounds } from '../game.js';
import { CARDS_OPTION, VARIANT_OPTION } from './game-options.js';

const about = `Plays N games and prints, for every card of the set, how many decks drafted or recruited it, how many of
those won, and the win rate with its 95% Wilson interval, best first, beside the base rate of any deck. A card
well above the base rate is too strong for its cost; one well below, too weak. It reads --games, --seed,
--players and --seats as \`armory simulate hounds\` does and plays the same games for the same seed (here in
this thread); simulate shows the same table after the win rates.`;

export const cardsCommand: GameCommand<HoundsContent> = {
  name: 'cards',
  summary: 'per card: how often a deck that drafted or recruited it won, with an interval',
  about,
  options: [
    { ...GAMES_OPTION, help: `${GAMES_OPTION.help}, default 500`, default: 500 },
    { ...SEED_OPTION, help: `${SEED_OPTION.help}, default 1`, default: '1' },
    PLAYERS_OPTION,
    SEATS_OPTION,
    VARIANT_OPTION,
    CARDS_OPTION,
    { name: 'json', type: 'boolean', help: 'one JSON object: { games, base, cards: [{ card, name, kind, decks, won, rate, low, high }] }' },
  ],
  exitStatus: '0 done, 2 usage error.',
  async run(values, io, content) {
    // The module is read at run time: it lists this command.
    const { houndsModule } = await import('../module.js');
    const games = Number(values['games']);
    const seed = seedOf(seedGiven(String(values['seed'])));
    const seats = seatsGiven(houndsModule, values['seats'] as string | undefined);
    const named = playersNamed(houndsModule, values['players'] as string | undefined, io.suggest);
    const { options } = houndsModule.resolveOptions({ variant: values['variant'], cards: values['cards'] }, seats, content);
    const players = playersAtSeats(named, options.seats!, houndsModule.seats).map((spec) => playerFor(spec, houndsModule));
    // The games `armory simulate hounds` plays for the same seed, played here in this thread, and the same table.
    const simulation = { game: hounds, content, options, players, ...(houndsModule.maxSteps ? { maxSteps: houndsModule.maxSteps } : {}) };
    const sums = new Map<string, number>();
    for (let g = 0; g < games; g++)
      for (const [key, n] of Object.entries(playGame(simulation, g, seed).stats)) sums.set(key, (sums.get(key) ?? 0) + n);
    const filled = fillRateTable(cardTable, content, options, (key) => sums.get(key) ?? 0);
    const cards = filled.rows.map((r) => ({
      card: r.id,
      name: r.label,
      kind: r.note,
      decks: r.trials,
      won: r.successes,
      rate: r.rate.rate,
      low: r.rate.low,
      high: r.rate.high,
    }));
    if (values['json']) io.out(`${JSON.stringify({ games, base: filled.base!.rate, cards }, fourDecimals)}\n`);
    else io.out(`${games} games\n${rateTableText(filled)}`);
    return 0;
  },
};
