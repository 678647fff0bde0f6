/**
 * The text of a new content file: the modeline naming its schema, then the smallest value the schema asks for
 * (`starter`, as a new list item gets), with ids and texts taken from the file's name. Knows no game.
 */
import { stringify } from 'yaml';
import { resolve, type Located, type Schema, type SchemaFiles } from '$lib/form/schema.js';
import { starter } from '$lib/form/shape.js';
import { checkKindFolder } from './kind-folder.js';

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

/** A new file's text with no default: an id (or anything shaped like one) gets the file's slug, other required text its title. */
function textFor(slug: string) {
  return (s: Schema): string => {
    if ('x-id' in s || !matches(s['pattern'], titleOf(slug))) return slug;
    return typeof s['minLength'] === 'number' && s['minLength'] > 0 ? titleOf(slug) : '';
  };
}

/**
 * The text of new content file `rel` (relative to content/) of the kind `schemaPath` names (a workspace path such
 * as `schemas/<game>/army.schema.json`, one of `schemas`).
 */
export function newFileText(schemas: SchemaFiles, schemaPath: string, rel: string): string {
  const schema = schemas[schemaPath];
  if (!schema || !/^schemas\/[^/]+(\/[^/]+)*\.schema\.json$/.test(schemaPath)) throw new NewFileRefused(`no schema '${schemaPath}'`);
  checkKindFolder(schemaPath, rel);
  const value = starter(schemas, resolve(schemas, { schema: schema as Located['schema'], file: schemaPath }), textFor(slugOf(rel)));
  // The file sits at content/<rel>: one '../' per folder up to the workspace root.
  const up = '../'.repeat(rel.split('/').length);
  return `# yaml-language-server: $schema=${up}${schemaPath}\n${stringify(value)}`;
}
