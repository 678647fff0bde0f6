/** Test reading of a picture's words: each `<text>` as one string, its lines joined by a space, apostrophes unescaped. */
export const textsOf = (svg: string): string[] =>
  [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

/** Every `<text>` of a picture as read (textsOf), one to a line. */
export const wordsOf = (svg: string) => textsOf(svg).join('\n');

/**
 * The smallest text of a picture, in CSS pixels, when it is shown at most `width` by `height` pixels (it keeps its
 * shape, so the tighter of the two sets its scale). Text inside `skip` groups (a `<g>` whose opening tag matches) is
 * left out.
 */
export function smallestTextPx(svg: string, width: number, height = Number.POSITIVE_INFINITY, skip?: RegExp): number {
  const box = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('the picture has no viewBox');
  const scale = Math.min(width / Number(box[3]), height / Number(box[4]));
  const kept = skip ? svg.replace(new RegExp(`<g (?=${skip.source})[^>]*>.*?</g>`, 'g'), '') : svg;
  const sizes = [...kept.matchAll(/<text\b[^>]*\bfont-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  if (sizes.length === 0) throw new Error('the picture has no text');
  return Math.min(...sizes) * scale;
}
