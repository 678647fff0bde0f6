/**
 * Text-level surgery on YAML source: where a node's lines start and end, and how to print a value at a given
 * indentation. Edits splice only the lines they change, so the rest of the file keeps every byte.
 */
import { Document, isCollection, isMap, isScalar, isSeq, stringify, visit, type Node, type Pair } from 'yaml';

/** How new YAML is printed: no folding, `[1, 2]` rather than `[ 1, 2 ]`. */
export const PRINT = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false } as const;

/** Offset of the start of the line holding `pos`. */
export function lineStart(text: string, pos: number): number {
  return text.lastIndexOf('\n', pos - 1) + 1;
}

/** Offset just past the end of the line holding `pos` (after its newline); `pos` itself if it starts a line. */
export function lineEndAfter(text: string, pos: number): number {
  if (pos === 0 || text[pos - 1] === '\n') return pos;
  const nl = text.indexOf('\n', pos);
  return nl < 0 ? text.length : nl + 1;
}

/** The column of offset `pos`. */
export function columnOf(text: string, pos: number): number {
  return pos - lineStart(text, pos);
}

/** A whole-lines stretch of source owned by one collection item: its own lines, inline comments included. */
export interface Span {
  start: number;
  end: number;
}

/** Where a collection item's own text begins (a pair's key, or the item node). */
export function itemStartOf(item: unknown): number {
  return itemStart(item) ?? 0;
}

function itemStart(item: unknown): number | undefined {
  const node = (isScalar(item) || isCollection(item) ? item : (item as Pair).key) as Node | null;
  return node?.range?.[0];
}

function itemEnd(item: unknown): number | undefined {
  const node = (isScalar(item) || isCollection(item) ? item : ((item as Pair).value ?? (item as Pair).key)) as Node | null;
  return node?.range?.[2];
}

/**
 * The line spans of a block collection's items, or undefined when an item does not begin its own line
 * (`- id: x` shares its line with the list's dash), in which case callers reprint the whole collection.
 */
export function itemSpans(text: string, collection: Node): Span[] | undefined {
  if (!isMap(collection) && !isSeq(collection)) return undefined;
  if (collection.flow) return undefined;
  const items = collection.items as unknown[];
  const starts: number[] = [];
  for (const item of items) {
    const at = itemStart(item);
    if (at === undefined) return undefined;
    const ls = lineStart(text, at);
    const before = text.slice(ls, at).trim();
    if (before !== (isSeq(collection) ? '-' : '')) return undefined;
    // Comment lines above an item are not part of it: in content files they are section headings
    // ("# ---- units ----"), which stay where they are when items move or go.
    starts.push(ls);
  }
  const ends = items.map((item, i) => {
    const end = lineEndAfter(text, itemEnd(item) ?? starts[i]!);
    // Blank lines after an item separate it from the next; they stay where they are.
    const next = starts[i + 1];
    return next === undefined ? trimBlankLines(text, starts[i]!, end) : trimBlankLines(text, starts[i]!, Math.min(end, next));
  });
  return starts.map((start, i) => ({ start, end: ends[i]! }));
}

/** Where a new entry goes in a block collection: just after its last item's own lines. */
export function endOfItems(text: string, collection: Node): number | undefined {
  if (!isMap(collection) && !isSeq(collection)) return undefined;
  const items = collection.items as unknown[];
  const last = items[items.length - 1];
  const start = itemStart(last);
  const end = itemEnd(last);
  if (start === undefined || end === undefined) return undefined;
  return trimBlankLines(text, lineStart(text, start), lineEndAfter(text, end));
}

/** The blank lines at the start of `gap` (the text between two items), without any comment lines after them. */
export function blankLead(gap: string): string {
  return /^(?:[ \t]*\n)*/.exec(gap)![0];
}

/** Moves `end` back over whole blank lines, never before `start`'s line. */
function trimBlankLines(text: string, start: number, end: number): number {
  let e = end;
  while (e > start) {
    const prev = lineStart(text, e - 1);
    if (prev <= start || text.slice(prev, e).trim() !== '') break;
    e = prev;
  }
  return e;
}

/** Replaces text[start, end) with `insert`. */
export function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Prints a plain value as a YAML scalar, keeping a quoted style and quoting what a flow context would misread. */
export function scalarText(value: string | number | boolean | null, type: string | undefined, inFlow: boolean): string {
  if (typeof value !== 'string') return value === null ? 'null' : String(value);
  if (type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (type === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  if (inFlow && /[,[\]{}#:]|^\s|\s$/.test(value)) return JSON.stringify(value);
  const printed = stringify(value, PRINT).replace(/\n$/, '');
  return printed.includes('\n') ? JSON.stringify(value) : printed;
}

/**
 * A document holding `value` for printing. A node is cloned and loses its own leading and trailing comments,
 * which sit outside the source range being replaced and so are still in the text. Lists of plain values
 * print as `[1, 2]`, the way designers write initiative.
 */
function printable(value: unknown): Document {
  const doc = new Document();
  const node = (isScalar(value) || isCollection(value) ? value.clone() : doc.createNode(value)) as Node;
  node.commentBefore = undefined;
  node.comment = undefined;
  doc.contents = node as Document['contents'];
  visit(doc, {
    Seq(_, seq) {
      if (seq.items.length > 0 && seq.items.every((i) => isScalar(i) && !i.commentBefore && !i.comment)) seq.flow = true;
    },
  });
  return doc;
}

/** Prints a node or value in flow style, on one line; `padded` gives `{ a: 1 }` rather than `{a: 1}`. */
export function flowText(value: unknown, padded = false): string {
  const doc = printable(value);
  if (isCollection(doc.contents)) doc.contents.flow = true;
  return doc.toString({ ...PRINT, collectionStyle: 'flow', flowCollectionPadding: padded }).replace(/\n$/, '');
}

/** Prints a node (inner comments kept) or plain value in block style; lines after the first indented by `indent`. */
export function blockText(value: unknown, indent: number): string {
  const lines = printable(value).toString(PRINT).replace(/\n$/, '').split('\n');
  return lines.map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(indent) + line)).join('\n');
}
