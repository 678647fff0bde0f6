import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPointer, pointerSegments, toPointer, valueAt } from './pointer.js';

describe('JSON Pointers', () => {
  it('round-trips any segments through escaping', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (segments) => {
        expect(pointerSegments(toPointer(segments))).toEqual(segments);
      }),
    );
  });

  it('unescapes ~1 and ~0', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(valueAt({ 'a/b': [5] }, ['a/b', '0'])).toBe(5);
  });

  it('matches * against every item and member', () => {
    const data = { tiles: [{ count: 2, hits: [1, 2] }, { count: 3 }], kinds: { hq: { n: 1 }, unit: { n: 4 } } };
    expect(matchPointer(data, '/tiles/*/count').map((m) => m.value)).toEqual([2, 3]);
    expect(matchPointer(data, '/tiles/*/hits/*').map((m) => m.segments.join('/'))).toEqual(['tiles/0/hits/0', 'tiles/0/hits/1']);
    expect(matchPointer(data, '/kinds/*/n').map((m) => m.value)).toEqual([1, 4]);
    expect(matchPointer(data, '/nothing/*')).toEqual([]);
  });
});
