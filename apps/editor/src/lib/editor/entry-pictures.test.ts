import { describe, expect, it } from 'vitest';
import { EntryPictures } from './entry-pictures.js';

/** A drawing that counts its calls, so a test sees which entries were drawn again. */
function counter() {
  let calls = 0;
  return {
    draw: (label: string) => () => `${label} #${++calls}`,
    calls: () => calls,
  };
}

describe('EntryPictures', () => {
  it('draws an entry the first time, in view or not', () => {
    const pictures = new EntryPictures();
    const c = counter();
    expect(pictures.pictureOf(0, { id: 'a' }, false, c.draw('a'))).toBe('a #1');
    expect(pictures.pictureOf(1, { id: 'b' }, true, c.draw('b'))).toBe('b #2');
  });

  it('keeps the last picture of an unchanged entry out of view, and draws it afresh in view', () => {
    const pictures = new EntryPictures();
    const c = counter();
    pictures.pictureOf(0, { id: 'a', factor: 3 }, false, c.draw('a'));
    expect(pictures.pictureOf(0, { id: 'a', factor: 3 }, false, c.draw('a'))).toBe('a #1');
    expect(c.calls()).toBe(1);
    expect(pictures.pictureOf(0, { id: 'a', factor: 3 }, true, c.draw('a'))).toBe('a #2');
  });

  it('draws an entry out of view again when its own value changed (an edit, or another entry moved into its place)', () => {
    const pictures = new EntryPictures();
    const c = counter();
    pictures.pictureOf(3, { id: 'a', factor: 3 }, false, c.draw('a'));
    expect(pictures.pictureOf(3, { id: 'a', factor: 4 }, false, c.draw('a'))).toBe('a #2');
    expect(pictures.pictureOf(3, { id: 'b', factor: 4 }, false, c.draw('b'))).toBe('b #3');
    // An entry with no picture is remembered as such too.
    expect(pictures.pictureOf(4, { id: 'c' }, false, () => undefined)).toBeUndefined();
    expect(pictures.pictureOf(4, { id: 'c' }, false, c.draw('c'))).toBeUndefined();
  });
});
