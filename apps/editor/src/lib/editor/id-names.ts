/**
 * What an id stands for, in words: the `name` declared beside it (a HOTT troop type `knights` is named `Knights`),
 * so a reference can be shown by its name while its id is what the designer edits. Read from the validator's
 * sightings of `x-id`, so it knows no game.
 */
import type { LoadedFile } from '@armory/content-pipeline';

/** The part of a validated file this reads: its path, its data and the ids the schema marked in it. */
export type NamedFile = Pick<LoadedFile, 'path' | 'data'> & { findings: Pick<LoadedFile['findings'], 'ids'> };

/** The keys of a JSON Pointer (`/types/0/id` -> types, 0, id). */
function segmentsOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(data: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

/**
 * The names of the ids declared in `collection` that a reference from the file at `from` (a workspace path) may
 * name: game-wide ids, and file-scoped ones of that file. An id with no non-empty `name` string beside it is left out.
 */
export function idNames(files: readonly NamedFile[], collection: string, from: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    for (const id of file.findings.ids) {
      if (id.collection !== collection || (id.scope === 'file' && file.path !== from) || names.has(id.value)) continue;
      const name = valueAt(file.data, [...segmentsOf(id.pointer).slice(0, -1), 'name']);
      if (typeof name === 'string' && name.trim() !== '') names.set(id.value, name);
    }
  }
  return names;
}
