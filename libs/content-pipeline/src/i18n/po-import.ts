import { sourceHash } from '../source-hash.js';
import type { TranslatableString } from '../types.js';
import { applyTranslations, isLocaleCode, localeData, newLocaleText, type TranslationUpdate } from './locale-file.js';
import { headerValue, type PoCatalog } from './po-file.js';
import { GAME_HEADER } from './po-export.js';
import { parse } from 'yaml';

/** A PO file that may not be imported at all (another game, another locale): nothing is written. */
export class PoRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'PoRefusedError';
  }
}

/** Why one PO entry was not applied. `fuzzy` and `untranslated` are normal work in progress; the rest mean the PO does not fit the content. */
export type SkipReason = 'fuzzy' | 'untranslated' | 'unknown-key' | 'outdated' | 'no-key' | 'plural';

/** One PO entry left out, with its line in the PO file. */
export interface SkippedEntry {
  line: number;
  key: string | undefined;
  reason: SkipReason;
  message: string;
}

/** What an import did, or would do: the new locale file text and an account of every entry. */
export interface ImportResult {
  locale: string;
  /** The locale file's new text, or null when nothing changed (then nothing should be written). */
  text: string | null;
  /** True when there was no locale file and `text` creates one. */
  created: boolean;
  /** Translations written (new, changed, or reviewed: a stale one whose fuzzy flag the translator cleared). */
  applied: { key: string; text: string; line: number }[];
  /** Entries whose translation the locale file already held, unchanged. */
  unchanged: number;
  skipped: SkippedEntry[];
  /** Set when the PO names no game (no X-Armory-Game header): its keys were matched against this game anyway. */
  note?: string;
}

/** What `importPo` needs: the game, its English strings, the parsed PO, and the locale file's text (null if none). */
export interface ImportInput {
  game: string;
  strings: readonly TranslatableString[];
  po: PoCatalog;
  /** The PO file's name, for messages. */
  poFile: string;
  /** The locale to import into; defaults to the PO's Language header, and must agree with it when both are given. */
  locale?: string;
  /** The current text of content/<game>/i18n/<locale>.yaml, or null when it does not exist yet. */
  localeText: (locale: string) => string | null;
}

/** `pl_PL` (gettext) and `pl-PL` (BCP 47) name the same locale; the locale files use the second. */
function normalizeLocale(language: string): string {
  const [lang, region] = language.trim().split(/[-_]/);
  return region === undefined ? lang!.toLowerCase() : `${lang!.toLowerCase()}-${region.toUpperCase()}`;
}

function decideLocale(input: ImportInput): string {
  const header = headerValue(input.po, 'Language');
  const fromPo = header ? normalizeLocale(header) : undefined;
  const line = input.po.headerLine ?? 1;
  const language = fromPo?.split('-')[0];
  // --locale pl takes a PO for pl_PL: the caller chose the file; any other difference is a mistake.
  if (input.locale && fromPo && input.locale !== fromPo && input.locale !== language) {
    throw new PoRefusedError(
      input.poFile,
      line,
      `the PO is for language '${header}', not '${input.locale}'; import it without --locale or fix its Language header`,
    );
  }
  const locale = input.locale ?? fromPo;
  if (!locale) throw new PoRefusedError(input.poFile, line, 'the PO has no Language header; say which locale it is with --locale');
  if (!isLocaleCode(locale)) throw new PoRefusedError(input.poFile, line, `'${locale}' is not a locale code like pl or pt-BR`);
  // A tool that wrote pl_PL where we exported pl should not quietly start a second Polish file.
  if (!input.locale && language && language !== locale && input.localeText(locale) === null && input.localeText(language) !== null) {
    throw new PoRefusedError(
      input.poFile,
      line,
      `the PO is for '${header}', which has no locale file, but '${language}' has one: say --locale ${language} to import into it, or --locale ${locale} to start ${locale}`,
    );
  }
  return locale;
}

/**
 * Merges a translated PO into a locale file. Only translations change; comments and order in the YAML stay. An
 * entry is applied only when its msgctxt names a current key, its msgid is the current English, and it is neither
 * fuzzy nor empty; everything else is listed in `skipped`. A PO naming another game or locale is refused whole.
 */
export function importPo(input: ImportInput): ImportResult {
  const game = headerValue(input.po, GAME_HEADER);
  if (game !== undefined && game !== input.game) {
    throw new PoRefusedError(
      input.poFile,
      input.po.headerLine ?? 1,
      `the PO is for game '${game}' (${GAME_HEADER} header), not '${input.game}'`,
    );
  }
  const locale = decideLocale(input);
  const existing = input.localeText(locale);
  const entries = existing === null ? new Map() : localeData(parse(existing)).entries;
  const english = new Map(input.strings.map((s) => [s.key, s.text]));
  const result: ImportResult = { locale, text: null, created: false, applied: [], unchanged: 0, skipped: [] };
  if (game === undefined) result.note = `the PO names no game (no ${GAME_HEADER} header); its keys were matched against '${input.game}'`;
  const updates: TranslationUpdate[] = [];
  const skip = (line: number, key: string | undefined, reason: SkipReason, message: string) =>
    result.skipped.push({ line, key, reason, message });
  for (const e of input.po.entries) {
    if (e.obsolete) continue;
    const key = e.msgctxt;
    const translation = e.msgstr[0] ?? '';
    if (key === undefined) {
      skip(e.line, key, 'no-key', `entry "${e.msgid}" has no msgctxt, so it names no translation key`);
    } else if (e.msgidPlural !== undefined) {
      skip(e.line, key, 'plural', `'${key}' is a plural entry; Armory texts have no plural forms`);
    } else if (!english.has(key)) {
      skip(e.line, key, 'unknown-key', `'${key}' names no translatable text in ${input.game}`);
    } else if (english.get(key) !== e.msgid) {
      skip(
        e.line,
        key,
        'outdated',
        `the English of '${key}' is now "${english.get(key)}", the PO has "${e.msgid}"; export again and translate the new text`,
      );
    } else if (translation === '') {
      skip(e.line, key, 'untranslated', `'${key}' has no translation in the PO`);
    } else if (e.flags.includes('fuzzy')) {
      skip(e.line, key, 'fuzzy', `'${key}' is marked fuzzy; clear the flag once the translation is checked`);
    } else {
      const source = sourceHash(e.msgid);
      const now = entries.get(key);
      if (now && now.text === translation && now.source === source) result.unchanged++;
      else {
        updates.push({ key, text: translation, source, english: e.msgid });
        result.applied.push({ key, text: translation, line: e.line });
      }
    }
  }
  if (updates.length > 0) {
    result.created = existing === null;
    result.text = applyTranslations(existing ?? newLocaleText(locale), updates);
  }
  return result;
}
