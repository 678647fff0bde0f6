import { Scalar, isCollection, isNode, isPair, type Document, type Range } from 'yaml';

/** The symbol yaml marks its node kinds with; its constructors set it with defineProperty, which is what makes them slow. */
const NODE_TYPE = Object.getOwnPropertySymbols(new Scalar(null))[0]!;
type Marked = Record<string | symbol, unknown>;

/** A bare copy of a node's own fields, kind mark included, without running its constructor. */
function shell(node: object): Marked {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(node) as object) as object, node) as Marked;
  copy[NODE_TYPE] = (node as Marked)[NODE_TYPE];
  return copy;
}

/** Offsets at or after `from` move by `delta` in the copy (text was inserted or removed before them). */
export interface Shift {
  from: number;
  delta: number;
}

/**
 * A copy of a parsed document's node tree - every node and range array its own - with offsets shifted as given.
 * About ten times faster than `doc.clone()` (which copies every property descriptor and the schema). `onCopy` sees
 * each original node with its copy, so a caller can find the copy of a node it located in the original.
 */
export function copyDocument<T extends Document>(
  doc: T,
  shift: Shift = { from: Infinity, delta: 0 },
  onCopy?: (original: unknown, copy: unknown) => void,
): T {
  const moved = <R extends number[] | undefined | null>(range: R): R => {
    if (!range) return range;
    const out = range.slice();
    for (let i = 0; i < out.length; i++) if (out[i]! >= shift.from) out[i]! += shift.delta;
    return out as R;
  };
  const copyNode = (node: unknown): unknown => {
    if (!isNode(node) && !isPair(node)) return node;
    const copy = shell(node);
    if (isPair(node)) {
      copy['key'] = copyNode(node.key);
      copy['value'] = copyNode(node.value);
    } else {
      copy['range'] = moved(node.range);
      if (isCollection(node)) {
        copy['schema'] = node.schema;
        copy['items'] = node.items.map(copyNode);
      }
    }
    onCopy?.(node, copy);
    return copy;
  };
  const copy = Object.create(Object.getPrototypeOf(doc) as object) as T;
  Object.defineProperties(copy, Object.getOwnPropertyDescriptors(doc));
  copy.contents = copyNode(doc.contents) as T['contents'];
  copy.range = moved(doc.range as number[]) as Range;
  return copy;
}
