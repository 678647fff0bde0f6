/**
 * A content file deleted while others still name its ids leaves its collection with no id at all: one mistake.
 * Which file it was is told by the schemas: the one kind of the game whose schema declares that collection and of
 * which no file is left (the outermost, when one such schema is part of another, as a tile is of an army).
 */
import type { Diagnostic } from './diagnostic.js';
import type { SchemaSet } from './schema-set.js';
import type { LoadedFile } from './types.js';

/** The kind of file that is missing, and its schema. */
export interface MissingFile {
  kind: string;
  schema: string;
}

/** `army` from `schemas/neuroshima-hex/army.schema.json`. */
const kindOf = (schema: string) => schema.slice(schema.lastIndexOf('/') + 1).replace(/\.schema\.json$/, '');

/**
 * The missing file that declared `collection`'s ids in `game`, or undefined when no kind, or more than one, could
 * be it (a file of it is still there, or several schemas declare the collection).
 */
export function missingFileOf(game: string, collection: string, set: SchemaSet, files: readonly LoadedFile[]): MissingFile | undefined {
  const present = new Set(files.map((f) => f.schemaPath));
  // A file that may declare the collection is still there: it lacks the ids, nothing is missing.
  if ([...present].some((schema) => schema !== null && set.collectionsOf.get(schema)?.has(collection))) return undefined;
  const candidates = [...set.collectionsOf.keys()].filter(
    (schema) =>
      schema.startsWith(`schemas/${game}/`) &&
      !schema.slice(`schemas/${game}/`.length).includes('/') &&
      set.collectionsOf.get(schema)!.has(collection),
  );
  const outermost = candidates.filter((schema) => !candidates.some((other) => other !== schema && set.reaches.get(other)?.has(schema)));
  return outermost.length === 1 ? { kind: kindOf(outermost[0]!), schema: outermost[0]! } : undefined;
}

/** At most `most` of `items`, with how many more there are. */
export function firstOf(items: readonly string[], most: number): string {
  return items.length > most ? `${items.slice(0, most).join(', ')} and ${items.length - most} more` : items.join(', ');
}

/**
 * What one missing file breaks, as one error: the error for its ids (`groupUnknownNames`, marked `missingKind`)
 * takes in the checks that need a file of its kind; checks alone, several needing the same kind, become one.
 * `schemaOf` gives the schema of a kind, to name the file by.
 */
export function mergeMissingFiles(diagnostics: readonly Diagnostic[], schemaOf: (kind: string) => string | undefined): Diagnostic[] {
  const byKind = new Map<string, Diagnostic[]>();
  for (const d of diagnostics)
    if (d.missingKind !== undefined && d.severity === 'error') byKind.set(d.missingKind, [...(byKind.get(d.missingKind) ?? []), d]);
  const replaced = new Map<Diagnostic, Diagnostic | undefined>();
  for (const [kind, members] of byKind) {
    const ids = members.find((d) => d.unknownName !== undefined);
    const checks = members.filter((d) => d !== ids);
    if (checks.length === 0 || (ids === undefined && checks.length === 1)) continue;
    // "checks.yaml:9:21 (board-tiles), 15:21 (tiles-fill-board)": a file is named once, before its first check.
    const where = checks.map((d, i) => `${i > 0 && checks[i - 1]!.file === d.file ? '' : `${d.file}:`}${d.line}:${d.column} (${d.rule})`);
    const needs = `${checks.length} ${checks.length === 1 ? 'check needs' : 'checks need'} it: ${firstOf(where, 8)}`;
    const places = [...(ids?.places ?? (ids ? [ids] : [])), ...checks].map(({ file, line, column }) => ({ file, line, column }));
    const schema = schemaOf(kind);
    const head = ids ?? checks[0]!;
    const message = ids ? `${ids.message}; ${needs}` : `the ${kind} file${schema ? ` (${schema})` : ''} is missing; ${needs}`;
    replaced.set(head, { ...head, message, rule: 'missing-file', places });
    for (const d of checks) if (d !== head) replaced.set(d, undefined);
  }
  return diagnostics.flatMap((d) => (replaced.has(d) ? (replaced.get(d) ?? []) : [d]));
}
