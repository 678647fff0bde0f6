/**
 * A picture is a standalone SVG string. Its root element says how it prints: `data-footprint="hex"` with
 * `data-hex-radius` (the hex's circumradius in viewBox units, the viewBox centred on the hex) for a hex tile that
 * nests in staggered columns; anything else prints as a box the shape of its viewBox (a card, a terrain piece),
 * at its own size when its `width` and `height` are given in millimetres (a poker card: `63mm` by `88mm`).
 */

/** How a picture takes up paper. */
export type Footprint =
  | { shape: 'hex'; radius: number; viewBox: ViewBox }
  | { shape: 'box'; viewBox: ViewBox; /** Its own printed size in mm, when it states one. */ mm?: { width: number; height: number } };

/** An SVG viewBox. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function rootAttribute(svg: string, name: string): string | undefined {
  const root = /^\s*<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
}

/** Reads a picture's footprint from its root element; throws when it is not an SVG with a viewBox. */
export function footprintOf(svg: string): Footprint {
  const box = (rootAttribute(svg, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n)) || box[2]! <= 0 || box[3]! <= 0) {
    throw new Error('a picture must be an <svg> with a viewBox of four numbers, width and height above 0');
  }
  const viewBox = { x: box[0]!, y: box[1]!, width: box[2]!, height: box[3]! };
  const radius = Number(rootAttribute(svg, 'data-hex-radius'));
  if (rootAttribute(svg, 'data-footprint') === 'hex' && radius > 0) return { shape: 'hex', radius, viewBox };
  const mm = (name: string) => {
    const m = /^(\d+(?:\.\d+)?)mm$/.exec(rootAttribute(svg, name) ?? '');
    return m ? Number(m[1]) : undefined;
  };
  const width = mm('width');
  const height = mm('height');
  return width && height ? { shape: 'box', viewBox, mm: { width, height } } : { shape: 'box', viewBox };
}

/** Wraps SVG markup as a picture: the root element with its viewBox, optional print size and accessible label. */
export function svgPicture(options: {
  viewBox: ViewBox;
  body: string;
  label: string;
  className?: string;
  /** Set on hex pictures: the circumradius in viewBox units (the viewBox must be centred on the hex). */
  hexRadius?: number;
  width?: string;
  height?: string;
}): string {
  const v = options.viewBox;
  const attrs = [
    `xmlns="http://www.w3.org/2000/svg"`,
    options.className ? `class="${options.className}"` : '',
    `viewBox="${v.x} ${v.y} ${v.width} ${v.height}"`,
    options.width ? `width="${options.width}"` : '',
    options.height ? `height="${options.height}"` : '',
    options.hexRadius ? `data-footprint="hex" data-hex-radius="${options.hexRadius}"` : '',
    `role="img"`,
    `aria-label="${options.label}"`,
  ].filter(Boolean);
  return `<svg ${attrs.join(' ')}>${options.body}</svg>`;
}
