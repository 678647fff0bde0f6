import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import { pointerSegments } from './pointer.js';
import { locate } from './positions.js';
import { closestWord, listKnown } from './suggest.js';
import type { LoadedFile } from './types.js';

function at(file: LoadedFile, pointer: string) {
  return locate(file.doc, file.lineCounter, pointerSegments(pointer));
}

/**
 * Unique ids and references, from the `x-id` / `x-ref` keywords: an id is unique in its game or, for
 * `x-id-scope: file`, in its file; a reference must name an id of its collection in the same scope. While a
 * collection has an id declared twice, references into it are not judged (one mistake, one error).
 */
export function checkIds(files: readonly LoadedFile[], scopes: ReadonlyMap<string, 'game' | 'file'>): Diagnostic[] {
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
      const guess = closestWord(ref.value, names);
      const list = names.length > 0 ? `known: ${listKnown(names)}` : `no ${ref.collection} are declared`;
      const message = `${ref.place ? `${ref.place}: ` : ''}unknown id '${ref.value}' in ${ref.collection}${guess ? ` (did you mean '${guess}'?)` : ''}; ${list}`;
      diagnostics.push(diagnosticAt(file, at(file, ref.pointer), ref.pointer, message, 'unresolved-ref'));
    }
  }
  return diagnostics;
}
