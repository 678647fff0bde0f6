/**
 * The keywords that tie rules data to the situation it is read in (docs/content-authoring.md, "Tables and their
 * context"): `x-context` on a table (or any value holding conditions and modifiers) names the schema of its
 * context; `x-context-path` on a condition's or operand's `path` marks it as a read of that context, listing the
 * sibling operators whose values must be values of the field read. Like the other Armory keywords they never fail
 * validation themselves: they record what they see, and `checkContextReads` judges it.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { resolveFrom } from '../workspace-path.js';

/** What the context keywords saw in one file, by JSON Pointer. */
export interface ContextSightings {
  /** Values that declare a context: pointer -> workspace path of the context schema. */
  contexts: Map<string, string>;
  /** Context reads: pointer of the `path` value -> the path and the operators compared with the field. */
  paths: Map<string, { path: string; compared: readonly string[] }>;
}

/** Fresh, empty sightings for one file. */
export function emptyContextSightings(): ContextSightings {
  return { contexts: new Map(), paths: new Map() };
}

interface DataContext {
  instancePath: string;
}

/** Registers `x-context` and `x-context-path` on `ajv`; each records into `current()`. */
export function registerContextKeywords(ajv: Ajv2020, current: () => ContextSightings): void {
  ajv.addKeyword({
    keyword: 'x-context',
    schemaType: 'string',
    errors: false,
    compile(relative: string, _parent: unknown, it: { baseId?: string }) {
      // Schemas carry their workspace path as $id, so the context schema resolves as it sits on disk.
      const schemaPath = resolveFrom(String(it.baseId ?? '').split('#')[0] ?? '', relative);
      return (_data: unknown, cxt?: DataContext) => {
        if (cxt) current().contexts.set(cxt.instancePath, schemaPath);
        return true;
      };
    },
  });
  ajv.addKeyword({
    keyword: 'x-context-path',
    schemaType: 'array',
    errors: false,
    compile(compared: string[]) {
      return (data: unknown, cxt?: DataContext) => {
        if (typeof data === 'string' && cxt) current().paths.set(cxt.instancePath, { path: data, compared });
        return true;
      };
    },
  });
}
