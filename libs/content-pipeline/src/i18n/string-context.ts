import { pointerSegments, valueAt } from '../pointer.js';

function idOf(node: unknown): string | undefined {
  const id = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)['id'] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Where a translatable string sits, in the content's own words, for the translator's comment in a PO file: the
 * file's kind and id, each enclosing thing with an id (named by the list or map holding it), then the field.
 * @example stringContext({ id: 'hh', tiles: [{ id: 'wolf', name: 'Wolf' }] }, 'army', '/tiles/0/name') // "army 'hh' > tiles 'wolf' > name"
 */
export function stringContext(data: unknown, kind: string, pointer: string): string {
  const segments = pointerSegments(pointer);
  const rootId = idOf(data);
  const parts = [rootId === undefined ? kind : `${kind} '${rootId}'`];
  let tailFrom = 0;
  for (let n = 1; n < segments.length; n++) {
    const id = idOf(valueAt(data, segments.slice(0, n)));
    if (id === undefined) continue;
    // The holder is the nearest segment that is a name rather than a list index.
    const holder = segments
      .slice(tailFrom, n)
      .filter((s) => !/^\d+$/.test(s))
      .pop();
    parts.push(holder === undefined ? `'${id}'` : `${holder} '${id}'`);
    tailFrom = n;
  }
  const tail = segments.slice(tailFrom).filter((s) => !/^\d+$/.test(s));
  if (tail.length > 0) parts.push(tail.join('/'));
  return parts.join(' > ');
}
