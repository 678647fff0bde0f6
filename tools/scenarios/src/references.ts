/**
 * Names a scenario's set-up uses that the game's content must have (a tile of an army, say), checked through
 * the game's `references` hook, each wrong one reported at its place with the closest known name.
 */
import { closestWord, listKnown, type Diagnostic } from '@armory/content-pipeline';
import type { Reference } from '@armory/engine';
import { isNode } from 'yaml';
import { problemAt, type ScenarioFile } from './read.js';

/** A problem for each name the content lacks; none when the game checks no names. */
export function checkReferences(read: ScenarioFile, content: unknown): Diagnostic[] {
  const hooks = read.game?.scenarios;
  if (!read.scenario || !read.loaded || !hooks?.references) return [];
  const { doc, lineCounter, text } = read.loaded;
  const found: Reference[] = hooks.references(content, read.scenario);
  return found
    .filter((ref) => !ref.known.includes(ref.value))
    .map((ref) => {
      const node = doc.getIn(ref.path, true);
      const at = isNode(node) && node.range ? lineCounter.linePos(node.range[0]) : { line: 1, col: 1 };
      const guess = closestWord(ref.value, ref.known);
      const message = `'${ref.value}' is not ${ref.what}${guess ? ` (did you mean '${guess}'?)` : ''}; known: ${ref.known.length ? listKnown(ref.known) : 'none'}`;
      return problemAt(read.file, text, at.line, at.col, `/${ref.path.join('/')}`, message, 'unknown-name');
    });
}
