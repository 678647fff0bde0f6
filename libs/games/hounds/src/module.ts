/** Hounds and Heroes's entry in the game registry (libs/registry/src/games.ts). */
import { OptionError, type GameModule } from '@armory/engine';
import type { HoundsAction } from './actions.js';
import { cardTable } from './card-stats.js';
import { cardsCommand } from './commands/cards.js';
import { CARDS_OPTION, VARIANT_OPTION } from './commands/game-options.js';
import { printCommand } from './commands/print.js';
import type { HoundsContent } from './content.js';
import { EFFECT_IDS } from './effects/index.js';
import { evaluate, parseVariants } from './evaluate.js';
import { hounds } from './game.js';
import { previews } from './render/previews.js';
import { whyNotWith, type HoundsOptions } from './options.js';
import { scenarioHooks, SEAT_FIELDS } from './scenario/hooks.js';
import type { HoundsState } from './state.js';

const REASONS: Record<string, string> = {
  life: 'life points down to 0',
  fainted: 'too many hounds fainted',
  'coin-dominance': 'starved of treats (Coin Dominance)',
  'heroes-for-hire': 'heroes hired (Heroes for Hire)',
  'both-won-treats': 'both won at once; more treats',
  'sudden-death': 'sudden death',
  'no-cards': 'no cards left to play',
  'last-standing': 'last player standing',
};

export { evaluate, parseVariants };

export const houndsModule: GameModule<HoundsState, HoundsAction, HoundsContent, HoundsOptions> = {
  id: 'hounds',
  name: 'Hounds and Heroes',
  // rules.players in content; module.test.ts checks they agree.
  seats: { min: 2, max: 4, default: 2 },
  traits: hounds.traits!,
  game: hounds,
  content: (loaded) => loaded as unknown as HoundsContent,
  options: [VARIANT_OPTION, CARDS_OPTION],
  resolveOptions(values, seats, content) {
    const n = seats ?? content.rules.players.default;
    if (n < content.rules.players.min || n > content.rules.players.max)
      throw new OptionError(`--seats: Hounds and Heroes takes ${content.rules.players.min}-${content.rules.players.max} players, not ${n}`);
    const cards = typeof values['cards'] === 'string' ? values['cards'] : undefined;
    const variants = parseVariants(typeof values['variant'] === 'string' ? values['variant'] : undefined);
    const why = whyNotWith(variants, n);
    if (why !== null) throw new OptionError(`--variant: ${why}`);
    const options: HoundsOptions = { seats: n, variants };
    if (cards !== undefined) options.cards = cards;
    return { options, seats: n, seatLabels: Array.from({ length: n }, (_, i) => `seat ${i + 1}`) };
  },
  // A saved log's options read back as the options that set them up, so `armory replay` checks them as simulate does.
  optionFields: [
    { field: 'seats', option: 'seats' },
    { field: 'variants', option: 'variant' },
    { field: 'cards', option: 'cards' },
  ],
  evaluate,
  report: [
    { key: 'turns', label: 'turns', inLength: true, digits: 1 },
    { key: 'fainted', label: 'hounds fainted', perSeat: true, digits: 2 },
    { key: 'heroes', label: 'heroes owned at the end', perSeat: true, digits: 2 },
  ],
  tables: [cardTable],
  describeEnd: (status) => REASONS[status.reason ?? ''] ?? status.reason ?? 'over',
  catalogs: [{ noun: 'effect', content: { kind: 'effects', ids: '/effects/*/id' }, schemas: 'effects', meanings: EFFECT_IDS }],
  previews,
  commands: [cardsCommand, printCommand],
  // Scenario files and saved logs count these seats from 1.
  seatFields: SEAT_FIELDS,
  scenarios: scenarioHooks,
};
