/** @armory/content-pipeline: read content YAML with positions, validate it, cross-check it. Browser-safe (no node:). */
export { createValidator, kindOfSchema, type Validator } from './validator.js';
export { formatDiagnostic, codeFrame, countDiagnostics, DIAGNOSTICS_PER_FILE, type Diagnostic, type Severity } from './diagnostic.js';
export { translatableStrings, translationKey, LOCALE_KIND } from './translations.js';
export { sourceHash } from './source-hash.js';
export { MAX_FILE_CHARS, MAX_ALIAS_COUNT } from './source.js';
export { CHECKS_KIND, type Check } from './checks.js';
export { gameContent, NOT_CONTENT, type GameContent } from './content-data.js';
export type { SourceFile, LoadedFile, GameReport, FileFindings, DeclaredId, IdReference, TranslatableString } from './types.js';
export * from './i18n/index.js';
