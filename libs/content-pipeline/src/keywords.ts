import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { DeclaredId, IdReference } from './types.js';

/** What the Armory keywords noticed while one file was validated, keyed by JSON Pointer. */
export interface Sightings {
  ids: Map<string, DeclaredId>;
  refs: Map<string, IdReference>;
  /** Translatable strings: pointer -> English text. */
  strings: Map<string, string>;
  /** `x-hint` of the schema that applied at each pointer (the outermost wins). */
  hints: Map<string, string>;
  /** `title` of the schema that applied at each pointer. */
  titles: Map<string, string>;
  /** Every value an `x-id` applied to, string or not: pointer -> collection (see `unsettledIds`). */
  idPlaces: Map<string, string>;
}

/** Fresh, empty sightings for one validation run. */
export function emptySightings(): Sightings {
  return { ids: new Map(), refs: new Map(), strings: new Map(), hints: new Map(), titles: new Map(), idPlaces: new Map() };
}

interface DataContext {
  instancePath: string;
}

/**
 * Registers the Armory keywords of docs/content-conventions.md. None of them fails validation: they record what
 * they see into `current()`, and the cross-checks judge it once every file of the game is read. A failed `anyOf`
 * branch may record too; entries are keyed by pointer, so a branch seen twice counts once.
 */
export function registerArmoryKeywords(ajv: Ajv2020, current: () => Sightings): void {
  ajv.addKeyword({ keyword: 'x-id-scope', schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'x-id',
    schemaType: 'string',
    errors: false,
    compile(collection: string, parent: Record<string, unknown>) {
      const scope = parent['x-id-scope'] === 'file' ? 'file' : 'game';
      return (data: unknown, cxt?: DataContext) => {
        if (cxt) current().idPlaces.set(cxt.instancePath, collection);
        if (typeof data === 'string' && cxt)
          current().ids.set(`${collection}\0${cxt.instancePath}`, { collection, scope, value: data, pointer: cxt.instancePath });
        return true;
      };
    },
  });
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    errors: false,
    compile(collection: string, _parent: unknown, it: { errSchemaPath: string }) {
      // Under `propertyNames` the value is each key of the map at `instancePath` (an attack table keyed by unit
      // type): every key is a reference of its own, at its own entry.
      const keys = it.errSchemaPath.endsWith('/propertyNames');
      return (data: unknown, cxt?: DataContext) => {
        if (typeof data !== 'string' || !cxt) return true;
        const pointer = keys ? `${cxt.instancePath}/${data.replace(/~/g, '~0').replace(/\//g, '~1')}` : cxt.instancePath;
        current().refs.set(`${collection}\0${pointer}`, { collection, value: data, pointer, ...(keys ? { atKey: true } : {}) });
        return true;
      };
    },
  });
  ajv.addKeyword({
    keyword: 'x-i18n',
    schemaType: 'boolean',
    errors: false,
    compile(on: boolean) {
      return (data: unknown, cxt?: DataContext) => {
        if (on && typeof data === 'string' && cxt) current().strings.set(cxt.instancePath, data);
        return true;
      };
    },
  });
  for (const [keyword, into] of [
    ['x-hint', 'hints'],
    ['x-title', 'titles'],
  ] as const) {
    ajv.addKeyword({
      keyword,
      schemaType: 'string',
      errors: false,
      compile(text: string) {
        return (_data: unknown, cxt?: DataContext) => {
          if (cxt) current()[into].set(cxt.instancePath, text);
          return true;
        };
      },
    });
  }
  // Annotations for tools, never checks: the picture (`x-preview`) or editor widget (`x-widget`) that shows a value,
  // named in the game's registry module, and the property that counts a value's printed copies (`x-copies`).
  ajv.addVocabulary(['x-preview', 'x-widget', 'x-copies']);
}
