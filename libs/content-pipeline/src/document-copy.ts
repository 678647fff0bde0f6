import { Alias, Pair, Scalar, YAMLMap, YAMLSeq, isAlias, isMap, isPair, isScalar, isSeq, type Document, type Range } from 'yaml';

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
export function copyDocument<T extends Document>(doc: T, shift: Shift = { from: Infinity, delta: 0 }, onCopy?: (original: unknown, copy: unknown) => void): T {
  const moved = <R extends number[] | undefined | null>(range: R): R => {
    if (!range) return range;
    const out = range.slice();
    for (let i = 0; i < out.length; i++) if (out[i]! >= shift.from) out[i]! += shift.delta;
    return out as R;
  };
  const copyNode = (node: unknown): unknown => {
    let copy: unknown = node;
    if (isScalar(node)) copy = Object.assign(new Scalar(node.value), node, { range: moved(node.range) });
    else if (isPair(node)) copy = Object.assign(new Pair(null), node, { key: copyNode(node.key), value: copyNode(node.value) });
    else if (isMap(node) || isSeq(node)) {
      const empty = isMap(node) ? new YAMLMap(node.schema) : new YAMLSeq(node.schema);
      copy = Object.assign(empty, node, { items: node.items.map(copyNode), range: moved(node.range) });
    } else if (isAlias(node)) copy = Object.assign(new Alias(node.source), node, { range: moved(node.range) });
    onCopy?.(node, copy);
    return copy;
  };
  const copy = Object.create(Object.getPrototypeOf(doc) as object) as T;
  Object.defineProperties(copy, Object.getOwnPropertyDescriptors(doc));
  copy.contents = copyNode(doc.contents) as T['contents'];
  copy.range = moved(doc.range as number[]) as Range;
  return copy;
}
