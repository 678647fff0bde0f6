import { LineCounter, isCollection, isMap, isPair, isScalar, parseDocument, type Document, type Node, type Scalar } from 'yaml';
import { copyDocument } from './document-copy.js';
import { documentData, MAX_FILE_CHARS, type ParsedSource } from './source.js';

/** What the fast path needs from the previous parse of a file. */
export interface PreviousParse {
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  schemaPath: string | null;
}

const flowIndicators = /[,[\]{}]/;

/** The changed span between two texts: `[start, oldEnd)` in the old one became `[start, newEnd)` in the new one. */
function changedSpan(before: string, after: string) {
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < shortest - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { start, oldEnd: before.length - tail, newEnd: after.length - tail };
}

/**
 * The one scalar value (not a key) whose source holds the whole span, and whether it sits in a flow collection.
 * Descends only into the collection that holds the span, so it costs the depth of the tree, not its size.
 */
function scalarAround(doc: Document, start: number, oldEnd: number): { node: Scalar; inFlow: boolean } | undefined {
  const holds = (node: unknown): node is Node => {
    const range = (node as Node | null)?.range;
    return !!range && range[0] <= start && oldEnd <= range[1];
  };
  let node: unknown = doc.contents;
  let inFlow = false;
  while (isCollection(node) && holds(node)) {
    inFlow ||= node.flow === true;
    let next: unknown;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (holds(item.key)) return undefined;
        if (holds(item.value)) next = item.value;
      } else if (holds(item)) next = item;
      if (next !== undefined) break;
    }
    node = next;
  }
  return isScalar(node) && holds(node) ? { node, inFlow } : undefined;
}

/**
 * The editor's common edit - typing inside one scalar value on one line - applied to the previous parse without
 * parsing the whole file again (parsing is most of the cost of re-validating a file). Returns the same
 * ParsedSource a full parse would give, or undefined when the edit is anything else (then parse in full).
 */
export function parseScalarEdit(previous: PreviousParse, text: string): ParsedSource | undefined {
  if (previous.data === undefined || previous.schemaPath === null || previous.doc.errors.length > 0 || previous.doc.warnings.length > 0)
    return undefined;
  if (text.length > MAX_FILE_CHARS || text.startsWith('\uFEFF')) return undefined;
  const { start, oldEnd, newEnd } = changedSpan(previous.text, text);
  const firstLineEnd = previous.text.indexOf('\n');
  if (start <= firstLineEnd || (oldEnd === start && newEnd === start)) return undefined;
  const removed = previous.text.slice(start, oldEnd);
  const added = text.slice(start, newEnd);
  if (/[\n\r\u0000\uFFFD]/.test(removed + added)) return undefined;

  const around = scalarAround(previous.doc, start, oldEnd);
  if (!around) return undefined;
  const { node: original, inFlow } = around;
  const [from, valueEnd, nodeEnd] = original.range!;
  if (
    original.anchor ||
    original.tag ||
    (original.type !== 'PLAIN' && original.type !== 'QUOTE_DOUBLE' && original.type !== 'QUOTE_SINGLE')
  )
    return undefined;
  const delta = newEnd - oldEnd;
  const source = text.slice(from, valueEnd + delta);
  if (source.length === 0 || /[\n\r]/.test(source) || (inFlow && flowIndicators.test(source))) return undefined;
  // The new scalar alone must read as one scalar of the same style, covering all of its text and nothing else.
  const alone = parseDocument(source, { uniqueKeys: true });
  const replacement = alone.contents;
  if (alone.errors.length > 0 || alone.warnings.length > 0 || !isScalar(replacement) || isMap(replacement)) return undefined;
  if (
    replacement.type !== original.type ||
    replacement.anchor ||
    replacement.tag ||
    alone.commentBefore ||
    alone.comment ||
    replacement.comment
  )
    return undefined;
  if (replacement.range?.[0] !== 0 || replacement.range[1] !== source.length) return undefined;

  // Offsets after the edit move by its length; the edited scalar's own start stays where it was.
  let node = original;
  const doc = copyDocument(previous.doc, { from: oldEnd, delta }, (a, b) => {
    if (a === original) node = b as Scalar;
  });
  node.value = replacement.value;
  node.source = replacement.source;
  node.format = replacement.format;
  node.minFractionDigits = replacement.minFractionDigits;
  node.range = [from, valueEnd + delta, nodeEnd + delta];
  const lineCounter = new LineCounter();
  for (const lineStart of previous.lineCounter.lineStarts) lineCounter.addNewLine(lineStart > start ? lineStart + delta : lineStart);
  // The previous text passed the nesting and alias limits, and one plain scalar changed into another cannot alter either.
  const data = documentData(doc);
  return { text, doc, lineCounter, data, schemaPath: previous.schemaPath, diagnostics: [] };
}
