/**
 * The words of a table picture, sized by the table rather than in fixed drawing units: a picture is shrunk as a
 * whole to fit where it is shown (the editor gives a battlefield's at most 40rem by 22rem), so text a fixed few
 * units tall beside a table hundreds of units wide came out 5 px high. Text a set share of the table shrinks with it
 * and stays readable at any size the table can be seen at.
 */
import { escapeXml, round, wrapWords } from '@armory/render';

/**
 * How many text sizes the table's longer side spans in the editor's picture of a battlefield: shrunk to its box
 * (at most 22rem high), 19 gives text 13-14 px high, 12 px with a two-line note under it.
 */
export const TEXT_SIZES_ALONG_TABLE = 19;
/** A line's height, in text sizes. */
export const LINE_HEIGHT = 1.35;
/** A character's width, in text sizes: a sans-serif letter averages about half, with room for wide ones. */
const CHARACTER_WIDTH = 0.56;

/** The text size of a picture whose table's longer drawn side is `tableUnits`, `along` text sizes long. */
export const textSizeOf = (tableUnits: number, along = TEXT_SIZES_ALONG_TABLE) => Math.round((tableUnits / along) * 10) / 10;

/** The drawn width of `characters` characters at text size `size`. */
export const widthOf = (characters: number, size: number) => characters * CHARACTER_WIDTH * size;

/** `text` broken into lines no wider than `units` at text size `size` (a word longer than that keeps its own line). */
export const linesIn = (text: string, units: number, size: number) => wrapWords(text, Math.max(1, Math.floor(units / widthOf(1, size))));

/**
 * Lines of text as one `<text>`, the first line's baseline at `y`, each next one a line lower. A space between the
 * lines keeps the words apart when the text is read rather than seen (a screen reader, a test's textContent).
 */
export function textLinesSvg(lines: string[], x: number, y: number, size: number, attributes = ''): string {
  const spans = lines
    .map((line, i) => `<tspan x="${round(x)}"${i === 0 ? '' : ` dy="${round(LINE_HEIGHT * size)}"`}>${escapeXml(line)}</tspan>`)
    .join(' ');
  return `<text${attributes ? ` ${attributes}` : ''} x="${round(x)}" y="${round(y)}" font-size="${size}">${spans}</text>`;
}
