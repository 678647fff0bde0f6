/**
 * A game's catalog of ability or effect kinds, held together: the content lists each kind, a parameter schema
 * shapes its uses, and one code module gives it meaning. A kind missing from any of the three is a forgotten
 * registration: content that validates but does nothing in play, or code no content can reach.
 */

/** Where a game's catalog lives: declared on its registry module (`GameModule.catalogs`). */
export interface EffectCatalog {
  /** What one entry is called in messages ("ability", "effect"). */
  noun: string;
  /** The kind of content file that lists the entries, and a wildcard JSON Pointer to each entry's id. */
  content: { kind: string; ids: string };
  /** The folder under `schemas/<game>/` holding `<id>.schema.json`, the parameters of each entry. */
  schemas: string;
  /** The ids the game's code gives meaning to. */
  meanings: readonly string[];
}

/**
 * Every way the three lists disagree, in words; empty when content, schemas and code name the same ids.
 * @example catalogGaps(catalog, { content: ['swap', 'tug'], schemas: ['swap', 'tug'] }) // [] when the code means both
 */
export function catalogGaps(catalog: EffectCatalog, found: { content: readonly string[]; schemas: readonly string[] }): string[] {
  const content = new Set(found.content);
  const schemas = new Set(found.schemas);
  const meanings = new Set(catalog.meanings);
  const all = [...new Set([...content, ...schemas, ...meanings])].sort();
  const gaps: string[] = [];
  for (const id of all) {
    const missing = [
      content.has(id) ? '' : `no entry in the ${catalog.content.kind} content (${catalog.content.ids})`,
      schemas.has(id) ? '' : `no parameter schema ${catalog.schemas}/${id}.schema.json`,
      meanings.has(id) ? '' : 'no code module that gives it meaning',
    ].filter(Boolean);
    if (missing.length > 0) gaps.push(`${catalog.noun} '${id}' has ${missing.join(', ')}`);
  }
  return gaps;
}
