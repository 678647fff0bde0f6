/**
 * Reading a context schema: which field a dotted path names, and which values that field takes. A context schema
 * is a plain JSON Schema object (properties, nested objects, `enum`, `const`, `type`, `x-ref` to a collection of
 * ids, `$ref` to any of these).
 */
import { resolveRef, type Schema, type SchemaSet } from '../schema-set.js';

/** The values a field takes, as far as its schema says. */
export interface FieldValues {
  /** Every allowed value, when the schema lists them (`enum`, `const`). */
  listed?: unknown[];
  /** A collection whose declared ids are the values (`x-ref`). */
  collection?: string;
  /** JSON types allowed (`integer`, `string`, ...); empty when the schema says nothing. */
  types: string[];
}

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `schema` with `$ref`s followed; undefined when one leads nowhere. */
function followed(set: SchemaSet, schema: Schema | undefined): Schema | undefined {
  let node = schema;
  for (let hops = 0; node && typeof node['$ref'] === 'string' && hops < 20; hops++) node = resolveRef(set, node, node['$ref']);
  return node;
}

/** The branches a field's schema is made of: itself and its `allOf` / `anyOf` / `oneOf` parts, refs followed. */
function parts(set: SchemaSet, schema: Schema | undefined, out: Schema[] = [], depth = 0): Schema[] {
  const node = followed(set, schema);
  if (!node || depth > 20) return out;
  out.push(node);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list)) for (const branch of list) if (isSchema(branch)) parts(set, branch, out, depth + 1);
  }
  return out;
}

/** The schema of the field at `keys` below `root`, or undefined when no such field is declared. */
export function fieldSchema(set: SchemaSet, root: Schema, keys: readonly string[]): Schema | undefined {
  let node: Schema | undefined = root;
  for (const key of keys) {
    let next: Schema | undefined;
    for (const part of parts(set, node)) {
      const properties = part['properties'];
      if (isSchema(properties) && isSchema(properties[key])) next = properties[key];
      else if (/^\d+$/.test(key) && isSchema(part['items'])) next = part['items'];
      else if (isSchema(part['additionalProperties'])) next = part['additionalProperties'];
      if (next) break;
    }
    if (!next) return undefined;
    node = next;
  }
  return node;
}

/** The values the field whose schema is `schema` takes. */
export function fieldValues(set: SchemaSet, schema: Schema): FieldValues {
  const values: FieldValues = { types: [] };
  for (const part of parts(set, schema)) {
    if (Array.isArray(part['enum'])) values.listed = [...(values.listed ?? []), ...part['enum']];
    if (part['const'] !== undefined) values.listed = [...(values.listed ?? []), part['const']];
    if (typeof part['x-ref'] === 'string') values.collection = part['x-ref'];
    values.types.push(...[part['type'] ?? []].flat().map(String));
  }
  return values;
}

/** Every dotted path to a field of the context, for suggestions ("did you mean self.type?"). */
export function fieldPaths(set: SchemaSet, root: Schema, prefix = '', depth = 0): string[] {
  const out: string[] = [];
  if (depth > 8) return out;
  for (const part of parts(set, root)) {
    const properties = part['properties'];
    if (!isSchema(properties)) continue;
    for (const [key, child] of Object.entries(properties)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      out.push(path);
      if (isSchema(child)) out.push(...fieldPaths(set, child, path, depth + 1));
    }
  }
  return [...new Set(out)];
}
