/**
 * The translate page's server side: one locale of one game as rows to edit, saves of edited rows, and PO export and
 * import. All of it goes through the same pipeline functions as `armory i18n`, and every write is hash-checked.
 */
import {
  applyTranslations,
  exportPo,
  gameContexts,
  gameLocales,
  gameStatus,
  importPo,
  isLocaleCode,
  localeFilePath,
  newLocaleText,
  parsePo,
  PoRefusedError,
  PoSyntaxError,
  sourceHash,
  translatableStrings,
  type ImportResult,
  type KeyState,
  type LocaleStatus,
} from '@armory/content-pipeline';
import { listGames, validateWorkspace } from '@armory/content-pipeline/node';
import { createContentFile, readContentFile, saveContentFile, SaveConflict } from './content-file.js';
import { PathRefused } from './content-path.js';

const CONTENT = 'content/';
const BOM = '\uFEFF';

/** A request the translate page cannot serve, with its HTTP status and a plain reason. */
export class TranslationRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** One text on the translate page. */
export interface TranslationRow {
  key: string;
  state: KeyState;
  /** The current English ('' for an orphaned key). */
  english: string;
  /** The translation ('' when missing). */
  text: string;
  /** Where the text sits, e.g. `army 'hell-hounds' > tiles 'wolf' > name`. */
  context: string;
}

/** One locale of one game, as the translate page shows it. */
export interface LocaleView {
  game: string;
  locale: string;
  rows: TranslationRow[];
  counts: Record<KeyState, number> & { total: number };
  /** Version hash of the locale file, or null when it does not exist yet (the first save creates it). */
  hash: string | null;
}

async function checkedGame(root: string, game: string, locale: string) {
  if (!(await listGames(root)).includes(game)) throw new TranslationRefused(404, `no game '${game}' in content/`);
  if (!isLocaleCode(locale)) throw new TranslationRefused(400, `'${locale}' is not a locale code like pl or pt-BR`);
  const report = validateWorkspace(root, [`content/${game}`]).reports[0]!;
  return report;
}

/** A locale file as read: its text for the pipeline (without a BOM), its version hash and whether it had a BOM. */
interface LocaleFile {
  text: string;
  hash: string;
  bom: boolean;
}

/** The locale file, or null when there is none; read through the editor's path rules (no symlinks out). */
async function readLocale(root: string, game: string, locale: string): Promise<LocaleFile | null> {
  try {
    const file = await readContentFile(root, localeFilePath(game, locale).slice(CONTENT.length));
    const bom = file.text.startsWith(BOM);
    return { text: bom ? file.text.slice(BOM.length) : file.text, hash: file.hash, bom };
  } catch (error) {
    if (error instanceof PathRefused && error.status === 404) return null;
    if (error instanceof PathRefused) throw new TranslationRefused(error.status, error.message);
    throw error;
  }
}

/** The locales a game has files for, each with its counts (the game is validated once). */
export async function localeSummaries(root: string, game: string): Promise<{ locale: string; counts: LocaleView['counts'] }[]> {
  if (!(await listGames(root)).includes(game)) throw new TranslationRefused(404, `no game '${game}' in content/`);
  return gameStatus(validateWorkspace(root, [`content/${game}`]).reports[0]!).map((s) => ({ locale: s.locale, counts: countsOf(s) }));
}

function countsOf(s: LocaleStatus): LocaleView['counts'] {
  return { total: s.total, done: s.done.length, missing: s.missing.length, stale: s.stale.length, orphaned: s.orphaned.length };
}

/** Every text of the game with its translation and state in `locale`, orphans last. */
export async function localeView(root: string, game: string, locale: string): Promise<LocaleView> {
  const report = await checkedGame(root, game, locale);
  const [status] = gameStatus(report, locale);
  const contexts = gameContexts(report);
  const byKey = new Map([...status!.done, ...status!.missing, ...status!.stale].map((k) => [k.key, k]));
  const rows: TranslationRow[] = translatableStrings(report).map((s) => {
    const k = byKey.get(s.key)!;
    return { key: s.key, state: k.state, english: s.text, text: k.text ?? '', context: contexts.get(s.key) ?? '' };
  });
  for (const k of status!.orphaned) rows.push({ key: k.key, state: 'orphaned', english: '', text: k.text ?? '', context: '' });
  const file = await readLocale(root, game, locale);
  return { game, locale, rows, counts: countsOf(status!), hash: file?.hash ?? null };
}

/** Writes the locale file: creates it when `current` is null, else saves over the version read (keeping its BOM). */
async function write(root: string, game: string, locale: string, current: LocaleFile | null, text: string): Promise<string> {
  const rel = localeFilePath(game, locale).slice(CONTENT.length);
  try {
    if (current === null) return (await createContentFile(root, rel, text)).hash;
    return (await saveContentFile(root, rel, current.bom ? BOM + text : text, current.hash)).hash;
  } catch (error) {
    if (error instanceof SaveConflict) throw new TranslationRefused(409, error.message);
    if (error instanceof PathRefused && error.status === 409)
      throw new TranslationRefused(409, 'someone created this locale file meanwhile; reload to see it');
    if (error instanceof PathRefused) throw new TranslationRefused(error.status, error.message);
    throw error;
  }
}

