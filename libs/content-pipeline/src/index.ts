/** @armory/content-pipeline: read content YAML with positions, validate it, cross-check it. Browser-safe (no node:). */
export { createValidator, kindOfSchema, type Validator, type ValidatorOptions } from './validator.js';
export {
  formatDiagnostic,
  codeFrame,
  countDiagnostics,
  plural,
  DIAGNOSTICS_PER_FILE,
  type Diagnostic,
  type Severity,
} from './diagnostic.js';
export { translatableStrings, translationKey, LOCALE_KIND } from './translations.js';
export { sourceHash } from './source-hash.js';
export { closestWord, listKnown } from './suggest.js';
export { MAX_FILE_CHARS } from './source.js';
export { MAX_ALIAS_NODES, MAX_NESTING } from './document-limits.js';
export { CHECKS_KIND, type Check } from './checks.js';
export { gameContent, NOT_CONTENT, type GameContent } from './content-data.js';
export type { SourceFile, LoadedFile, GameReport, FileFindings, DeclaredId, IdReference, TranslatableString } from './types.js';
export * from './i18n/index.js';
