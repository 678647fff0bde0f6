/**
 * The real Neuroshima Hex content for this package's tests and scripts, from the typed content package
 * (built from content/neuroshima-hex by `armory build`; Nx builds it before these tests run).
 */
import { join } from 'node:path';
import { armies, rules } from '@armory/content-neuroshima-hex';
import type { NeuroshimaContent } from './content.js';

/**
 * Rules and armies, as engine authors import them. The cast is needed because the game reads ability
 * parameters through an index signature that the generated interfaces do not declare (known gap).
 */
export const content = { armies, rules } as unknown as NeuroshimaContent;

/** The workspace root as seen from this file (libs/games/neuroshima-hex/src), for scenario file paths. */
export const WORKSPACE_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
