/** JSON Pointer (RFC 6901) segments, plus the `*` wildcard that checks.yaml uses. */

/** Splits a JSON Pointer into unescaped segments: `/tiles/0/a~1b` -> ['tiles', '0', 'a/b']. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Joins segments into a JSON Pointer, escaping `~` and `/`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at `segments` inside `data`, or undefined. */
export function valueAt(data: unknown, segments: readonly string[]): unknown {
  let node = data;
  for (const s of segments) {
    if (Array.isArray(node)) node = node[Number(s)];
    else if (node !== null && typeof node === 'object') node = (node as Record<string, unknown>)[s];
    else return undefined;
  }
  return node;
}

/** One value matched by a wildcard pointer, with the concrete segments that lead to it. */
export interface PointerMatch {
  segments: string[];
  value: unknown;
}

/** Every value that `pattern` (a JSON Pointer where a `*` segment matches each item or member) finds in `data`. */
export function matchPointer(data: unknown, pattern: string): PointerMatch[] {
  let found: PointerMatch[] = [{ segments: [], value: data }];
  for (const segment of pointerSegments(pattern)) {
    const next: PointerMatch[] = [];
    for (const { segments, value } of found) {
      if (value === null || typeof value !== 'object') continue;
      if (segment === '*') {
        const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
        for (const [k, v] of entries) next.push({ segments: [...segments, k], value: v });
      } else {
        const v = valueAt(value, [segment]);
        if (v !== undefined) next.push({ segments: [...segments, segment], value: v });
      }
    }
    found = next;
  }
  return found;
}
