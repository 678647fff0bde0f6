import { diagnosticAt, type Diagnostic, type UnknownName } from './diagnostic.js';
import { pointerSegments } from './pointer.js';
import { locate, locateKey } from './positions.js';
import { closestWord, listKnown } from './suggest.js';
import type { LoadedFile } from './types.js';

function at(file: LoadedFile, pointer: string) {
  return locate(file.doc, file.lineCounter, pointerSegments(pointer));
}

/**
 * The game-wide collections whose references wait because a file that may declare their ids did not load (a YAML
 * syntax error, an unreadable file): its own error stands for every reference into what it would have declared.
 * `unknown` is set when such a file's schema is not known either (no modeline, a schema that did not load); then
 * every collection with no id at all waits, since that file may be the one declaring it.
 */
export function unloadedCollections(
  files: readonly LoadedFile[],
  collectionsOf: (schemaPath: string) => ReadonlySet<string> | undefined,
): { collections: Set<string>; unknown: boolean } {
  const collections = new Set<string>();
  let unknown = false;
  for (const file of files) {
    if (file.data !== undefined && file.kind !== null) continue;
    const declared = file.schemaPath === null ? undefined : collectionsOf(file.schemaPath);
    if (declared) for (const c of declared) collections.add(c);
    else unknown = true;
  }
  return { collections, unknown };
}

/**
 * Unique ids and references, from the `x-id` / `x-ref` keywords: an id is unique in its game or, for
 * `x-id-scope: file`, in its file; a reference must name an id of its collection in the same scope. While a
 * collection has an id declared twice, an id the schema rejected (`unsettledIds`), or a file that may declare its
 * ids did not load (`unloaded`, from `unloadedCollections`), references it cannot resolve are not judged (one
 * mistake, one error).
 */
export function checkIds(
  files: readonly LoadedFile[],
  scopes: ReadonlyMap<string, 'game' | 'file'>,
  unloaded: { collections: ReadonlySet<string>; unknown: boolean } = { collections: new Set(), unknown: false },
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const gameIds = new Map<string, Map<string, { file: LoadedFile; pointer: string }>>();
  const fileIds = new Map<LoadedFile, Map<string, Set<string>>>();
  // Collections with an id declared twice (game-wide, and per file for file-scoped ones): see the references below.
  const gameClashes = new Set<string>();
  const fileClashes = new Map<LoadedFile, Set<string>>();
  for (const file of files) {
    const own = new Map<string, Map<string, string>>();
    const declared = new Map<string, Set<string>>();
    fileIds.set(file, declared);
    for (const id of file.findings.ids) {
      if (!declared.has(id.collection)) declared.set(id.collection, new Set());
      declared.get(id.collection)!.add(id.value);
      if (id.scope === 'file') {
        if (!own.has(id.collection)) own.set(id.collection, new Map());
        const first = own.get(id.collection)!.get(id.value);
        if (first !== undefined) {
          if (!fileClashes.has(file)) fileClashes.set(file, new Set());
          fileClashes.get(file)!.add(id.collection);
          const line = at(file, first).line;
          diagnostics.push(
            diagnosticAt(
              file,
              at(file, id.pointer),
              id.pointer,
              `duplicate id '${id.value}' in ${id.collection} of this file (first declared on line ${line})`,
              'unique-id',
            ),
          );
        } else own.get(id.collection)!.set(id.value, id.pointer);
        continue;
      }
      if (!gameIds.has(id.collection)) gameIds.set(id.collection, new Map());
      const first = gameIds.get(id.collection)!.get(id.value);
      if (first) {
        gameClashes.add(id.collection);
        const where = `${first.file.path}:${at(first.file, first.pointer).line}`;
        diagnostics.push(
          diagnosticAt(
            file,
            at(file, id.pointer),
            id.pointer,
            `duplicate id '${id.value}' in ${id.collection} (first declared at ${where})`,
            'unique-id',
          ),
        );
      } else gameIds.get(id.collection)!.set(id.value, { file, pointer: id.pointer });
    }
  }
  // Collections with an id the schema rejected or found missing: see the references below.
  const unsettled = new Set(files.flatMap((f) => f.findings.unsettledIds ?? []));
  for (const file of files) {
    // A value the schema already rejected (an unknown ability kind, say) is reported once, by the schema.
    const rejected = new Set(file.findings.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer));
    for (const ref of file.findings.refs) {
      if (rejected.has(ref.pointer)) continue;
      const fileScoped = scopes.get(ref.collection) === 'file';
      // A thing renamed to an id its collection already has is one mistake: the duplicate id, reported above. The
      // references to its old id would say it again, so they wait until the duplicate is mended.
      if (fileScoped ? fileClashes.get(file)?.has(ref.collection) : gameClashes.has(ref.collection)) continue;
      const known = fileScoped ? fileIds.get(file)?.get(ref.collection) : gameIds.get(ref.collection)?.keys();
      const names = [...(known ?? [])];
      if (names.includes(ref.value)) continue;
      // A file that would declare this collection's ids did not load: its own error stands for the reference.
      if (!fileScoped && (unloaded.collections.has(ref.collection) || (unloaded.unknown && names.length === 0))) continue;
      // An id of this collection the schema rejected (a number, say) may be the one named: its error stands for it.
      if (fileScoped ? file.findings.unsettledIds?.includes(ref.collection) : unsettled.has(ref.collection)) continue;
      const guess = closestWord(ref.value, names);
      const name = { value: ref.value, collection: ref.collection, place: ref.place, guess, scopeFile: fileScoped ? file.path : undefined };
      const message = unknownIdMessage(name, names);
      const where = ref.atKey ? locateKey(file.doc, file.lineCounter, pointerSegments(ref.pointer)) : at(file, ref.pointer);
      diagnostics.push({ ...diagnosticAt(file, where, ref.pointer, message, 'unresolved-ref'), unknownName: name });
    }
  }
  return diagnostics;
}

/**
 * "unknown id 'x' in unit" with where it stands, a likely typo, then the known ids; for a name standing in several
 * places, `named` lists them ("3 places: a.yaml:4:9, 7:9, b.yaml:2:3"), and a likely new name replaces the known ids;
 * `values`: every name the places write, when they are several (a collection with no id at all).
 */
export function unknownIdMessage(
  name: UnknownName,
  known: readonly string[],
  also: { named?: string; renamedTo?: string; values?: readonly string[] } = {},
): string {
  const list =
    known.length > 0
      ? `known: ${listKnown(known)}`
      : `no id of ${name.collection} is declared in ${name.scopeFile !== undefined ? 'this file' : 'this game'}`;
  const guess = name.guess ? ` (did you mean '${name.guess}'?)` : '';
  const named = also.named ? `, named in ${also.named}` : '';
  const tail = also.renamedTo ? `was it renamed to '${also.renamedTo}'?` : list;
  const values = also.values ?? [name.value];
  const ids = values.length > 1 ? `ids ${values.map((v) => `'${v}'`).join(', ')}` : `id '${name.value}'`;
  return `${name.place ? `${name.place}: ` : ''}unknown ${ids} in ${name.collection}${guess}${named}; ${tail}`;
}