/** One edited row sent by the page: the English it was translated from, and the translation. */
export interface RowEdit {
  key: string;
  english: string;
  text: string;
  /**
   * The translation as the page loaded it ('' for none). With it, a save after another (a second tab's) goes onto
   * the file as it is now, unless this row was translated differently there too; without it, such a save is refused.
   */
  was?: string;
}

/** Each key's translation in the locale file as `report` read it ('' when it has none). */
function translationsNow(report: Awaited<ReturnType<typeof checkedGame>>, locale: string): Map<string, string> {
  const [status] = gameStatus(report, locale);
  const keys = status ? [...status.done, ...status.missing, ...status.stale, ...status.orphaned] : [];
  return new Map(keys.map((k) => [k.key, k.text ?? '']));
}

/**
 * Saves edited rows (a stale row sent back unchanged counts as reviewed). A row whose English changed since the
 * page loaded, or whose key is gone, is refused with the others untouched: nothing is saved. When the locale file
 * changed on disk since the page loaded (another tab saved other rows), this page's rows are put onto the file as it
 * is now; only a row whose translation changed there too is refused, naming it, and then nothing is saved.
 */
export async function saveRows(
  root: string,
  game: string,
  locale: string,
  baseHash: string | null,
  edits: RowEdit[],
): Promise<{ hash: string; saved: number }> {
  // Read before the game is validated: a write in between then fails the save's own hash check, never slips past.
  const current = await readLocale(root, game, locale);
  const report = await checkedGame(root, game, locale);
  const english = new Map(translatableStrings(report).map((s) => [s.key, s.text]));
  for (const e of edits) {
    if (!english.has(e.key)) throw new TranslationRefused(422, `'${e.key}' names no text of ${game} any more; reload`);
    if (english.get(e.key) !== e.english)
      throw new TranslationRefused(409, `the English of '${e.key}' changed to "${english.get(e.key)}" since the page loaded; reload`);
    if (e.text.trim() === '') throw new TranslationRefused(422, `the translation of '${e.key}' is empty; leave it untranslated instead`);
  }
  if ((current?.hash ?? null) !== baseHash) {
    const now = translationsNow(report, locale);
    const clashes = edits.filter((e) => e.was === undefined || ![e.was, e.text].includes(now.get(e.key) ?? ''));
    if (clashes.some((e) => e.was === undefined))
      throw new TranslationRefused(409, 'the locale file changed on disk since the page loaded; nothing was overwritten');
    if (clashes.length > 0) {
      const named = clashes.map((e) => `'${e.key}' (now "${now.get(e.key) ?? ''}")`).join(', ');
      throw new TranslationRefused(
        409,
        `the locale file changed on disk since the page loaded, and ${clashes.length === 1 ? 'this row was' : 'these rows were'} translated there too: ${named}; nothing was overwritten`,
      );
    }
  }
  const text = applyTranslations(
    current?.text ?? newLocaleText(locale),
    edits.map((e) => ({ key: e.key, text: e.text, source: sourceHash(e.english), english: e.english })),
  );
  return { hash: await write(root, game, locale, current, text), saved: edits.length };
}

/** The PO file for a locale, as `armory i18n export` writes it. */
export async function localePo(root: string, game: string, locale: string): Promise<string> {
  const report = await checkedGame(root, game, locale);
  const entries = gameLocales(report).find((l) => l.locale === locale)?.entries ?? new Map();
  return exportPo({ game, locale, strings: translatableStrings(report), entries, contexts: gameContexts(report) });
}

/** Imports a translated PO into the locale, as `armory i18n import` does; a malformed or foreign PO changes nothing. */
export async function importLocalePo(
  root: string,
  game: string,
  locale: string,
  baseHash: string | null,
  poText: string,
  poName: string,
): Promise<ImportResult & { hash: string | null }> {
  const report = await checkedGame(root, game, locale);
  const current = await readLocale(root, game, locale);
  if ((current?.hash ?? null) !== baseHash)
    throw new TranslationRefused(409, 'the locale file changed on disk since the page loaded; nothing was overwritten');
  let result: ImportResult;
  try {
    result = importPo({
      game,
      locale,
      po: parsePo(poText, poName),
      poFile: poName,
      strings: translatableStrings(report),
      localeText: () => current?.text ?? null,
    });
  } catch (error) {
    if (error instanceof PoSyntaxError || error instanceof PoRefusedError)
      throw new TranslationRefused(422, `${error.message}; nothing was imported`);
    throw error;
  }
  const hash = result.text === null ? baseHash : await write(root, game, locale, current, result.text);
  return { ...result, hash };
}
