/** Hounds and Heroes's entry in the game registry (libs/registry/src/games.ts). */
import { OptionError, type GameModule } from '@armory/engine';
import type { HoundsAction } from './actions.js';
import { bookOf } from './book.js';
import type { HoundsContent } from './content.js';
import { EFFECT_IDS } from './effects/index.js';
import { hounds } from './game.js';
import { VARIANTS, type HoundsOptions, type Variant } from './options.js';
import { scenarioHooks } from './scenario/hooks.js';
import type { HoundsState } from './state.js';

/** Reads `--variant a,b`: each must be one of the rule book's variants. */
export function parseVariants(text: string | undefined): Variant[] {
  if (text === undefined || text === '') return [];
  return text.split(',').map((name) => {
    const v = name.trim();
    if (!(VARIANTS as readonly string[]).includes(v)) throw new OptionError(`--variant: '${v}' is not a variant; choose from ${VARIANTS.join(', ')}`);
    return v as Variant;
  });
}

/** How the greedy player rates a state for a seat: a win, else life, fainted hounds, heroes and treats. */
export function evaluate(s: HoundsState, seat: number): number {
  if (s.winners !== null) return s.winners.includes(seat) ? 1000 : -1000;
  const book = bookOf(s.book);
  const worth = (q: number) => {
    const side = s.sides[q]!;
    if (side.out) return -500;
    const heroes = side.owned.filter((c) => book.cards[c]!.kind === 'hero').length;
    return (s.multiplayer || s.variants.allStars ? 0 : side.life) - 6 * side.fainted.length + 4 * heroes + side.treats / 2;
  };
  let best = -Infinity;
  for (let q = 0; q < s.sides.length; q++) if (q !== seat) best = Math.max(best, worth(q));
  return worth(seat) - best;
}

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

export const houndsModule: GameModule<HoundsState, HoundsAction, HoundsContent, HoundsOptions> = {
  id: 'hounds',
  name: 'Hounds and Heroes',
  // rules.players in content; module.test.ts checks they agree.
  seats: { min: 2, max: 4, default: 2 },
  traits: hounds.traits!,
  game: hounds,
  content: (loaded) => loaded as unknown as HoundsContent,
  options: [
    { name: 'variant', type: 'string', placeholder: 'A,B', help: `win variants in play: ${VARIANTS.join(', ')}` },
    { name: 'cards', type: 'string', placeholder: 'SET', help: 'the card set to play with (default: the first, the sample set)' },
  ],
  resolveOptions(values, seats, content) {
    const n = seats ?? content.rules.players.default;
    if (n < content.rules.players.min || n > content.rules.players.max) throw new OptionError(`--seats: Hounds and Heroes takes ${content.rules.players.min}-${content.rules.players.max} players, not ${n}`);
    const cards = typeof values['cards'] === 'string' ? values['cards'] : undefined;
    if (cards !== undefined && !(cards in content.cardSets)) throw new OptionError(`--cards: no card set '${cards}'; the content has ${Object.keys(content.cardSets).join(', ')}`);
    const variants = parseVariants(typeof values['variant'] === 'string' ? values['variant'] : undefined);
    const options: HoundsOptions = { seats: n, variants };
    if (cards !== undefined) options.cards = cards;
    return { options, seats: n, seatLabels: Array.from({ length: n }, (_, i) => `seat ${i + 1}`) };
  },
  evaluate,
  report: [
    { key: 'turns', label: 'turns', inLength: true, digits: 1 },
    { key: 'fainted', label: 'hounds fainted', perSeat: true, digits: 2 },
    { key: 'heroes', label: 'heroes owned at the end', perSeat: true, digits: 2 },
  ],
  describeEnd: (status) => REASONS[status.reason ?? ''] ?? status.reason ?? 'over',
  catalogs: [{ noun: 'effect', content: { kind: 'effects', ids: '/effects/*/id' }, schemas: 'effects', meanings: EFFECT_IDS }],
  scenarios: scenarioHooks,
};
