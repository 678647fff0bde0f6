/**
 * Reading JSON Schemas to build a form: follow `$ref`s between schema files, pick the `oneOf` branch a value
 * belongs to, and make a starting value for something new. Knows no game: only JSON Schema.
 */

/** A JSON Schema object (or `true`/`false`, treated as "anything" and "nothing"). */
export type Schema = { [key: string]: unknown };

/** A schema together with the schema file it came from, so its own `$ref`s resolve. */
export interface Located {
  schema: Schema;
  file: string;
}

/** All schema files, by workspace path (`schemas/neuroshima-hex/tile.schema.json`). */
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

function typeOfValue(value: unknown): string {
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

/**
 * The schema describing `value`: for a `oneOf`, the branch the discriminator (or the value's type) selects,
 * merged with the outer schema's own properties; otherwise the schema itself.
 */
export function effective(files: SchemaFiles, located: Located, value: unknown): { located: Located; choices: Located[] } {
  const choices = branches(files, located);
  if (choices.length === 0) return { located, choices };
  const prop = discriminatorOf(located.schema);
  let chosen: Located | undefined;
  if (prop && value && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[prop];
    chosen = choices.find((b) => branchTag(files, b, prop) === tag);
  }
  chosen ??= choices.find((b) => {
    const types = typesOf(b.schema);
    const vt = typeOfValue(value);
    return types.includes(vt) || (vt === 'integer' && types.includes('number'));
  });
  if (!chosen) return { located, choices };
  const { oneOf: _o, anyOf: _a, discriminator: _d, ...outer } = located.schema;
  const props = { ...((outer['properties'] as object) ?? {}), ...((chosen.schema['properties'] as object) ?? {}) };
  return { located: { schema: { ...outer, ...chosen.schema, properties: props }, file: chosen.file }, choices };
}

/** A starting value for something new: its default or const, else the smallest valid-looking value. */
export function starter(files: SchemaFiles, located: Located): unknown {
  const s = located.schema;
  if ('default' in s) return s['default'];
  if ('const' in s) return s['const'];
  if (Array.isArray(s['enum'])) return (s['enum'] as unknown[])[0];
  const choices = branches(files, located);
  if (choices.length > 0) return starter(files, choices[0]!);
  const type = typesOf(s)[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of (s['required'] as string[] | undefined) ?? []) {
        const c = child(files, located, key);
        out[key] = c ? starter(files, c) : '';
      }
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? s['minimum'] : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return '';
  }
}
