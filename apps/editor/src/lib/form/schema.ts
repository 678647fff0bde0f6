/**
 * Reading JSON Schemas to build a form: follow `$ref`s between schema files, list a `oneOf`/`anyOf`'s branches,
 * read annotations. Knows no game: only JSON Schema. (What applies to a given value: shape.ts.)
 */

/** A JSON Schema object (or `true`/`false`, treated as "anything" and "nothing"). */
export type Schema = { [key: string]: unknown };

/** A schema together with the schema file it came from, so its own `$ref`s resolve. */
export interface Located {
  schema: Schema;
  file: string;
}

/** All schema files, by workspace path (`schemas/<game>/tile.schema.json`). */
export type SchemaFiles = Record<string, object>;

function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

function pointerGet(root: unknown, pointer: string): unknown {
  if (!pointer || pointer === '/') return root;
  return pointer
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

function asSchema(value: unknown): Schema {
  if (value === false) return { not: {} };
  return value && typeof value === 'object' ? (value as Schema) : {};
}

/** Follows `$ref` chains; sibling keywords (description, x-hint...) of a `$ref` win over the target's. */
export function resolve(files: SchemaFiles, located: Located, depth = 0): Located {
  const ref = located.schema['$ref'];
  if (typeof ref !== 'string' || depth > 32) return located;
  const [path, fragment = ''] = ref.split('#');
  const dir = located.file.slice(0, located.file.lastIndexOf('/') + 1);
  const file = path ? normalize(dir + path) : located.file;
  const target = asSchema(pointerGet(files[file], fragment));
  const { $ref: _ref, ...siblings } = located.schema;
  const inner = resolve(files, { schema: target, file }, depth + 1);
  return { schema: { ...inner.schema, ...siblings }, file: inner.file };
}

/** A property's (or item's) schema, resolved. */
export function child(files: SchemaFiles, parent: Located, key: string | number): Located | undefined {
  const s = parent.schema;
  if (typeof key === 'number') {
    const items = s['items'];
    return items && typeof items === 'object' ? resolve(files, { schema: items as Schema, file: parent.file }) : undefined;
  }
  const props = (s['properties'] ?? {}) as Record<string, unknown>;
  if (key in props) return resolve(files, { schema: asSchema(props[key]), file: parent.file });
  const extra = s['additionalProperties'];
  if (extra && typeof extra === 'object') return resolve(files, { schema: extra as Schema, file: parent.file });
  return undefined;
}

/** The branches of a `oneOf`/`anyOf`, resolved. */
export function branches(files: SchemaFiles, located: Located): Located[] {
  const list = (located.schema['oneOf'] ?? located.schema['anyOf']) as unknown[] | undefined;
  return Array.isArray(list) ? list.map((b) => resolve(files, { schema: asSchema(b), file: located.file })) : [];
}

/** The property whose `const` tells the branches apart (the schema's `discriminator`). */
export function discriminatorOf(schema: Schema): string | undefined {
  const d = schema['discriminator'] as { propertyName?: string } | undefined;
  return d?.propertyName;
}

/** The `const` a branch gives to the discriminator property. */
export function branchTag(files: SchemaFiles, branch: Located, property: string): unknown {
  const p = child(files, branch, property);
  return p?.schema['const'];
}

/** A value's JSON type, with whole numbers as `integer`. */
export function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The types a schema allows, from `type`, `const` or `enum`. */
export function typesOf(schema: Schema): string[] {
  const t = schema['type'];
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t as string[];
  if ('const' in schema) return [typeOfValue(schema['const'])];
  if (Array.isArray(schema['enum'])) return [...new Set((schema['enum'] as unknown[]).map(typeOfValue))];
  if (schema['properties']) return ['object'];
  if (schema['items']) return ['array'];
  return [];
}

/** A string annotation of a schema (`x-preview`, `x-widget`, `x-copies`), if it has one. */
export function annotation(schema: Schema, keyword: 'x-preview' | 'x-widget' | 'x-copies'): string | undefined {
  const v = schema[keyword];
  return typeof v === 'string' && v !== '' ? v : undefined;
}
