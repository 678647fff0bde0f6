/**
 * Limits on a parsed YAML document that keep a hostile or broken file from exhausting the validator: how deep
 * it nests, and how many nodes its aliases would copy. Both are measured on the document, before it becomes data.
 */
import { isAlias, isCollection, isPair, isScalar, type Document, type Node } from 'yaml';

/** Content files nest a handful of levels; anything this deep is a mistake or an attack. */
export const MAX_NESTING = 64;

/** Nodes aliases may copy per file: generous for real reuse (150 uses of a small anchor), far too few for a "billion laughs". */
export const MAX_ALIAS_NODES = 10_000;

/** The start offset of the first node nested deeper than `limit`, or -1. Walks without recursion. */
export function tooDeepAt(doc: Document, limit = MAX_NESTING): number {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: doc.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth >= limit) return node.range?.[0] ?? 0;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        stack.push({ node: item.key, depth: depth + 1 });
        stack.push({ node: item.value, depth: depth + 1 });
      } else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return -1;
}

/**
 * How many nodes the aliases copy when the document becomes data, counting an alias of an anchor that holds
 * aliases in full; and where the count first passes `limit` (-1 when it does not). Sizes are remembered per
 * anchored node, so a file built to multiply is measured in one pass, not expanded.
 * Call only on a document no deeper than `MAX_NESTING`: the count recurses along the nesting.
 */
export function aliasCopies(doc: Document, limit = MAX_ALIAS_NODES): { copies: number; at: number } {
  const sizes = new Map<Node, number>();
  let copies = 0;
  let at = -1;
  const sizeOf = (node: unknown): number => {
    if (node === null || node === undefined) return 0;
    if (isAlias(node)) {
      const target = node.resolve(doc);
      // An alias inside its own anchor (a cycle) is a reference, not a copy.
      const size = target === undefined ? 1 : (sizes.get(target) ?? 1);
      copies += size;
      if (at < 0 && copies > limit) at = node.range?.[0] ?? 0;
      return size;
    }
    if (isScalar(node)) return 1;
    if (!isCollection(node)) return 1;
    if (node.anchor) sizes.set(node, 1); // a provisional size while its own items are counted
    let size = 1;
    for (const item of node.items as unknown[]) size += isPair(item) ? sizeOf(item.key) + sizeOf(item.value) : sizeOf(item);
    if (node.anchor) sizes.set(node, size);
    return size;
  };
  sizeOf(doc.contents);
  return { copies, at };
}
