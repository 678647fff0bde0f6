/** Translations: status of each locale, and exchange with translators' tools through gettext PO files. */
export { translationStatus, keyState, type LocaleEntry, type LocaleStatus, type KeyStatus, type KeyState } from './translation-status.js';
export { gameLocales, gameStatus, gameContexts, type GameLocale } from './game-locales.js';
export { packageTranslations, type PackageTranslations } from './package-translations.js';
export {
  LOCALE_SCHEMA,
  isLocaleCode,
  localeFilePath,
  newLocaleText,
  localeData,
  applyTranslations,
  type LocaleData,
  type TranslationUpdate,
} from './locale-file.js';
export { exportPo, exportCatalog, GAME_HEADER, type ExportInput } from './po-export.js';
export { importPo, PoRefusedError, type ImportInput, type ImportResult, type SkippedEntry, type SkipReason } from './po-import.js';
export { parsePo, PoSyntaxError } from './po-parse.js';
export { formatPo, poEntry, headerValue, type PoCatalog, type PoEntry } from './po-file.js';
export { pluralForms } from './plural-forms.js';
export { stringContext } from './string-context.js';
export { formatLocaleStatus, statusData, LISTED_PER_STATE } from './status-text.js';
