/**
 * Finding the values a file's schema gives pictures (`x-preview: <name>`), wherever they sit in the file: the
 * print sheet prints them and the editor's form shows them. Which preview draws a name is the game's (its
 * registry module's `previews`); this only reads the schema and the data.
 */
import { annotation, child, resolve, type Located, type Schema, type SchemaFiles } from './schema.js';
import { effective } from './shape.js';
import { pointerOf, type DocPath } from '../document/edits.js';

/** One value with a picture. */
export interface PreviewedValue {
  /** JSON Pointer of the value in the file ('' for the whole file). */
  pointer: string;
  /** The preview's name in the game's `previews`. */
  preview: string;
  value: unknown;
  /** Printed copies: the number in the property `x-copies` names, else 1. */
  copies: number;
}

function copiesOf(schema: Record<string, unknown>, value: unknown): number {
  const key = annotation(schema, 'x-copies');
  const n = key && value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}

/** Every value in `value` (a whole file, read with the schema at `located`) whose schema names a preview, in file order. */
export function previewedValues(files: SchemaFiles, located: Located, value: unknown, path: DocPath = []): PreviewedValue[] {
  const shape = effective(files, located, value).located;
  const out: PreviewedValue[] = [];
  const preview = annotation(shape.schema, 'x-preview');
  if (preview) out.push({ pointer: pointerOf(path), preview, value, copies: copiesOf(shape.schema, value) });
  if (Array.isArray(value)) {
    const item = child(files, shape, 0);
    if (item) value.forEach((v, i) => out.push(...previewedValues(files, item, v, [...path, i])));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const c = child(files, shape, k);
      if (c) out.push(...previewedValues(files, c, v, [...path, k]));
    }
  }
  return out;
}

/**
 * Whether a file of this schema can have a picture to print (its whole file's, or any value's in it): the schema
 * alone, followed through `$ref`s, branches and conditions (each schema object visited once). Cheap enough for
 * every file on the home page, where walking each file's values would not be.
 */
export function schemaHasPreviews(files: SchemaFiles, located: Located): boolean {
  const seen = new Set<unknown>();
  const below = (l: Located): boolean => {
    const subs: unknown[] = [];
    const s = l.schema;
    for (const key of ['properties', 'patternProperties', 'dependentSchemas', '$defs'])
      if (s[key] && typeof s[key] === 'object') subs.push(...Object.values(s[key] as object));
    for (const key of ['items', 'additionalProperties', 'then', 'else', 'not']) if (s[key] && typeof s[key] === 'object') subs.push(s[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) if (Array.isArray(s[key])) subs.push(...(s[key] as unknown[]));
    return subs.some((sub) => visit({ schema: sub as Schema, file: l.file }));
  };
  const visit = (l: Located): boolean => {
    const target = resolve(files, l);
    const key = typeof l.schema['$ref'] === 'string' ? `${target.file}#${String(l.schema['$ref']).split('#')[1] ?? ''}` : l.schema;
    if (seen.has(key)) return false;
    seen.add(key);
    return Boolean(annotation(target.schema, 'x-preview')) || below(target);
  };
  return visit(located);
}
