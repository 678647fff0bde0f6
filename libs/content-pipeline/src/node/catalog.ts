import { matchPointer } from '../pointer.js';
import { createValidator } from '../validator.js';
import { loadGameFiles, loadSchemas } from './load.js';

/** Where a game's catalog sits on disk: the content listing it and the folder of parameter schemas. */
export interface CatalogPlace {
  /** Kind of the content file listing the entries, and a wildcard JSON Pointer to each entry's id. */
  content: { kind: string; ids: string };
  /** Folder under `schemas/<game>/` holding `<id>.schema.json` per entry. */
  schemas: string;
}

/**
 * The ids a game's catalog has in content and in parameter schemas, read from the workspace at `root`, for a
 * test to hold against the ids its code gives meaning to (`catalogGaps` in @armory/engine).
 * @example readCatalog(root, 'neuroshima-hex', { content: { kind: 'abilities', ids: '/abilities/*\/id' }, schemas: 'abilities' })
 */
export function readCatalog(root: string, game: string, place: CatalogPlace): { content: string[]; schemas: string[] } {
  // Only this game's schemas and the common ones: a game's content never refers to another game's.
  const schemas = Object.fromEntries(
    Object.entries(loadSchemas(root)).filter(([p]) => p.startsWith(`schemas/${game}/`) || p.startsWith('schemas/common/')),
  );
  const report = createValidator(schemas).validateGame(game, loadGameFiles(root, game));
  const content = report.files
    .filter((f) => f.kind === place.content.kind)
    .flatMap((f) => matchPointer(f.data, place.content.ids).map((m) => m.value))
    .filter((id): id is string => typeof id === 'string');
  const folder = `schemas/${game}/${place.schemas}/`;
  const schemaIds = Object.keys(schemas)
    .filter((p) => p.startsWith(folder) && p.endsWith('.schema.json') && !p.slice(folder.length).includes('/'))
    .map((p) => p.slice(folder.length, -'.schema.json'.length));
  return { content: content.sort(), schemas: schemaIds.sort() };
}
