import { poEntry, type PoCatalog, type PoEntry } from './po-file.js';

/** A PO file that cannot be read: where (1-based line and column) and why, in a translator's words. */
export class PoSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'PoSyntaxError';
  }
}

const simpleEscapes: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '?': '?',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
};

type Keyword = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr';

const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?(?=\s|"|$)/;

/**
 * Reads a PO file strictly: every line must be a comment, a keyword with a quoted string, a continuation string or
 * blank, and every entry needs a msgid and a msgstr. Refusing a doubtful file beats importing half of it.
 * Throws PoSyntaxError naming the line and column.
 */
export function parsePo(text: string, file: string): PoCatalog {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const entries: PoEntry[] = [];
  const seen = new Map<string, number>();
  let entry: PoEntry | undefined;
  let last: { keyword: Keyword; index: number } | undefined;
  const fail = (line: number, column: number, reason: string): never => {
    throw new PoSyntaxError(file, line, column, reason);
  };

  const finish = () => {
    if (!entry || entry.line === 0) return; // comments with no entry after them (end of file) carry nothing to import
    if (entry.msgstr.length === 0) fail(entry.line, 1, `the entry for "${entry.msgid}" has no msgstr`);
    if (entry.msgidPlural !== undefined && entry.msgstr.some((s) => s === undefined))
      fail(entry.line, 1, 'a plural entry skips a msgstr[n] index');
    const id = `${entry.obsolete ? '~' : ''}${entry.msgctxt ?? ''}\u0004${entry.msgid}`;
    const before = seen.get(id);
    if (before !== undefined) fail(entry.line, 1, `this entry repeats the one on line ${before} (same msgctxt and msgid)`);
    seen.set(id, entry.line);
    entries.push(entry);
    entry = undefined;
    last = undefined;
  };

  const readString = (line: string, at: number, n: number): string => {
    if (line[at] !== '"') fail(n, at + 1, 'expected a quoted string ("...")');
    let out = '';
    let i = at + 1;
    for (;;) {
      const c = line[i];
      if (c === undefined) return fail(n, line.length + 1, 'the string is not closed: a PO string ends with " on the same line');
      if (c === '"') break;
      if (c === '\\') {
        const e = line[i + 1] ?? '';
        if (e in simpleEscapes) {
          out += simpleEscapes[e];
          i += 2;
        } else if (/[0-7]/.test(e)) {
          const digits = /^[0-7]{1,3}/.exec(line.slice(i + 1))![0];
          out += String.fromCharCode(parseInt(digits, 8));
          i += 1 + digits.length;
        } else if (e === 'x' && /^[0-9a-fA-F]{2}/.test(line.slice(i + 2))) {
          out += String.fromCharCode(parseInt(line.slice(i + 2, i + 4), 16));
          i += 4;
        } else {
          return fail(n, i + 1, `unknown escape \\${e} in a string (write \\\\ for a backslash)`);
        }
      } else {
        out += c;
        i++;
      }
    }
    const rest = line.slice(i + 1);
    if (rest.trim() !== '') fail(n, i + 2 + rest.length - rest.trimStart().length, 'unexpected text after the closing quote');
    return out;
  };

  const append = (value: string) => {
    const e = entry!;
    const { keyword, index } = last!;
    if (keyword === 'msgctxt') e.msgctxt += value;
    else if (keyword === 'msgid') e.msgid += value;
    else if (keyword === 'msgid_plural') e.msgidPlural += value;
    else e.msgstr[index] += value;
  };

  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const raw = lines[i]!;
    // Bytes that were not UTF-8 arrive as U+FFFD; importing them would write garbage into the locale file.
    if (raw.includes('\uFFFD')) fail(n, raw.indexOf('\uFFFD') + 1, 'this line is not UTF-8 text; save the file as UTF-8');
    let line = raw.trimStart();
    let indent = raw.length - line.length;
    if (line === '') {
      if (entry?.line) finish();
      continue;
    }
    let obsolete = false;
    if (line.startsWith('#~')) {
      obsolete = true;
      const rest = line.slice(2);
      if (rest.startsWith('|')) continue; // previous msgid of an obsolete entry: history only
      line = rest.trimStart();
      indent += 2 + (rest.length - line.length);
    } else if (line.startsWith('#')) {
      if (entry && entry.msgstr.length > 0) finish();
      if (!entry) entry = poEntry({ msgid: '', msgstr: [] });
      const kind = line[1];
      const body = line.slice(2).trim();
      if (kind === '.') entry.extractedComments.push(body);
      else if (kind === ':') entry.references.push(body);
      else if (kind === ',')
        entry.flags.push(
          ...body
            .split(',')
            .map((f) => f.trim())
            .filter((f) => f !== ''),
        );
      else if (kind !== '|') entry.translatorComments.push(line.slice(1).replace(/^ /, ''));
      continue;
    }
    if (line.startsWith('"')) {
      if (!last) fail(n, indent + 1, 'a continuation string must follow msgctxt, msgid or msgstr');
      append(readString(raw, indent, n));
      continue;
    }
    const match = KEYWORD.exec(line);
    if (!match) fail(n, indent + 1, 'expected msgctxt, msgid, msgstr, a quoted string or a comment (#)');
    const keyword = match![1] as Keyword;
    const index = match![2] === undefined ? -1 : Number(match![2]);
    let at = indent + match![0].length;
    while (raw[at] === ' ' || raw[at] === '\t') at++;
    const value = readString(raw, at, n);
    if ((keyword === 'msgctxt' || keyword === 'msgid') && entry && entry.msgstr.length > 0) finish();
    if (!entry) entry = poEntry({ msgid: '', msgstr: [] });
    const e = entry;
    if (obsolete !== e.obsolete && e.line !== 0) fail(n, 1, 'an entry mixes obsolete (#~) and current lines');
    e.obsolete = obsolete;
    if (keyword === 'msgctxt') {
      if (e.line !== 0) fail(n, indent + 1, 'msgctxt must come before msgid');
      e.msgctxt = value;
      e.line = n;
    } else if (keyword === 'msgid') {
      if (e.line !== 0 && last?.keyword !== 'msgctxt') fail(n, indent + 1, 'a second msgid before the msgstr of the first');
      e.msgid = value;
      e.line ||= n;
    } else if (keyword === 'msgid_plural') {
      if (last?.keyword !== 'msgid') fail(n, indent + 1, 'msgid_plural must follow msgid');
      e.msgidPlural = value;
    } else {
      if (e.line === 0 || last?.keyword === 'msgctxt') fail(n, indent + 1, 'msgstr without a msgid before it');
      if (index >= 0 !== (e.msgidPlural !== undefined)) {
        fail(
          n,
          indent + 1,
          index >= 0 ? 'msgstr[n] belongs to a plural entry (with msgid_plural)' : 'a plural entry needs msgstr[0], msgstr[1], ...',
        );
      }
      const at = Math.max(index, 0);
      if (e.msgstr[at] !== undefined) fail(n, indent + 1, `a second ${keyword}${index >= 0 ? `[${index}]` : ''} in one entry`);
      e.msgstr[at] = value;
    }
    last = { keyword, index: Math.max(index, 0) };
  }
  finish();
  return toCatalog(entries, file);
}

function toCatalog(entries: PoEntry[], file: string): PoCatalog {
  const headerAt = entries.findIndex((e) => e.msgid === '' && e.msgctxt === undefined && !e.obsolete);
  const headers: [string, string][] = [];
  if (headerAt >= 0) {
    const header = entries[headerAt]!;
    header.msgstr[0]!.split('\n').forEach((field, i) => {
      if (field.trim() === '') return;
      const colon = field.indexOf(':');
      if (colon <= 0) throw new PoSyntaxError(file, header.line, 1, `header field ${i + 1} is not "Name: value": '${field}'`);
      headers.push([field.slice(0, colon).trim(), field.slice(colon + 1).trim()]);
    });
    const charset = /charset=([\w-]+)/i.exec(headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '')?.[1];
    if (charset && !/^utf-?8$/i.test(charset) && !/^charset$/i.test(charset)) {
      throw new PoSyntaxError(
        file,
        header.line,
        1,
        `the file says charset=${charset}; save it as UTF-8 (and say charset=UTF-8 in its header)`,
      );
    }
  }
  const rest = entries.filter((_, i) => i !== headerAt);
  return headerAt >= 0 ? { headers, entries: rest, headerLine: entries[headerAt]!.line } : { headers, entries: rest };
}
