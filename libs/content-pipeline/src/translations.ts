import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import { describeValue } from './schema-messages.js';
import { pointerSegments, toPointer, valueAt } from './pointer.js';
import { locate, locateKey } from './positions.js';
import { sourceHash } from './source-hash.js';
import { closestWord } from './suggest.js';
import type { GameReport, LoadedFile, TranslatableString } from './types.js';

/** The kind of every `i18n/<locale>.yaml` file. */
export const LOCALE_KIND = 'locale';

function idOf(node: unknown): string | undefined {
  const id = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)['id'] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A translatable string's key: the ids of its enclosing objects (outermost first; the file's kind when the root
 * has no id), then the path from the innermost of them to the string.
 * @example translationKey({ id: 'hh', tiles: [{ id: 'wolf', name: 'Wolf' }] }, 'army', ['tiles', '0', 'name']) // 'hh.wolf.name'
 */
export function translationKey(data: unknown, kind: string, segments: readonly string[]): string {
  const parts = [idOf(data) ?? kind];
  let tailFrom = 0;
  for (let n = 1; n < segments.length; n++) {
    const id = idOf(valueAt(data, segments.slice(0, n)));
    if (id !== undefined) {
      parts.push(id);
      tailFrom = n;
    }
  }
  return [...parts, ...segments.slice(tailFrom)].join('.');
}

/** Every translatable English string of the game, with its key and place. */
export function translatableStrings(report: Pick<GameReport, 'files'>): TranslatableString[] {
  return report.files.filter((f) => f.kind !== LOCALE_KIND).flatMap((f) => f.findings.strings);
}

interface LocaleEntry {
  text?: unknown;
  source?: unknown;
}

/** Whether two keys differ in exactly one of their dot-separated words (`army.wolf.name`, `army.cracker.name`). */
function oneWordApart(a: string, b: string): boolean {
  const x = a.split('.');
  const y = b.split('.');
  return x.length === y.length && x.filter((word, i) => word !== y[i]).length === 1;
}

/** A dangling key's word a rename explains: the word (`value`), what it became, and the text's key it became. */
interface RenamedWord {
  value: string;
  renamedTo: string;
  key: string;
}

/** Where two keys one word apart differ: the word in `a`, the word in `b`, and `b`. */
function wordChanged(a: string, b: string): RenamedWord {
  const x = a.split('.');
  const y = b.split('.');
  const i = x.findIndex((word, n) => word !== y[n]);
  return { value: x[i]!, renamedTo: y[i]!, key: b };
}

/**
 * The one word of a dangling key that a rename explains, and what it became: where it differs from `guess`, or
 * else from every text's key one word apart, when they all agree.
 */
function renamedWord(key: string, guess: string | undefined, keys: Iterable<string>): RenamedWord | undefined {
  if (guess !== undefined && oneWordApart(key, guess)) return wordChanged(key, guess);
  const changes = new Set<string>();
  let found: RenamedWord | undefined;
  for (const other of keys) {
    if (!oneWordApart(key, other)) continue;
    found = wordChanged(key, other);
    changes.add(`${found.value}\0${found.renamedTo}`);
  }
  return changes.size === 1 ? found : undefined;
}

/**
 * Duplicate keys and every locale file's entries against the English: dangling is an error, missing or stale a warning.
 * `duplicateIds`: the unique-id errors already reported; the texts inside a thing whose id repeats another's share
 * its keys, and saying so again would be a second error for one mistake; so would its old keys, left dangling in
 * the locales by the renaming, while the duplicate stands.
 */
