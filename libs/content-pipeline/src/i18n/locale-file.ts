import { isMap, isScalar, parse, parseDocument, type Document, type Scalar } from 'yaml';
import type { LocaleEntry } from './translation-status.js';

/** The schema every locale file names in its modeline, relative to the workspace root. */
export const LOCALE_SCHEMA = 'schemas/common/locale.schema.json';

/** Locale codes as schemas/common/locale.schema.json allows them: `pl`, `de`, `pt-BR` (never a path). */
const LOCALE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * True for a locale code that may name a locale file (the locale schema's pattern); `../x`, `PL`, `` are refused.
 * @example isLocaleCode('pt-BR') // true
 */
export function isLocaleCode(locale: string): boolean {
  return LOCALE_CODE.test(locale);
}

/**
 * The workspace path of a game's locale file.
 * @example localeFilePath('neuroshima-hex', 'pl') // 'content/neuroshima-hex/i18n/pl.yaml'
 */
export function localeFilePath(game: string, locale: string): string {
  return `content/${game}/i18n/${locale}.yaml`;
}

/**
 * The text of a fresh locale file: modeline (the file sits three folders below the root), locale, and an
 * `entries:` line that `applyTranslations` fills.
 */
export function newLocaleText(locale: string): string {
  return `# yaml-language-server: $schema=../../../${LOCALE_SCHEMA}\nlocale: ${locale}\nentries:\n`;
}

/** What a locale file says, read leniently: shape errors are the pipeline's to report, here they are skipped. */
export interface LocaleData {
  /** The `locale:` value, if it is a string. */
  locale: string | undefined;
  /** Entries with a string `text`; a non-string `source` reads as '' so the entry counts as stale. */
  entries: Map<string, LocaleEntry>;
}

/**
 * The entries of a locale file's plain data (as the pipeline or `yaml.parse` gives it).
 * @example localeData({ locale: 'pl', entries: { 'a.name': { text: 'A', source: '559aead0' } } }).entries.size // 1
 */
export function localeData(data: unknown): LocaleData {
  const root = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const entries = new Map<string, LocaleEntry>();
  const raw = root['entries'];
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (value === null || typeof value !== 'object') continue;
      const { text, source } = value as Record<string, unknown>;
      if (typeof text === 'string') entries.set(key, { text, source: typeof source === 'string' ? source : '' });
    }
  }
  return { locale: typeof root['locale'] === 'string' ? root['locale'] : undefined, entries };
}

/**
 * One translation to write: the key, its new text and the hash of the English it translates, with that English
 * for a file that notes it beside the hash (`source: "632607a4" # Tamer`).
 */
export interface TranslationUpdate {
  key: string;
  text: string;
  source: string;
  english?: string;
}

/** The English as a locale file notes it after the hash: its first line. */
function englishNote(english: string): string {
  return english.split(/\r?\n/)[0]!.trim();
}

/** The end of the line holding `offset`, before its line break. */
function endOfLine(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  const at = end < 0 ? text.length : end;
  return at > 0 && text[at - 1] === '\r' ? at - 1 : at;
}

/** The space before the comment after the `source` scalar ending at `end` on its line (` # Tamer`), if there is one. */
function noteGap(text: string, end: number): string | undefined {
  return /^([ \t]+)#/.exec(text.slice(end, endOfLine(text, end)))?.[1];
}

/**
 * How `value` is written after `key: `: plain when YAML reads it back as the same string and it is safe inside
 * flow maps too, else double-quoted (JSON string syntax is valid YAML).
 */
