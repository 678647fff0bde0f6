import { describe, expect, it } from 'vitest';
import { isDocument, isMap, isScalar, isSeq, parseDocument, visit, type Scalar } from 'yaml';
import { copyDocument } from './document-copy.js';

const text = '# heading\nid: a # trailing\nlist: [1, "two", &x three]\nmore:\n  - *x\n  - { k: v }\n';

describe('copyDocument', () => {
  it('gives a document that prints, reads and places nodes like the original', () => {
    const doc = parseDocument(text);
    const copy = copyDocument(doc);
    expect(isDocument(copy)).toBe(true);
    expect(copy.toString()).toBe(doc.toString());
    expect(copy.toJS()).toEqual(doc.toJS());
    const ranges = (d: typeof doc) => {
      const out: unknown[] = [];
      visit(d, { Node: (_, n) => void out.push([n.constructor.name, n.range]) });
      return out;
    };
    expect(ranges(copy)).toEqual(ranges(doc));
    expect(isMap(copy.contents) && isSeq(copy.getIn(['list'], true))).toBe(true);
  });

  it('shares no node or range with the original', () => {
    const doc = parseDocument(text);
    const start = doc.range[0];
    const copy = copyDocument(doc);
    const scalar = copy.getIn(['list', 0], true) as Scalar;
    expect(isScalar(scalar)).toBe(true);
    scalar.value = 9;
    scalar.range![0] = 999;
    copy.range[0] = 5;
    expect(doc.getIn(['list', 0])).toBe(1);
    expect((doc.getIn(['list', 0], true) as Scalar).range![0]).not.toBe(999);
    expect(doc.range[0]).toBe(start);
    expect(copy.toJS().list[0]).toBe(9);
  });

  it('moves offsets at or after a point, in the copy only, and shows each node with its copy', () => {
    const doc = parseDocument(text);
    const original = doc.getIn(['more', 1], true) as { range: number[] };
    const pairs = new Map<unknown, unknown>();
    const copy = copyDocument(doc, { from: original.range[0]!, delta: 3 }, (a, b) => pairs.set(a, b));
    const moved = copy.getIn(['more', 1], true) as { range: number[] };
    expect(moved.range).toEqual(original.range.map((o) => o + 3));
    expect((copy.getIn(['id'], true) as Scalar).range).toEqual((doc.getIn(['id'], true) as Scalar).range);
    expect(pairs.get(original)).toBe(moved);
    expect(copy.range[2]).toBe(doc.range[2]! + 3);
  });
});
