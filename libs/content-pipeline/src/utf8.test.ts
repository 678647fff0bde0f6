import { describe, expect, it } from 'vitest';
import { firstBadByte, hexByte, notUtf8At } from './utf8.js';

const bytes = (text: string, ...extra: number[]) => Uint8Array.from([...new TextEncoder().encode(text), ...extra]);

describe('UTF-8 checking', () => {
  it('accepts UTF-8 text, accents and emoji included', () => {
    expect(notUtf8At(bytes('name: Wilk żółty 🐺\n'))).toBeNull();
  });

  it('finds a Latin-2 byte and says where it is, counting columns in characters', () => {
    // "ą" in ISO 8859-2 is 0xB1, which UTF-8 never uses alone.
    expect(notUtf8At(bytes('id: x\nname: żó', 0xb1, 0x0a))).toEqual({ byte: 0xb1, line: 2, column: 9 });
  });

  it('refuses overlong forms, surrogates and cut-off sequences', () => {
    expect(firstBadByte(Uint8Array.from([0x61, 0xc0, 0xaf]))).toBe(1);
    expect(firstBadByte(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstBadByte(Uint8Array.from([0x61, 0x62, 0xe2, 0x82]))).toBe(2);
    expect(firstBadByte(Uint8Array.from([0xf4, 0x90, 0x80, 0x80]))).toBe(0);
  });

  it('writes a byte as designers see it in hex editors', () => {
    expect(hexByte(0xb1)).toBe('0xB1');
    expect(hexByte(0x0a)).toBe('0x0A');
  });
});