export function checkTranslations(files: readonly LoadedFile[], duplicateIds: readonly Diagnostic[] = []): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const english = new Map<string, TranslatableString>();
  const fileByPath = new Map(files.map((f) => [f.path, f]));
  /** Keys of the texts inside a thing whose id repeats another's. */
  const renamed: string[] = [];
  for (const s of translatableStrings({ files: [...files] })) {
    const first = english.get(s.key);
    if (!first) {
      english.set(s.key, s);
      continue;
    }
    const insideDuplicate = duplicateIds.some((d) => d.file === s.file && s.pointer.startsWith(`${d.pointer.replace(/\/[^/]*$/, '')}/`));
    if (insideDuplicate) {
      renamed.push(s.key);
      continue;
    }
    const file = fileByPath.get(s.file)!;
    const message = `two texts share the translation key '${s.key}' (the other is at ${first.file}:${first.line}); give the enclosing things distinct ids`;
    diagnostics.push(
      diagnosticAt(file, locate(file.doc, file.lineCounter, pointerSegments(s.pointer)), s.pointer, message, 'i18n-duplicate-key'),
    );
  }
  // A content file that could not be read declares no strings, so its translations would all look dangling: one
  // mistake reported again per key. While one is unread, only keys under a prefix some read file owns are judged.
  const unread = files.some((f) => f.kind !== LOCALE_KIND && !f.path.includes('/i18n/') && (f.data === undefined || f.kind === null));
  const prefixes = new Set([...english.keys()].map((key) => key.split('.')[0]));
  // A file with an id the schema rejected keys that thing's texts without it: its old keys wait with its error.
  const unsettled = new Set(files.filter((f) => f.findings.unsettledIds?.length && f.kind !== null).map((f) => idOf(f.data) ?? f.kind!));
  const judged = (key: string) => (!unread || prefixes.has(key.split('.')[0])) && !unsettled.has(key.split('.')[0]!);
  // Ids the schema rejected (a name breaking the id pattern) still key their texts; keys they changed wait too.
  const rejectedIds = new Set(
    files.flatMap((f) => {
      const faulted = new Set(f.findings.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer));
      return f.findings.ids.filter((id) => faulted.has(id.pointer)).map((id) => id.value);
    }),
  );
  // An English text the schema rejected (an empty name) is that error's to tell: its translation going stale follows from it.
  const faultedTexts = new Set(
    files.flatMap((f) => f.findings.diagnostics.filter((d) => d.severity === 'error').map((d) => `${f.path}#${d.pointer}`)),
  );
  for (const file of files.filter((f) => f.kind === LOCALE_KIND)) {
    const data = file.data as { locale?: unknown; entries?: Record<string, LocaleEntry> } | undefined;
    const entries = data?.entries;
    if (!entries || typeof entries !== 'object') continue;
    const locale = typeof data.locale === 'string' ? data.locale : 'this locale';
    /** Texts' keys a dangling key of this locale was renamed to. */
    const moved = new Set<string>();
    for (const [key, entry] of Object.entries(entries)) {
      const source = english.get(key);
      if (!source) {
        if (!judged(key)) continue;
        // A thing renamed to an id already taken left its old keys behind: the duplicate id says it once.
        if (renamed.some((k) => oneWordApart(k, key))) continue;
        const guess = closestWord(key, english.keys());
        // A word the key shares with no text but a rename explains (an id renamed): one error for every key naming it.
        const word = renamedWord(key, guess, english.keys());
        // Its text is translated, under the old key: the new key is not missing a translation too.
        if (word) moved.add(word.key);
        if (word && (rejectedIds.has(word.renamedTo) || unsettled.has(word.renamedTo))) continue;
        const message = `translation key '${key}' names no translatable text${guess ? ` (did you mean '${guess}'?)` : ''}`;
        const at = locateKey(file.doc, file.lineCounter, ['entries', key]);
        const diagnostic = diagnosticAt(file, at, toPointer(['entries', key]), message, 'i18n-dangling');
        // Else a first word no text's key has any more (a file of texts gone): one error for every key under it.
        const first = key.split('.')[0]!;
        const name = word ? { value: word.value, renamedTo: word.renamedTo } : prefixes.has(first) ? undefined : { value: first };
        diagnostics.push(name ? { ...diagnostic, unknownName: { ...name, place: `translation key '${key}'` } } : diagnostic);
        continue;
      }
      const hash = sourceHash(source.text);
      // A source that is not text (or not there) is the schema's one error; calling it stale too would say it twice.
      const faulted = faultedTexts.has(`${source.file}#${source.pointer}`);
      if (entry && typeof entry === 'object' && typeof entry.source === 'string' && entry.source !== hash && !faulted) {
        const segments = ['entries', key, 'source'];
        const message = `${locale} translation of '${key}' is stale: the English is now ${describeValue(source.text)} (${source.file}:${source.line}); check the text, then mark it reviewed (the editor's Translations page, or a PO file's fuzzy flag cleared and imported; in the YAML, source: "${hash}")`;
        diagnostics.push(
          diagnosticAt(file, locate(file.doc, file.lineCounter, segments), toPointer(segments), message, 'i18n-stale', 'warning'),
        );
      }
    }
    // One summary per locale: the full list is what `armory i18n` status is for, and 80 lines would bury real errors.
    const missing = [...english.keys()].filter((key) => !(key in entries) && !moved.has(key));
    if (missing.length > 0) {
      const shown = missing
        .slice(0, 5)
        .map((k) => `'${k}'`)
        .join(', ');
      const message = `${missing.length} of ${english.size} texts have no ${locale} translation: ${shown}${missing.length > 5 ? ', ...' : ''}`;
      diagnostics.push(
        diagnosticAt(file, locateKey(file.doc, file.lineCounter, ['entries']), '/entries', message, 'i18n-missing', 'warning'),
      );
    }
  }
  return diagnostics;
}
