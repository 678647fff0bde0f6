/**
 * What a schema's conditions make of a value: whether a value meets a schema (for `if`, and for telling
 * `anyOf` branches apart), and the shape that applies once `if`/`then`/`else`, `dependentSchemas` and `allOf`
 * have had their say. So a net edge offers no strength field, and an instant tile no initiative.
 *
 * The test covers the keywords that decide a form's shape; a keyword it does not know counts as met, since the
 * validator, not the form, has the last word on validity.
 */
import { resolve, type Located, type Schema, type SchemaFiles } from './schema.js';

function asSchema(value: unknown): Schema {
  if (value === false) return { not: {} };
  return value && typeof value === 'object' ? (value as Schema) : {};
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  return typeOf(value) === type;
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeOf(value) === 'object';
}

/** Whether `value` meets the schema (see the file comment for which keywords count). */
export function matches(files: SchemaFiles, located: Located, value: unknown): boolean {
  const { schema: s, file } = resolve(files, located);
  const sub = (schema: unknown, v: unknown) => matches(files, { schema: asSchema(schema), file }, v);
  if ('const' in s && !equal(s['const'], value)) return false;
  if (Array.isArray(s['enum']) && !(s['enum'] as unknown[]).some((e) => equal(e, value))) return false;
  const type = s['type'];
  if (typeof type === 'string' && !hasType(value, type)) return false;
  if (Array.isArray(type) && !type.some((t) => hasType(value, t as string))) return false;
  if ('not' in s && sub(s['not'], value)) return false;
  if (Array.isArray(s['allOf']) && !(s['allOf'] as unknown[]).every((b) => sub(b, value))) return false;
  if (Array.isArray(s['anyOf']) && !(s['anyOf'] as unknown[]).some((b) => sub(b, value))) return false;
  if (Array.isArray(s['oneOf']) && (s['oneOf'] as unknown[]).filter((b) => sub(b, value)).length !== 1) return false;
  if (typeof value === 'number') {
    if (typeof s['minimum'] === 'number' && value < s['minimum']) return false;
    if (typeof s['maximum'] === 'number' && value > s['maximum']) return false;
  }
  if (typeof value === 'string') {
    if (typeof s['minLength'] === 'number' && value.length < s['minLength']) return false;
    if (typeof s['pattern'] === 'string' && !new RegExp(s['pattern'], 'u').test(value)) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s['minItems'] === 'number' && value.length < s['minItems']) return false;
    if (s['items'] !== undefined && !value.every((v) => sub(s['items'], v))) return false;
  }
  if (isObject(value)) {
    const props = (s['properties'] ?? {}) as Record<string, unknown>;
    if (Array.isArray(s['required']) && !(s['required'] as string[]).every((k) => k in value)) return false;
    for (const [k, v] of Object.entries(value)) {
      if (k in props) {
        if (!sub(props[k], v)) return false;
      } else if (s['additionalProperties'] === false) return false;
      else if (s['additionalProperties'] && typeof s['additionalProperties'] === 'object' && !sub(s['additionalProperties'], v))
        return false;
    }
    if (typeof s['minProperties'] === 'number' && Object.keys(value).length < s['minProperties']) return false;
  }
  if ('if' in s) {
    const branch = sub(s['if'], value) ? s['then'] : s['else'];
    if (branch !== undefined && !sub(branch, value)) return false;
  }
  return true;
}

/** A property schema that admits nothing (`false`, `{ not: {} }`): the property may not be there at all. */
export function forbids(schema: unknown): boolean {
  if (schema === false) return true;
  const not = asSchema(schema)['not'];
  return not !== undefined && typeof not === 'object' && not !== null && Object.keys(not).length === 0;
}

/**
 * Lays `extra` over `base`: properties merged key by key, required joined. A forbidding property stays as `false`
 * until the end, so a condition nested in `allOf` still takes the key away from the schema around it.
 */
function overlay(base: Schema, extra: Schema): Schema {
  const props: Record<string, unknown> = { ...((base['properties'] as object) ?? {}) };
  for (const [k, v] of Object.entries((extra['properties'] as Record<string, unknown>) ?? {})) {
    props[k] = forbids(v) || props[k] === false ? false : { ...asSchema(props[k]), ...asSchema(v) };
  }
  const required = [...new Set([...((base['required'] as string[]) ?? []), ...((extra['required'] as string[]) ?? [])])];
  const { properties: _p, required: _r, if: _i, then: _t, else: _e, allOf: _a, dependentSchemas: _d, ...rest } = extra;
  return { ...base, ...rest, properties: props, ...(required.length ? { required } : {}) };
}

function settle(files: SchemaFiles, located: Located, value: unknown): Schema {
  const { schema, file } = located;
  const parts: Schema[] = [];
  const take = (part: unknown) => parts.push(settle(files, resolve(files, { schema: asSchema(part), file }), value));
  for (const member of (schema['allOf'] as unknown[] | undefined) ?? []) take(member);
  if ('if' in schema) {
    const branch = matches(files, { schema: asSchema(schema['if']), file }, value) ? schema['then'] : schema['else'];
    if (branch !== undefined) take(branch);
  }
  const dependent = (schema['dependentSchemas'] ?? {}) as Record<string, unknown>;
  if (isObject(value)) for (const key of Object.keys(dependent)) if (key in value) take(dependent[key]);
  const { if: _i, then: _t, else: _e, allOf: _a, dependentSchemas: _d, ...own } = schema;
  return parts.reduce(overlay, own);
}

/**
 * The schema that applies to `value` once its conditions are settled: every `allOf` member, the `then` or `else`
 * its `if` picks, and the `dependentSchemas` of the keys present, laid over the schema's own properties. A
 * property a condition forbids is gone, and no longer required.
 */
export function applyConditions(files: SchemaFiles, located: Located, value: unknown): Located {
  const schema = settle(files, located, value);
  if (!schema['properties']) return { schema, file: located.file };
  const all = schema['properties'] as Record<string, unknown>;
  const props = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== false));
  const required = ((schema['required'] as string[] | undefined) ?? []).filter((k) => all[k] !== false);
  const { required: _r, ...rest } = schema;
  return { schema: { ...rest, properties: props, ...(required.length ? { required } : {}) }, file: located.file };
}