export function yamlScalar(value: string): string {
  const plainSafe = value !== '' && !/[\n\r\t,[\]{}#"'`]/.test(value) && value.trim() === value && !/^[-?:!&*|>%@]/.test(value);
  if (plainSafe) {
    try {
      if ((parse(`k: ${value}`) as { k: unknown }).k === value) return value;
    } catch {
      // fall through to quoting
    }
  }
  return JSON.stringify(value);
}

/** `value` in the quoting style of the scalar it replaces, so an edit does not restyle the line. */
function scalarLike(node: Scalar | undefined, value: string): string {
  if (node?.type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (node?.type === 'QUOTE_SINGLE' && !/[\n\r\t\\]/.test(value)) return `'${value.replace(/'/g, "''")}'`;
  return yamlScalar(value);
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end + 1;
}

/** Edits at text offsets, applied from the end so earlier offsets stay valid. */
interface Splice {
  at: number;
  end: number;
  insert: string;
}

function planSplices(text: string, doc: Document, updates: readonly TranslationUpdate[]): Splice[] | undefined {
  const splices: Splice[] = [];
  const entries = doc.get('entries', true);
  const added: TranslationUpdate[] = [];
  for (const u of updates) {
    const entry = isMap(entries) ? entries.get(u.key, true) : undefined;
    if (entry === undefined) {
      added.push(u);
      continue;
    }
    if (!isMap(entry)) return undefined;
    for (const [field, value] of [
      ['text', u.text],
      ['source', u.source],
    ] as const) {
      const node = entry.get(field, true);
      if (!isScalar(node) || !node.range) return undefined;
      if (node.value === value) continue;
      // A new hash gets the English it stands for in the note after it, where the entry has one.
      const gap = field === 'source' && u.english !== undefined ? noteGap(text, node.range[1]) : undefined;
      const end = gap === undefined ? node.range[1] : endOfLine(text, node.range[1]);
      const insert = scalarLike(node, value) + (gap === undefined ? '' : `${gap}# ${englishNote(u.english!)}`);
      splices.push({ at: node.range[0], end, insert });
    }
  }
  if (added.length === 0) return splices;
  // New keys go after the last entry, indented like the entries already there.
  let at: number;
  let indent = '  ';
  let step = '  ';
  if (isMap(entries) && !entries.flow && entries.items.length > 0 && entries.range) {
    const first = entries.items[0]!;
    const last = entries.items[entries.items.length - 1]!;
    if (!isScalar(first.key) || !first.key.range || !isScalar(last.key) || !last.value || !isMap(last.value)) return undefined;
    const keyAt = first.key.range[0];
    indent = text.slice(lineStart(text, keyAt), keyAt);
    const inner =
      isMap(last.value) && !last.value.flow ? last.value.items[0]?.key : isMap(first.value) ? first.value.items[0]?.key : undefined;
    if (isScalar(inner) && inner.range) step = text.slice(lineStart(text, inner.range[0]), inner.range[0]).slice(indent.length);
    if (indent.trim() !== '' || step === '' || step.trim() !== '' || !last.value.range) return undefined;
    at = lineEnd(text, last.value.range[1] - 1);
  } else {
    // Only a bare `entries:` (null) can take new entries as text; anything else goes through the Document.
    const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'entries') : undefined;
    if (!pair || !isScalar(pair.key) || !pair.key.range || (pair.value !== null && !(isScalar(pair.value) && pair.value.value === null)))
      return undefined;
    if (pair.key.range[0] !== lineStart(text, pair.key.range[0])) return undefined;
    at = lineEnd(text, pair.key.range[1]);
  }
  // New entries quote like the last one, so a file whose sources are all "quoted" stays that way.
  const model = isMap(entries) ? entries.items[entries.items.length - 1]?.value : undefined;
  const like = (field: string) => (isMap(model) ? (model.get(field, true) as Scalar | undefined) : undefined);
  // New entries note their English too when the last entry does.
  const modelSource = like('source');
  const gap = isScalar(modelSource) && modelSource.range ? noteGap(text, modelSource.range[1]) : undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = added.map((u) => {
    const note = gap !== undefined && u.english !== undefined ? `${gap}# ${englishNote(u.english)}` : '';
    return `${indent}${yamlScalar(u.key)}:${eol}${indent}${step}text: ${scalarLike(like('text'), u.text)}${eol}${indent}${step}source: ${scalarLike(like('source'), u.source)}${note}${eol}`;
  });
  const prefix = at > 0 && text[at - 1] !== '\n' ? eol : '';
  splices.push({ at, end: at, insert: prefix + lines.join('') });
  return splices;
}

function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Writes translations into a locale file's text. Only the changed values change: the text is spliced at the
 * nodes' positions, so comments, order, quoting and spacing elsewhere stay byte for byte. New keys are appended
 * to `entries`. When the file's layout is too unusual to splice safely (flow maps, odd indentation), the parsed
 * Document is edited in place instead, which still keeps comments and order.
 */
export function applyTranslations(text: string, updates: readonly TranslationUpdate[]): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`the locale file is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`);
  const edited = parseDocument(text);
  if (!isMap(edited.get('entries', true))) edited.set('entries', edited.createNode({}));
  for (const u of updates) {
    const at = ['entries', u.key];
    if (edited.hasIn([...at, 'text']) && isScalar(edited.getIn([...at, 'text'], true))) {
      (edited.getIn([...at, 'text'], true) as { value: unknown }).value = u.text;
      if (isScalar(edited.getIn([...at, 'source'], true))) (edited.getIn([...at, 'source'], true) as { value: unknown }).value = u.source;
      else edited.setIn([...at, 'source'], u.source);
    } else {
      edited.setIn(at, edited.createNode({ text: u.text, source: u.source }));
    }
  }
  const expected = edited.toJS();
  const splices = planSplices(text, doc, updates);
  if (splices) {
    let out = text;
    for (const s of [...splices].sort((a, b) => b.at - a.at)) out = out.slice(0, s.at) + s.insert + out.slice(s.end);
    const check = parseDocument(out);
    if (check.errors.length === 0 && sameData(check.toJS(), expected)) return out;
  }
  return edited.toString();
}
