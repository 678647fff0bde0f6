/** The real content for this package's tests, from the typed content package (built by `armory build`). */
import { cardSets, effects, rules } from '@armory/content-hounds';
import type { HoundsContent } from './content.js';

export const content: HoundsContent = { rules, effects, cardSets };
