/** The game's own options, `--variant` and `--cards`: taken by `armory simulate hounds` and by the game's commands alike. */
import type { GameOption } from '@armory/engine';
import type { HoundsContent } from '../content.js';
import { VARIANTS } from '../options.js';

/** `--variant A,B`: the rule book's win variants in play. */
export const VARIANT_OPTION: GameOption<HoundsContent> = {
  name: 'variant',
  type: 'string',
  placeholder: 'A,B',
  help: `win variants in play: ${VARIANTS.join(', ')}`,
  choices: () => [...VARIANTS],
  list: true,
};

/** `--cards SET`: the card set, by its id in the content. */
export const CARDS_OPTION: GameOption<HoundsContent> = {
  name: 'cards',
  type: 'string',
  placeholder: 'SET',
  help: 'the card set to play with (default: the first, the sample set)',
  choices: (content) => Object.keys(content.cardSets),
};
