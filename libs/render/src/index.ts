/** @armory/render: SVG pictures of hex tiles and printable tile sheets, shared by the editor and print. */
export { EDGE_NAMES, TIP_NAMES, apothem, corners, edgeEnds, towardsEdge, towardsTip, pointList, type Point } from './hex-face.js';
export { asTileFace, type TileFace, type TileFeature } from './tile-face.js';
export { GLYPHS, escapeXml, type Glyph, type GlyphPlace } from './feature-glyphs.js';
export { KIND_COLOURS, tileSvg, type TileSvgOptions } from './tile-svg.js';
export { A4_SHEET, layoutSheet, pageSlots, tileCopies, type PlacedTile, type SheetOptions, type SheetPage } from './sheet-layout.js';
export { sheetPageSvg } from './sheet-svg.js';
