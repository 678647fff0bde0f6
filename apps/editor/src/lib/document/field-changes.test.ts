import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changedFields, mergeMyFields, shownValue } from './field-changes.js';

const BASE = `# an army
tiles:
  - id: wolf
    name: Wolf # the dog
    count: 2
  - id: bear
    name: Bear
    count: 1
`;

describe('changedFields', () => {
  it('names each field that differs with its values, a key added or removed, and a list of another length whole', () => {
    const before = parse(BASE);
    const after = parse(BASE.replace('name: Bear', 'name: Grey Bear').replace('    count: 2\n', ''));
    expect(changedFields(before, after)).toEqual([
      { path: ['tiles', 0, 'count'], pointer: '/tiles/0/count', before: 2, after: undefined },
      { path: ['tiles', 1, 'name'], pointer: '/tiles/1/name', before: 'Bear', after: 'Grey Bear' },
    ]);
    expect(changedFields({ a: [1] }, { a: [1, 2] })).toEqual([{ path: ['a'], pointer: '/a', before: [1], after: [1, 2] }]);
    expect(changedFields(before, before)).toEqual([]);
  });
});

describe('mergeMyFields', () => {
  it("puts this tab's fields onto the disk's text and keeps the fields only the disk changed", () => {
    const mine = BASE.replace('count: 2', 'count: 3');
    const disk = BASE.replace('name: Bear', 'name: Grey Bear');
    const merged = mergeMyFields(BASE, mine, disk);
    expect(merged).toEqual({ text: BASE.replace('count: 2', 'count: 3').replace('name: Bear', 'name: Grey Bear') });
  });

  it('gives my value where both changed the same field, and removes what I removed', () => {
    const mine = BASE.replace('name: Wolf', 'name: Big Wolf').replace('    count: 1\n', '');
    const disk = BASE.replace('name: Wolf', 'name: Old Wolf');
    const merged = mergeMyFields(BASE, mine, disk) as { text: string };
    expect(parse(merged.text)).toEqual({
      tiles: [
        { id: 'wolf', name: 'Big Wolf', count: 2 },
        { id: 'bear', name: 'Bear' },
      ],
    });
    expect(merged.text).toContain('name: Big Wolf # the dog');
  });

  it('refuses when the disk changed the length of a list one of my fields is in', () => {
    const mine = BASE.replace('name: Bear', 'name: Brown Bear');
    const disk = BASE.replace('tiles:\n', 'tiles:\n  - id: fox\n    name: Fox\n    count: 1\n');
    expect(mergeMyFields(BASE, mine, disk)).toEqual({ refused: '/tiles changed shape on disk, and your /tiles/1/name is inside it' });
  });
});

describe('shownValue', () => {
  it('quotes text, says (none) for a field not there, and writes the rest as JSON', () => {
    expect([shownValue('Wolf'), shownValue(undefined), shownValue(2), shownValue({ a: [1] })]).toEqual([
      "'Wolf'",
      '(none)',
      '2',
      '{"a":[1]}',
    ]);
  });
});
