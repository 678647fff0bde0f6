/**
 * The real Neuroshima Hex content for this package's tests and scripts, from the typed content package
 * (built from content/neuroshima-hex by `armory build`; Nx builds it before these tests run).
 */
import { join } from 'node:path';
import { armies, rules } from '@armory/content-neuroshima-hex';
import { contentFromPackage } from './package-content.js';

/** Rules and armies, as engine authors import them. */
export const content = contentFromPackage({ armies, rules });

/** The workspace root as seen from this file (libs/games/neuroshima-hex/src), for scenario file paths. */
export const WORKSPACE_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
