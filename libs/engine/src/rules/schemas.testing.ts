/**
 * Loads the engine's rules-as-data schemas from schemas/common into a strict ajv, for tests that check
 * fixtures against the schemas the content pipeline uses.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';

const COMMON = fileURLToPath(new URL('../../../../schemas/common/', import.meta.url));

/** A strict ajv holding every schema of schemas/common, keyed by `$id`. */
export function commonSchemas(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  for (const k of ['x-id', 'x-id-scope', 'x-ref', 'x-i18n', 'x-hint', 'x-context', 'x-context-path']) ajv.addKeyword(k);
  for (const file of readdirSync(COMMON).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(COMMON + file, 'utf8')) as { $id: string };
    ajv.addSchema(schema, schema.$id.includes('/') ? schema.$id : `common/${schema.$id}`);
  }
  return ajv;
}
