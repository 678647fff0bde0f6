import { sourceHash } from '../source-hash.js';
import type { TranslatableString } from '../types.js';

/** One translation as a locale file holds it. */
export interface LocaleEntry {
  /** The translated text. */
  text: string;
  /** `sourceHash` of the English this translation was made from. */
  source: string;
}

/** Where one translatable key stands in one locale. */
export type KeyState = 'done' | 'missing' | 'stale' | 'orphaned';

/** One key of a status report, with the English and the translation where there are any. */
export interface KeyStatus {
  key: string;
  state: KeyState;
  /** The current English (absent for an orphaned key: its string is gone from the content). */
  english?: string;
  /** The translation (absent for a missing key). */
  text?: string;
  /** Content file and line of the English string (absent for an orphaned key). */
  file?: string;
  line?: number;
}

/** How far one locale is: counts and the keys in each state, in content order (orphans last, by key). */
export interface LocaleStatus {
  locale: string;
  /** Number of translatable strings in the content. */
  total: number;
  done: KeyStatus[];
  missing: KeyStatus[];
  stale: KeyStatus[];
  orphaned: KeyStatus[];
}

/**
 * The state of one key: missing when the locale has no entry for it, stale when the entry's `source` is not the
 * hash of the current English, else done. The same rule as the pipeline's `i18n-missing` / `i18n-stale` warnings
 * (an empty text is the schema's error, not a state here).
 * @example keyState('Wolf', { text: 'Wilk', source: sourceHash('Wolf') }) // 'done'
 */
export function keyState(english: string, entry: LocaleEntry | undefined): 'done' | 'missing' | 'stale' {
  if (!entry) return 'missing';
  return entry.source === sourceHash(english) ? 'done' : 'stale';
}

/**
 * Compares a locale's entries with the content's translatable strings.
 * @example translationStatus('pl', strings, new Map([['hell-hounds.wolf.name', { text: 'Wilk', source: 'ea858afb' }]]))
 */
export function translationStatus(
  locale: string,
  strings: readonly TranslatableString[],
  entries: ReadonlyMap<string, LocaleEntry>,
): LocaleStatus {
  const status: LocaleStatus = { locale, total: strings.length, done: [], missing: [], stale: [], orphaned: [] };
  const known = new Set<string>();
  for (const s of strings) {
    known.add(s.key);
    const entry = entries.get(s.key);
    const state = keyState(s.text, entry);
    const item: KeyStatus = { key: s.key, state, english: s.text, file: s.file, line: s.line };
    if (entry && state !== 'missing') item.text = entry.text;
    status[state].push(item);
  }
  const orphans = [...entries.keys()].filter((key) => !known.has(key)).sort();
  for (const key of orphans) status.orphaned.push({ key, state: 'orphaned', text: entries.get(key)!.text });
  return status;
}
