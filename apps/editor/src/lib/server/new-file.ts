/**
 * The text of a new content file: the modeline naming its schema, then the smallest value the schema asks for
 * (required properties, minimum list lengths), with ids and texts taken from the file's name. Knows no game.
 */
import { stringify } from 'yaml';
import { branches, child, resolve, type Located, type SchemaFiles } from '$lib/form/schema.js';

/** A new file the server cannot make, with a plain reason. */
export class NewFileRefused extends Error {}

/** `moloch-2.yaml` -> `moloch-2`; the slug ids of the new file are made from. */
export function slugOf(rel: string): string {
  const base = rel
    .split('/')
    .at(-1)!
    .replace(/\.ya?ml$/, '');
  return (
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'new'
  );
}

/** `moloch-2` -> `Moloch 2`. */
function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function matches(pattern: unknown, text: string): boolean {
  return typeof pattern !== 'string' || new RegExp(pattern, 'u').test(text);
}

/** Whether `value` has every `const` an `if` schema's properties ask for (the only kind of `if` followed here). */
function meetsIf(condition: Located['schema'], value: Record<string, unknown>): boolean {
  const required = (condition['required'] as string[] | undefined) ?? [];
  const props = (condition['properties'] ?? {}) as Record<string, Located['schema']>;
  return required.every((k) => k in value) && Object.entries(props).every(([k, p]) => !('const' in p) || value[k] === p['const']);
}

/** The smallest value `located` accepts, as far as its keywords tell (an `if` is followed when it tests consts). */
function smallestValue(files: SchemaFiles, located: Located, slug: string, depth = 0): unknown {
  const s = located.schema;
  if (depth > 24) return null;
  if ('default' in s) return s['default'];
  if ('const' in s) return s['const'];
  if (Array.isArray(s['enum'])) return s['enum'][0];
  const choices = branches(files, located);
  if (choices.length > 0) return smallestValue(files, choices[0]!, slug, depth + 1);
  const type = Array.isArray(s['type']) ? s['type'][0] : (s['type'] ?? (s['properties'] ? 'object' : s['items'] ? 'array' : 'string'));
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const fill = (keys: string[], from: Located) => {
        for (const key of keys.filter((k) => !(k in out))) {
          const c = child(files, from, key) ?? child(files, located, key);
          out[key] = c ? smallestValue(files, c, slug, depth + 1) : null;
        }
      };
      fill((s['required'] as string[] | undefined) ?? [], located);
      // allOf: [{ if, then }]: when the value so far meets the `if`, the `then` may require more.
      for (const rule of (s['allOf'] as Located['schema'][] | undefined) ?? []) {
        const then = rule['then'] as Located['schema'] | undefined;
        if (!rule['if'] || !then || !meetsIf(rule['if'] as Located['schema'], out)) continue;
        fill((then['required'] as string[] | undefined) ?? [], { schema: then, file: located.file });
      }
      return out;
    }
    case 'array': {
      const items = child(files, located, 0);
      const length = typeof s['minItems'] === 'number' ? s['minItems'] : 0;
      return items ? Array.from({ length }, () => smallestValue(files, items, slug, depth + 1)) : [];
    }
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? s['minimum'] : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      // An id (or anything shaped like one) gets the file's slug; other text its title.
      if ('x-id' in s || !matches(s['pattern'], titleOf(slug))) return slug;
      return typeof s['minLength'] === 'number' && s['minLength'] > 0 ? titleOf(slug) : '';
  }
}

/**
 * The text of new content file `rel` (relative to content/) of the kind `schemaPath` names (a workspace path such
 * as `schemas/<game>/army.schema.json`, one of `schemas`).
 */
export function newFileText(schemas: SchemaFiles, schemaPath: string, rel: string): string {
  const schema = schemas[schemaPath];
  if (!schema || !/^schemas\/[^/]+(\/[^/]+)*\.schema\.json$/.test(schemaPath)) throw new NewFileRefused(`no schema '${schemaPath}'`);
  const value = smallestValue(schemas, resolve(schemas, { schema: schema as Located['schema'], file: schemaPath }), slugOf(rel));
  // The file sits at content/<rel>: one '../' per folder up to the workspace root.
  const up = '../'.repeat(rel.split('/').length);
  return `# yaml-language-server: $schema=${up}${schemaPath}\n${stringify(value)}`;
}
