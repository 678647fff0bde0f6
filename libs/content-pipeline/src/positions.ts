import { isMap, isNode, isScalar, type Document, type LineCounter, type Node } from 'yaml';

/** A place in a YAML file: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

function nodeAt(doc: Document, segments: readonly string[]): { node: Node | undefined; found: number } {
  // Walk up until a node exists: a `required` error names a property that is not there, so its parent is the place.
  for (let n = segments.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(segments.slice(0, n), true);
    if (isNode(node)) return { node, found: n };
  }
  return { node: undefined, found: 0 };
}

/**
 * Where the value at `segments` starts in the file, or where its nearest existing parent starts. With `key`, the
 * position of that key inside the map at `segments` (an unknown key is reported at the key, not at its value).
 */
export function locate(doc: Document, lineCounter: LineCounter, segments: readonly string[], key?: string): Position {
  const { node, found } = nodeAt(doc, segments);
  let offset = node?.range?.[0];
  if (key !== undefined && found === segments.length && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    if (pair && isNode(pair.key) && pair.key.range) offset = pair.key.range[0];
  }
  if (offset === undefined) return { line: 1, column: 1 };
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

/** The position of the key whose value sits at `segments` (for duplicate ids and dangling translation keys). */
export function locateKey(doc: Document, lineCounter: LineCounter, segments: readonly string[]): Position {
  if (segments.length === 0) return locate(doc, lineCounter, segments);
  return locate(doc, lineCounter, segments.slice(0, -1), segments[segments.length - 1]);
}
