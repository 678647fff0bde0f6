/**
 * Ids a file means to declare but that could not be read: an `x-id` value the schema rejected (a number, a list, a
 * name breaking the id pattern), or a required `x-id` property left out. Whichever name that id was, it is unknown
 * now, so references to it would each be an error for a mistake the schema already reported once.
 */
import type { ErrorObject } from 'ajv';

/** The collections of the ids the schema errors of one file left unread (`idPlaces`: pointer -> collection of every `x-id` value seen). */
export function unsettledIds(errors: readonly ErrorObject[], idPlaces: ReadonlyMap<string, string>): string[] {
  if (errors.length === 0) return [];
  const collections = new Set<string>();
  const rejected = new Set(errors.map((e) => e.instancePath));
  for (const [pointer, collection] of idPlaces) if (rejected.has(pointer)) collections.add(collection);
  for (const e of errors) {
    if (e.keyword !== 'required') continue;
    const properties = (e.parentSchema as { properties?: Record<string, { 'x-id'?: unknown }> } | undefined)?.properties;
    const collection = properties?.[(e.params as { missingProperty: string }).missingProperty]?.['x-id'];
    if (typeof collection === 'string') collections.add(collection);
  }
  return [...collections].sort();
}
