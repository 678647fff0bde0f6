/**
 * The real content for this package's tests and scripts, from the typed content package (built from
 * content/shifting-hills by `armory build`; Nx builds it before these tests run).
 */
import { join } from 'node:path';
import { bonusCards, rules, tiles, units } from '@armory/content-shifting-hills';
import type { ShiftingHillsContent } from './content.js';

/** Rules, tiles, unit types and bonus cards, as engine authors import them. */
export const content: ShiftingHillsContent = { rules, tiles, units, bonusCards };

/** The workspace root as seen from this file (libs/games/shifting-hills/src). */
export const WORKSPACE_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
