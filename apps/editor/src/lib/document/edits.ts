/**
 * Edits as patches on the parsed YAML document, written back by splicing only the changed lines into the
 * source, so comments, key order and formatting outside the edit come back byte for byte.
 * Each edit takes the file's text and returns the new text.
 */
import { isCollection, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import {
  blankLead,
  blockText,
  columnOf,
  endOfItems,
  flowText,
  itemSpans,
  itemStartOf,
  lineStart,
  scalarText,
  splice,
} from './yaml-text.js';

/** A path into a document: map keys and list indices. */
export type DocPath = (string | number)[];

/** The JSON Pointer of a path (`['tiles', 0, 'name']` -> `/tiles/0/name`), as diagnostics name places. */
export function pointerOf(path: DocPath): string {
  return path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

type Plain = string | number | boolean | null;

function isPlain(value: unknown): value is Plain {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function fresh(text: string): Document {
  const doc = parseDocument(text);
  if (doc.errors.length > 0)
    throw new Error(`the file has YAML syntax errors (${doc.errors[0]!.message}); fix them in a text editor first`);
  return doc;
}

// The last text read and its Document: a keystroke edits the text the validator has just parsed, so the
// page hands that parse over (knownDocument) instead of paying for a second one. Read-only use only.
let known: { text: string; doc: Document } | undefined;

/** Tells the edits that `doc` is the parse of `text` (e.g. the validator's), to skip re-parsing it. */
export function knownDocument(text: string, doc: Document): void {
  if (doc.errors.length === 0) known = { text, doc };
}

/** The Document of `text`, for reading positions; never mutated, so it may be shared. */
function parse(text: string): Document {
  if (known?.text === text) return known.doc;
  const doc = fresh(text);
  known = { text, doc };
  return doc;
}

function nodeAt(doc: Document, path: DocPath): Node | undefined {
  return (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node | undefined;
}

/** True when the node at `path` sits inside a flow collection (`{ ... }` or `[ ... ]`), where block text cannot go. */
function inFlow(doc: Document, path: DocPath): boolean {
  for (let i = 0; i < path.length; i++) {
    const node = nodeAt(doc, path.slice(0, i));
    if (isCollection(node) && node.flow) return true;
  }
  return false;
}

/** Reprints `node` (already changed in `doc`) over its own source range; the rest of the text is untouched. */
function reprint(text: string, doc: Document, path: DocPath, node: Node, original: [number, number]): string {
  const [start, end] = original;
  const keepNewline = text[end - 1] === '\n' ? '\n' : '';
  if (isScalar(node) || (isCollection(node) && (node.flow || inFlow(doc, path)))) {
    const padded = /^[[{] /.test(text.slice(start, start + 2));
    return splice(text, start, end, flowText(node, padded) + keepNewline);
  }
  return splice(text, start, end, blockText(node, columnOf(text, start)) + keepNewline);
}

/** Changes the collection at `path` through the Document API, then reprints just that collection. */
function viaDocument(text: string, path: DocPath, change: (doc: Document) => void): string {
  const doc = fresh(text);
  const before = nodeAt(doc, path);
  if (!before?.range || path.length === 0) {
    change(doc);
    return doc.toString();
  }
  const range: [number, number] = [before.range[0], before.range[1]];
  change(doc);
  return reprint(text, doc, path, nodeAt(doc, path)!, range);
}

/** Sets the value at `path`, creating missing maps on the way. */
export function setValue(text: string, path: DocPath, value: unknown): string {
  const doc = parse(text);
  const node = nodeAt(doc, path);
  if (path.length === 0) return doc.toString();
  if (node?.range) {
    if (isMap(node) && isRecord(value)) return mergeMap(text, path, node, value);
    if (isSeq(node) && Array.isArray(value) && node.items.length === value.length) {
      return value.reduce<string>((out, v, i) => setValue(out, [...path, i], v), text);
    }
    if (isScalar(node) && isPlain(value)) {
      return splice(text, node.range[0], node.range[1], scalarText(value, node.type, inFlow(doc, path)));
    }
    if (isScalar(node) && !inFlow(doc, path) && !isSeq(nodeAt(doc, path.slice(0, -1)))) {
      // A block collection cannot start after `key: `; put it on the next lines, under the key.
      const keyCol = columnOf(text, lineStart(text, node.range[0])) + indentOf(text, node.range[0]);
      const block = ' '.repeat(keyCol + 2) + blockText(value, keyCol + 2);
      const start = text.lastIndexOf(':', node.range[0] - 1) + 1;
      const trailing = text[node.range[1] - 1] === '\n' ? '\n' : '';
      return splice(text, start, Math.max(start, node.range[1]), `\n${block}${trailing}`);
    }
    return viaDocument(text, path.slice(0, -1), (d) => d.setIn(path, d.createNode(value)));
  }
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = nodeAt(doc, parentPath);
  if (isSeq(parent) && typeof key === 'number') return insertItem(text, parentPath, key, value);
  if (!isMap(parent)) return setValue(text, parentPath, typeof key === 'number' ? [value] : { [key]: value });
  const at = parent.flow || inFlow(doc, parentPath) ? undefined : endOfItems(text, parent);
  if (at === undefined) return viaDocument(text, parentPath, (d) => d.setIn(path, d.createNode(value)));
  const first = parent.items[0]!.key as Node;
  const col = columnOf(text, first.range![0]);
  // Match the neighbours: `N: { feature: melee }` beside other one-line entries, block style otherwise.
  const neighbour = parent.items[parent.items.length - 1]!.value;
  const flowLike = isCollection(neighbour) && neighbour.flow && isCollection(doc.createNode(value));
  const padded = flowLike && text[neighbour.range![0] + 1] === ' ';
  const entry =
    ' '.repeat(col) +
    (flowLike ? `${scalarText(String(key), undefined, false)}: ${flowText(value, padded)}` : blockText({ [key]: value }, col)) +
    '\n';
  return splice(text, at, at, (text[at - 1] === '\n' || at === 0 ? '' : '\n') + entry);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A map replaced by another: entry by entry (new and changed keys first, then removed ones), so comments on
 * the entries that stay are kept.
 */
function mergeMap(text: string, path: DocPath, node: { items: { key: unknown }[] }, value: Record<string, unknown>): string {
  const old = node.items.map((p) => (isScalar(p.key) ? p.key.value : undefined));
  let out = Object.entries(value).reduce((t, [k, v]) => setValue(t, [...path, k], v), text);
  for (const key of old) if (typeof key === 'string' && !(key in value)) out = deleteValue(out, [...path, key]);
  return out;
}

/** Leading spaces of the line holding `pos`. */
function indentOf(text: string, pos: number): number {
  const ls = lineStart(text, pos);
  return text.slice(ls).search(/\S|$/);
}

/** Removes the value at `path` (a map entry or a list item), with the comment lines above it. */
export function deleteValue(text: string, path: DocPath): string {
  const doc = parse(text);
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(doc, parentPath);
  if (!isCollection(parent) || nodeAt(doc, path) === undefined) return text;
  const index = isSeq(parent)
    ? Number(path[path.length - 1])
    : parent.items.findIndex((p) => isScalar(p.key) && p.key.value === path[path.length - 1]);
  const spans = itemSpans(text, parent);
  const span = spans?.[index];
  if (spans && spans.length > 1 && span) {
    // The item goes with the blank lines after it (before it, for the last item); comments stay.
    const next = spans[index + 1];
    if (next) return splice(text, span.start, span.end + blankLead(text.slice(span.end, next.start)).length, '');
    let cut = span.start;
    while (cut > spans[index - 1]!.end) {
      const ls = lineStart(text, cut - 1);
      if (text.slice(ls, cut).trim() !== '') break;
      cut = ls;
    }
    return splice(text, cut, span.end, '');
  }
  return viaDocument(text, parentPath, (d) => d.deleteIn(path));
}

/** Inserts `value` into the list at `path` before `index` (the list is created if missing). */
export function insertItem(text: string, path: DocPath, index: number, value: unknown): string {
  const doc = parse(text);
  const list = nodeAt(doc, path);
  if (!isSeq(list)) return setValue(text, path, [value]);
  const spans = itemSpans(text, list);
  if (!spans || spans.length === 0) {
    return viaDocument(text, path, (d) => (nodeAt(d, path) as typeof list).items.splice(index, 0, d.createNode(value)));
  }
  const col = columnOf(text, list.range![0]);
  const item = ' '.repeat(col) + blockText([value], col) + '\n';
  const at = index < spans.length ? spans[Math.max(0, index)]!.start : spans[spans.length - 1]!.end;
  return splice(text, at, at, (at === 0 || text[at - 1] === '\n' ? '' : '\n') + item);
}

/** Moves a list item, carrying its comments with it. */
export function moveItem(text: string, path: DocPath, from: number, to: number): string {
  const doc = parse(text);
  const list = nodeAt(doc, path);
  if (!isSeq(list) || from === to || from < 0 || to < 0 || from >= list.items.length || to >= list.items.length) return text;
  const spans = itemSpans(text, list);
  if (!spans) {
    return viaDocument(text, path, (d) => {
      const items = (nodeAt(d, path) as typeof list).items;
      items.splice(to, 0, ...items.splice(from, 1));
    });
  }
  // Items swap places; the blank lines between them stay where they were.
  const last = spans.length - 1;
  const noFinalNewline = !text.slice(0, spans[last]!.end).endsWith('\n');
  const source = noFinalNewline ? `${text}\n` : text;
  const pieces = spans.map((s, i) => source.slice(s.start, i === last && noFinalNewline ? s.end + 1 : s.end));
  const gaps = spans.slice(0, -1).map((s, i) => source.slice(s.end, spans[i + 1]!.start));
  pieces.splice(to, 0, ...pieces.splice(from, 1));
  let joined = pieces.map((p, i) => p + (gaps[i] ?? '')).join('');
  if (noFinalNewline) joined = joined.slice(0, -1);
  return splice(text, spans[0]!.start, spans[last]!.end, joined);
}

/** Copies a list item (comments included) to just after it; `adjust` may then change the copy (e.g. its id). */
export function duplicateItem(text: string, path: DocPath, index: number, adjust?: (text: string, copyPath: DocPath) => string): string {
  const doc = parse(text);
  const list = nodeAt(doc, path);
  if (!isSeq(list) || !list.items[index]) return text;
  const spans = itemSpans(text, list);
  let out: string;
  if (spans) {
    // Copy the blank lines that separate this item from its neighbour too, so the list keeps its rhythm.
    const span = spans[index]!;
    const next = spans[index + 1];
    const prev = spans[index - 1];
    const gap = blankLead(next ? text.slice(span.end, next.start) : prev ? text.slice(prev.end, span.start) : '');
    // The copy starts at the item itself: a section heading comment above it stays single.
    const piece = text.slice(lineStart(text, itemStartOf(list.items[index])), span.end);
    out = splice(text, span.end, span.end, (piece.endsWith('\n') ? '' : '\n') + gap + piece);
  } else {
    out = viaDocument(text, path, (d) => {
      const items = (nodeAt(d, path) as typeof list).items;
      const item = items[index]!;
      items.splice(index + 1, 0, (isCollection(item) || isScalar(item) ? item.clone() : item) as (typeof items)[number]);
    });
  }
  return adjust ? adjust(out, [...path, index + 1]) : out;
}

/** An id not yet used in `taken`: `base` itself while it is free (a first new entry is `new`), else `wolf` -> `wolf-2`, `wolf-3`... */
export function freshId(base: string, taken: Iterable<unknown>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  const stem = base.replace(/-\d+$/, '') || 'item';
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}
