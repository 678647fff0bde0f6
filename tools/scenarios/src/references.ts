/**
 * Names a scenario's set-up uses that the game's content must have (a tile of an army, say), checked through
 * the game's `references` hook, each wrong one reported at its place with the closest known name.
 */
import { closestWord, listKnown, type Diagnostic } from '@armory/content-pipeline';
import type { Reference } from '@armory/engine';
import { problemAtPath } from './place.js';
import type { ScenarioFile } from './read.js';

/** A problem for each name the content lacks; none when the game checks no names. */
export function checkReferences(read: ScenarioFile, content: unknown): Diagnostic[] {
  const hooks = read.game?.scenarios;
  if (!read.scenario || !read.loaded || !hooks?.references) return [];
  const loaded = read.loaded;
  const found: Reference[] = hooks.references(content, read.scenario);
  return found
    .filter((ref) => !ref.known.includes(ref.value))
    .map((ref) => {
      const guess = closestWord(ref.value, ref.known);
      const message = `'${ref.value}' is not ${ref.what}${guess ? ` (did you mean '${guess}'?)` : ''}; known: ${ref.known.length ? listKnown(ref.known) : 'none'}`;
      return problemAtPath(read.file, loaded, ref.path, message, 'unknown-name');
    });
}
