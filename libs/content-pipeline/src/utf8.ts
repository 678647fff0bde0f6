/** Telling UTF-8 text from other encodings byte by byte, so a designer learns which byte is wrong and where. */

/** Where a file stops being UTF-8: the offending byte, and its line and column (1-based, columns in characters). */
export interface NotUtf8 {
  byte: number;
  line: number;
  column: number;
}

/** Bytes in a well-formed sequence after a lead byte, or -1 when `lead` cannot start one (RFC 3629). */
function trailCount(lead: number): number {
  if (lead < 0x80) return 0;
  if (lead >= 0xc2 && lead <= 0xdf) return 1;
  if (lead >= 0xe0 && lead <= 0xef) return 2;
  if (lead >= 0xf0 && lead <= 0xf4) return 3;
  return -1;
}

/** The limits on the first trail byte that rule out overlong forms, surrogates and code points above U+10FFFF. */
function secondByteFits(lead: number, next: number): boolean {
  if (lead === 0xe0) return next >= 0xa0 && next <= 0xbf;
  if (lead === 0xed) return next >= 0x80 && next <= 0x9f;
  if (lead === 0xf0) return next >= 0x90 && next <= 0xbf;
  if (lead === 0xf4) return next >= 0x80 && next <= 0x8f;
  return next >= 0x80 && next <= 0xbf;
}

/** Byte offset of the first byte that breaks UTF-8, or -1 when every byte is well formed. */
export function firstBadByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const trail = trailCount(lead);
    if (trail < 0) return i;
    for (let k = 1; k <= trail; k++) {
      const next = bytes[i + k];
      if (next === undefined) return i;
      if (k === 1 ? !secondByteFits(lead, next) : next < 0x80 || next > 0xbf) return i;
    }
    i += trail + 1;
  }
  return -1;
}

/**
 * Where `bytes` stop being UTF-8, or null when they are UTF-8 throughout.
 * @example notUtf8At(Uint8Array.from([0x61, 0x0a, 0x62, 0xb1])) // { byte: 0xb1, line: 2, column: 2 }
 */
export function notUtf8At(bytes: Uint8Array): NotUtf8 | null {
  const at = firstBadByte(bytes);
  if (at < 0) return null;
  let lineStart = 0;
  let line = 1;
  for (let i = 0; i < at; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  // Everything before `at` is well formed, so decoding it gives the column in characters, as editors count them.
  const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, at)).length + 1;
  return { byte: bytes[at]!, line, column };
}

/** `0xB1`. */
export function hexByte(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}
