/**
 * Rules data read against the context it is declared for: a condition or operand `path` must name a field of its
 * table's context, and a value compared with that field must be one of the field's values. Without this a typo
 * (`knigths`) is valid data that simply never matches.
 */
import { diagnosticAt, type Diagnostic } from '../diagnostic.js';
import { pointerSegments, toPointer } from '../pointer.js';
import { locate } from '../positions.js';
import { describeValue } from '../schema-messages.js';
import type { SchemaSet } from '../schema-set.js';
import { closestWord, listKnown } from '../suggest.js';
import type { ContextRead, LoadedFile } from '../types.js';
import { fieldPaths, fieldSchema, fieldValues, type FieldValues } from './fields.js';

const typeWords: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  null: 'empty',
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Why `value` can never be the field's value, or undefined when it can. */
function mismatch(value: unknown, field: string, values: FieldValues, ids: ReadonlySet<string> | undefined): string | undefined {
  if (values.listed) {
    if (values.listed.some((v) => v === value)) return undefined;
    const names = values.listed.map(String);
    const guess = typeof value === 'string' ? closestWord(value, names) : undefined;
    return `${describeValue(value)} is not a value of ${field}${guess ? ` (did you mean '${guess}'?)` : ''}; values: ${listKnown(names)}`;
  }
  if (values.collection && ids) {
    if (typeof value === 'string' && ids.has(value)) return undefined;
    const guess = typeof value === 'string' ? closestWord(value, ids) : undefined;
    const list = ids.size > 0 ? `known: ${listKnown([...ids])}` : `no id of ${values.collection} is declared in this game`;
    return `${describeValue(value)} is not one of the ${values.collection} ${field} can be${guess ? ` (did you mean '${guess}'?)` : ''}; ${list}`;
  }
  if (values.types.length > 0) {
    const type = jsonType(value);
    const fits = values.types.some((t) => t === type || (t === 'number' && type === 'integer'));
    if (!fits)
      return `${field} is ${[...new Set(values.types)].map((t) => typeWords[t] ?? t).join(' or ')}, so ${describeValue(value)} never matches it`;
  }
  return undefined;
}

/** The ids each collection declares in the game (file-scoped collections: per file, looked up by the caller). */
function declaredIds(files: readonly LoadedFile[]): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const file of files) {
    for (const id of file.findings.ids) {
      if (!ids.has(id.collection)) ids.set(id.collection, new Set());
      ids.get(id.collection)!.add(id.value);
    }
  }
  return ids;
}

/** Checks every context read of the game's files against the context schema its table declares. */
export function checkContextReads(
  files: readonly LoadedFile[],
  set: SchemaSet,
  unloaded: { collections: ReadonlySet<string>; unknown: boolean } = { collections: new Set(), unknown: false },
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ids = declaredIds(files);
  for (const file of files) {
    const reads = file.findings.contextReads ?? [];
    if (reads.length === 0) continue;
    // A value the schema already rejected is reported once, by the schema.
    const rejected = new Set(file.findings.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer));
    const at = (pointer: string) => locate(file.doc, file.lineCounter, pointerSegments(pointer));
    for (const read of reads) {
      if (rejected.has(read.pointer)) continue;
      const root = set.schemas.get(read.context);
      if (!root) continue; // reported once as a schema problem by the validator
      const field = fieldSchema(set, root, read.path === '' ? [] : read.path.split('.'));
      const prefix = read.place ? `${read.place}: ` : '';
      if (!field) {
        const known = fieldPaths(set, root);
        const guess = closestWord(read.path, known);
        const name = typeof root['title'] === 'string' ? root['title'] : 'context';
        const message = `${prefix}path '${read.path}' names no field of the ${name}${guess ? ` (did you mean '${guess}'?)` : ''}; fields: ${listKnown(known)}`;
        diagnostics.push(diagnosticAt(file, at(read.pointer), read.pointer, message, 'context-path'));
        continue;
      }
      const values = fieldValues(set, field);
      // While a file that would declare the field's ids did not load, its own error stands for these values.
      const known = values.collection ? (ids.get(values.collection) ?? new Set<string>()) : undefined;
      if (values.collection && (unloaded.collections.has(values.collection) || (unloaded.unknown && known!.size === 0))) continue;
      for (const compared of read.values) {
        if (rejected.has(compared.pointer)) continue;
        const why = mismatch(compared.value, read.path, values, known);
        if (why) diagnostics.push(diagnosticAt(file, at(compared.pointer), compared.pointer, `${prefix}${why}`, 'context-value'));
      }
    }
  }
  return diagnostics;
}

/** The reads of one file: each sighted path under the nearest enclosing declared context, with the values compared. */
export function contextReads(
  data: unknown,
  contexts: ReadonlyMap<string, string>,
  paths: ReadonlyMap<string, { path: string; compared: readonly string[] }>,
  placeOf: (segments: string[]) => string,
): ContextRead[] {
  const reads: ContextRead[] = [];
  const declared = [...contexts.keys()].sort((a, b) => b.length - a.length);
  for (const [pointer, { path, compared }] of paths) {
    const holder = declared.find((c) => pointer === c || pointer.startsWith(`${c}/`));
    if (holder === undefined) continue; // rules data with no declared context: nothing to check it against
    const segments = pointerSegments(pointer);
    const parentSegments = segments.slice(0, -1);
    let parent: unknown = data;
    for (const s of parentSegments)
      parent = parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[s] : undefined;
    const values: ContextRead['values'] = [];
    for (const operator of compared) {
      const operand = parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[operator] : undefined;
      const base = toPointer([...parentSegments, operator]);
      // Literals only: an operand that reads another path is a context read of its own.
      if (Array.isArray(operand))
        operand.forEach((v, i) => (v === null || typeof v !== 'object') && values.push({ pointer: `${base}/${i}`, value: v }));
      else if (operand !== undefined && (operand === null || typeof operand !== 'object')) values.push({ pointer: base, value: operand });
    }
    reads.push({ pointer, path, context: contexts.get(holder)!, values, place: placeOf(parentSegments) });
  }
  return reads;
}
