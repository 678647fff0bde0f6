import { describe, expect, it } from 'vitest';
import { setValue, insertItem } from './edits.js';
import { withLineEnds } from './line-ends.js';

describe('withLineEnds', () => {
  it('keeps CRLF files CRLF, byte for byte outside the edit', () => {
    const text = '# c\r\nid: a   # x\r\ntiles:\r\n  - id: t\r\n';
    expect(withLineEnds(text, (t) => setValue(t, ['id'], 'b'))).toBe('# c\r\nid: b   # x\r\ntiles:\r\n  - id: t\r\n');
    expect(withLineEnds(text, (t) => insertItem(t, ['tiles'], 1, { id: 'u' }))).toBe(text + '  - id: u\r\n');
  });

  it('leaves LF and mixed files alone', () => {
    expect(withLineEnds('a: 1\n', (t) => setValue(t, ['a'], 2))).toBe('a: 2\n');
    expect(withLineEnds('a: 1\r\nb: 2\n', (t) => t)).toBe('a: 1\r\nb: 2\n');
  });
});
