// The built content package as tests use it (Nx builds @armory/content-hott before this package's tests).
import { armies, battlefields, combat, recoil, rules, troopTypes } from '@armory/content-hott';
import type { HottContent } from './content.js';

/** The content as committed under content/hott. */
export const content: HottContent = { troopTypes, combat, recoil, rules, armies, battlefields };
