/**
 * The translations a game's content package carries: `armory build` writes them beside the content, and the
 * package exports them. Only translations made from the current English go in: a stale one (the English changed
 * since) or a missing one is left out, so a program falls back to the English rather than show a name translated
 * from other words.
 */
import { translatableStrings } from '../translations.js';
import type { GameReport } from '../types.js';
import { gameLocales } from './game-locales.js';
import { translationStatus } from './translation-status.js';

export interface PackageTranslations {
  /** Every translation key of the content, in content order (`hell-hounds.wolf.name`). */
  keys: string[];
  /** By locale, then key: the current translations. */
  locales: Record<string, Record<string, string>>;
}

/**
 * A validated game's translations for its content package.
 * @example packageTranslations(report).locales.pl['wolves.wolf.name'] // 'Wilk'
 */
export function packageTranslations(report: Pick<GameReport, 'game' | 'files'>): PackageTranslations {
  const strings = translatableStrings(report);
  const locales: Record<string, Record<string, string>> = {};
  for (const { locale, entries } of gameLocales(report))
    locales[locale] = Object.fromEntries(translationStatus(locale, strings, entries).done.map((k) => [k.key, k.text!]));
  return { keys: strings.map((s) => s.key), locales };
}
