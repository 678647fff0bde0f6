/**
 * The gettext PO format as this project writes and reads it: one entry per translatable string, `msgctxt` the
 * translation key, `msgid` the English, `msgstr` the translation. Poedit, Weblate and Crowdin all open these.
 */

/** One PO entry, with its comments as gettext sorts them. */
export interface PoEntry {
  msgctxt?: string;
  msgid: string;
  msgidPlural?: string;
  /** One string, or one per plural form when `msgidPlural` is set. */
  msgstr: string[];
  /** `# ...` lines: the translator's own notes. */
  translatorComments: string[];
  /** `#. ...` lines: notes from the tool that wrote the file (what and where the string is). */
  extractedComments: string[];
  /** `#: ...` lines: source references (`file:line`). */
  references: string[];
  /** `#, ...` flags, one per item (`fuzzy`, `c-format`). */
  flags: string[];
  /** `#~` entries: kept by tools for history, never imported. */
  obsolete: boolean;
  /** 1-based line of the entry's first keyword (`msgctxt` or `msgid`) in the file it was read from (0 when built). */
  line: number;
}

/** A whole PO file: header fields in order, then the entries. */
export interface PoCatalog {
  /** `Name: value` fields of the header entry (the one with an empty msgid). */
  headers: [string, string][];
  entries: PoEntry[];
  /** 1-based line of the header entry in the file it was read from. */
  headerLine?: number;
}

/** A PO entry with no comments or flags, for building catalogs. */
export function poEntry(fields: Partial<PoEntry> & { msgid: string }): PoEntry {
  return {
    msgstr: [''],
    translatorComments: [],
    extractedComments: [],
    references: [],
    flags: [],
    obsolete: false,
    line: 0,
    ...fields,
  };
}

/**
 * The value of a header field, matched without regard to case as gettext does.
 * @example headerValue({ headers: [['Language', 'pl']], entries: [] }, 'language') // 'pl'
 */
export function headerValue(catalog: PoCatalog, name: string): string | undefined {
  return catalog.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}

const escapes: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\u0007': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};

/** A C string literal as PO writes it: `"Wilk \"duży\"\n"`. */
export function quotePo(text: string): string {
  return `"${text.replace(/[\\"\n\t\r\u0007\b\f\v]/g, (c) => escapes[c]!)}"`;
}

/** `keyword "text"`, or for text with inner line breaks `keyword ""` and one quoted line per line, as gettext does. */
function keywordLines(keyword: string, text: string, prefix: string): string[] {
  const parts = text.split(/(?<=\n)/);
  if (parts.length <= 1 || (parts.length === 2 && parts[1] === '')) return [`${prefix}${keyword} ${quotePo(text)}`];
  return [`${prefix}${keyword} ""`, ...parts.filter((p) => p !== '').map((p) => `${prefix}${quotePo(p)}`)];
}

function entryLines(entry: PoEntry): string[] {
  const prefix = entry.obsolete ? '#~ ' : '';
  const lines: string[] = [
    ...entry.translatorComments.map((c) => (c === '' ? '#' : `# ${c}`)),
    ...entry.extractedComments.map((c) => `#. ${c}`),
    ...entry.references.map((c) => `#: ${c}`),
  ];
  if (entry.flags.length > 0) lines.push(`#, ${entry.flags.join(', ')}`);
  if (entry.msgctxt !== undefined) lines.push(...keywordLines('msgctxt', entry.msgctxt, prefix));
  lines.push(...keywordLines('msgid', entry.msgid, prefix));
  if (entry.msgidPlural !== undefined) {
    lines.push(...keywordLines('msgid_plural', entry.msgidPlural, prefix));
    entry.msgstr.forEach((s, i) => lines.push(...keywordLines(`msgstr[${i}]`, s, prefix)));
  } else {
    lines.push(...keywordLines('msgstr', entry.msgstr[0] ?? '', prefix));
  }
  return lines;
}

/**
 * The text of a PO file: the header entry, then each entry, separated by blank lines, UTF-8, `\n` line ends.
 * @example formatPo({ headers: [['Language', 'pl']], entries: [poEntry({ msgctxt: 'a.name', msgid: 'A', msgstr: ['A'] })] })
 */
export function formatPo(catalog: PoCatalog, leadingComments: string[] = []): string {
  const header = poEntry({
    msgid: '',
    msgstr: [catalog.headers.map(([name, value]) => `${name}: ${value}\n`).join('')],
    translatorComments: leadingComments,
  });
  const lines = entryLines(header);
  // gettext always breaks the header's msgstr into one line per field, even a single one.
  if (catalog.headers.length === 1) lines.splice(-1, 1, 'msgstr ""', quotePo(header.msgstr[0]!));
  const blocks = [lines, ...catalog.entries.map(entryLines)];
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
