import type { Army, Rules } from '@armory/content-neuroshima-hex';
import type { NeuroshimaContent } from './content.js';

/** What `import { armies, rules } from '@armory/content-neuroshima-hex'` gives. */
export interface PackageContent {
  armies: Readonly<Record<string, Army>>;
  rules: Rules;
}

/**
 * The typed content package's values as this game's `setup` takes them.
 * The cast is the one place where the generated interfaces meet the game's structural content types, which read
 * ability parameters through an index signature the generated interfaces do not declare; the data is the same.
 * @example neuroshimaHex.setup(contentFromPackage({ armies, rules }), { armies: ['hell-hounds', 'troglodytes'] }, 42)
 */
export function contentFromPackage(content: PackageContent): NeuroshimaContent {
  return { armies: content.armies, rules: content.rules } as unknown as NeuroshimaContent;
}
