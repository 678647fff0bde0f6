import { translatableStrings, LOCALE_KIND } from '../translations.js';
import type { GameReport } from '../types.js';
import { basenameOf } from '../workspace-path.js';
import { localeData, localeFilePath } from './locale-file.js';
import { stringContext } from './string-context.js';
import { translationStatus, type LocaleEntry, type LocaleStatus } from './translation-status.js';

/** One locale file of a game as the pipeline loaded it. */
export interface GameLocale {
  /** The locale, from the file name (`i18n/pl.yaml` -> `pl`). */
  locale: string;
  /** Workspace path of the file. */
  path: string;
  entries: Map<string, LocaleEntry>;
}

/**
 * The locale files of a validated game (`content/<game>/i18n/<locale>.yaml`), by locale.
 * @example gameLocales(report).map((l) => l.locale) // ['pl']
 */
export function gameLocales(report: Pick<GameReport, 'game' | 'files'>): GameLocale[] {
  return report.files
    .filter((f) => f.kind === LOCALE_KIND && f.path === localeFilePath(report.game, basenameOf(f.path).replace(/\.ya?ml$/, '')))
    .map((f) => ({ locale: basenameOf(f.path).replace(/\.ya?ml$/, ''), path: f.path, entries: localeData(f.data).entries }))
    .sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0));
}

/**
 * Status of every locale of a game, or of one (an absent locale counts as all missing, as a new one would).
 * @example gameStatus(report, 'pl')[0].stale.length // 0
 */
export function gameStatus(report: Pick<GameReport, 'game' | 'files'>, locale?: string): LocaleStatus[] {
  const strings = translatableStrings(report);
  const locales = gameLocales(report);
  if (locale !== undefined) {
    const found = locales.find((l) => l.locale === locale);
    return [translationStatus(locale, strings, found?.entries ?? new Map())];
  }
  return locales.map((l) => translationStatus(l.locale, strings, l.entries));
}

/** For each translation key of the game, where its string sits (`army 'hh' > tiles 'wolf' > name`), for PO comments. */
export function gameContexts(report: Pick<GameReport, 'files'>): Map<string, string> {
  const contexts = new Map<string, string>();
  for (const file of report.files) {
    if (file.kind === null || file.kind === LOCALE_KIND) continue;
    for (const s of file.findings.strings) contexts.set(s.key, stringContext(file.data, file.kind, s.pointer));
  }
  return contexts;
}
