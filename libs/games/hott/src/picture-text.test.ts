import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT, TEXT_SIZES_ALONG_TABLE, linesIn, textLinesSvg, textSizeOf, widthOf } from './picture-text.js';
import { textsOf } from './picture-text.testing.js';

describe('the words of a table picture', () => {
  it('are a set share of the table, so they shrink and grow with it', () => {
    expect(textSizeOf(19 * 30)).toBe((19 * 30) / TEXT_SIZES_ALONG_TABLE);
    expect(textSizeOf(1000, 40)).toBe(25);
    expect(textSizeOf(2 * 950)).toBe(2 * textSizeOf(950));
  });

  it('break into lines no wider than the room given, words kept whole', () => {
    const text = 'the defender deploys within 600 paces of its edge';
    const lines = linesIn(text, widthOf(20, 10), 10);
    expect(lines).toEqual(['the defender deploys', 'within 600 paces of', 'its edge']);
    expect(linesIn(text, widthOf(text.length, 10), 10)).toEqual([text]);
  });

  it('draw one <text> a line lower for each line, read back as the words given', () => {
    const svg = textLinesSvg(["the attacker's", 'edge'], 5, 20, 10, 'data-note="1"');
    expect(svg).toContain(`</tspan> <tspan x="5" dy="${LINE_HEIGHT * 10}">edge</tspan>`);
    expect(svg.startsWith('<text data-note="1" x="5" y="20" font-size="10">')).toBe(true);
    expect(textsOf(svg)).toEqual(["the attacker's edge"]);
  });
});
