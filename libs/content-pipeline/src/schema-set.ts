import { pointerSegments } from './pointer.js';
import { resolveFrom } from './workspace-path.js';

/** A JSON Schema object, as loaded. */
export type Schema = Record<string, unknown>;

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** Calls `visit` on `schema` and every subschema inside it. */
export function eachSubschema(schema: Schema, visit: (s: Schema) => void): void {
  visit(schema);
  const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);
  for (const k of ONE) if (isSchema(schema[k])) eachSubschema(schema[k], visit);
  for (const k of LIST) {
    const list = schema[k];
    if (Array.isArray(list)) for (const s of list) if (isSchema(s)) eachSubschema(s, visit);
  }
  for (const k of MAP) {
    const map = schema[k];
    if (isSchema(map)) for (const s of Object.values(map)) if (isSchema(s)) eachSubschema(s, visit);
  }
}

/** The game's schemas, prepared for ajv, with the lookups error messages need. */
export interface SchemaSet {
  /** Prepared copies by workspace path: `$id` set to the path, `x-title` beside every `title`. */
  schemas: Map<string, Schema>;
  /** The schema file each prepared subschema object came from. */
  fileOf: WeakMap<object, string>;
  /** Each `x-id` collection and where its ids must be unique. */
  collectionScopes: Map<string, 'game' | 'file'>;
  /** The `x-id` collections a file of each schema may declare ids of (through its `$ref`s to other files too). */
  collectionsOf: Map<string, Set<string>>;
  /** The schema files each schema file reaches through its `$ref`s, itself included. */
  reaches: Map<string, Set<string>>;
}

/**
 * Copies the schemas and makes their `$id` the workspace path, so a relative `$ref` resolves exactly as the
 * files sit on disk; marks every titled subschema with `x-title` so validation can record which thing it is in.
 */
export function prepareSchemas(input: Record<string, object>): SchemaSet {
  const schemas = new Map<string, Schema>();
  const fileOf = new WeakMap<object, string>();
  const collectionScopes = new Map<string, 'game' | 'file'>();
  const own = new Map<string, Set<string>>();
  const linked = new Map<string, Set<string>>();
  for (const [path, original] of Object.entries(input)) {
    const schema = { ...(structuredClone(original) as Schema), $id: path };
    own.set(path, new Set());
    linked.set(path, new Set());
    eachSubschema(schema, (s) => {
      fileOf.set(s, path);
      if (typeof s['title'] === 'string') s['x-title'] = s['title'];
      if (typeof s['x-id'] === 'string') {
        collectionScopes.set(s['x-id'], s['x-id-scope'] === 'file' ? 'file' : 'game');
        own.get(path)!.add(s['x-id']);
      }
      const uri = typeof s['$ref'] === 'string' ? s['$ref'].split('#')[0] : '';
      if (uri) linked.get(path)!.add(resolveFrom(path, uri));
    });
    schemas.set(path, schema);
  }
  return { schemas, fileOf, collectionScopes, ...reachableCollections(own, linked) };
}

/** Each schema's own collections and those of every schema it reaches through `$ref`s, and those schemas. */
function reachableCollections(
  own: Map<string, Set<string>>,
  linked: Map<string, Set<string>>,
): { collectionsOf: Map<string, Set<string>>; reaches: Map<string, Set<string>> } {
  const result = new Map<string, Set<string>>();
  const reaches = new Map<string, Set<string>>();
  for (const start of own.keys()) {
    const seen = new Set([start]);
    const queue = [start];
    const collections = new Set<string>();
    while (queue.length > 0) {
      const path = queue.pop()!;
      for (const c of own.get(path) ?? []) collections.add(c);
      for (const next of linked.get(path) ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
    }
    result.set(start, collections);
    reaches.set(start, seen);
  }
  return { collectionsOf: result, reaches };
}

/** The subschema a `$ref` written in `from` points to, following further `$ref`s; undefined when it resolves nowhere. */
export function resolveRef(set: SchemaSet, from: Schema, ref: string, hops = 0): Schema | undefined {
  const base = set.fileOf.get(from);
  if (base === undefined || hops > 20) return undefined;
  const [uri = '', fragment = ''] = ref.split('#');
  let node: unknown = set.schemas.get(uri === '' ? base : resolveFrom(base, uri));
  for (const segment of pointerSegments(decodeURIComponent(fragment))) {
    node = node !== null && typeof node === 'object' ? (node as Schema)[segment] : undefined;
  }
  if (node === null || typeof node !== 'object') return undefined;
  const target = node as Schema;
  return typeof target['$ref'] === 'string' && Object.keys(target).length <= 2
    ? (resolveRef(set, target, target['$ref'], hops + 1) ?? target)
    : target;
}

/** The values a discriminated `oneOf` accepts for its tag (the known ability or marker kinds). */
export function discriminatorValues(set: SchemaSet, schema: Schema, tag: string): string[] {
  const values: string[] = [];
  for (const branch of (schema['oneOf'] as Schema[] | undefined) ?? []) {
    const target = typeof branch['$ref'] === 'string' ? resolveRef(set, branch, branch['$ref']) : branch;
    const property = (target?.['properties'] as Record<string, Schema> | undefined)?.[tag];
    if (property?.['const'] !== undefined) values.push(String(property['const']));
    if (Array.isArray(property?.['enum'])) values.push(...(property['enum'] as unknown[]).map(String));
  }
  return values;
}
