import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IllegalAction, canonicalJson, describeAction, sameAction } from './contract.js';

describe('canonicalJson', () => {
  it('is JSON that ignores key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
    expect(sameAction({ type: 'move', from: 1, to: 2 }, { to: 2, type: 'move', from: 1 })).toBe(true);
    expect(sameAction({ type: 'move', from: 1 }, { type: 'move', from: 2 })).toBe(false);
  });

  it('describes actions for messages', () => {
    expect(describeAction({ type: 'place', tile: 'wolf', hex: 4 })).toBe('place {tile: "wolf", hex: 4}');
    expect(describeAction({ type: 'pass' })).toBe('pass');
    const e = new IllegalAction({ type: 'pass' }, 'you must discard first');
    expect(e.message).toBe('illegal action pass: you must discard first');
    expect(e.name).toBe('IllegalAction');
    expect(e.action).toEqual({ type: 'pass' });
  });
});
