/**
 * The files `armory new game <id>` writes: a placeholder game (seats take turns adding one of the rules'
 * steps to a shared count; whoever reaches the target wins) laid out as every game is, so the result
 * validates, builds, simulates and passes its tests before its author replaces the rules.
 */
import { namesOf, type NewFile } from './names.js';
import { schemas } from './schemas.js';
import { content } from './content.js';
import { contentPackage } from './content-package.js';
import { gamePackage } from './game-package.js';
import { seeds } from './seeds.js';

export { namesOf, type GameNames, type NewFile } from './names.js';

/** Every file of a new game, in the order they are written. */
export function newGameFiles(id: string): NewFile[] {
  const n = namesOf(id);
  return [...schemas(n), ...content(n), ...contentPackage(n), ...gamePackage(n), ...seeds(n)];
}
