/**
 * @armory/render: the drawing toolbox games build their pictures from (hex faces on the engine's geometry,
 * marks along edges, fitted text) and printable sheets of any game's pictures. It names no game: each game's
 * own render module draws its tiles, cards or terrain.
 */
export { EDGE_NAMES, TIP_NAMES, apothem, corners, edgeEnds, towardsEdge, towardsTip, pointList, round, type Point } from './hex-face.js';
export { alongEdge, spike, escapeXml, nameLines, inkOn, type NameFit } from './marks.js';
export { footprintOf, svgPicture, type Footprint, type ViewBox } from './picture.js';
export {
  A4_SHEET,
  layoutSheet,
  hexSlots,
  boxSlots,
  fitAlong,
  boxSize,
  copiesOf,
  type SheetItem,
  type PlacedPicture,
  type SheetOptions,
  type SheetPage,
} from './sheet-layout.js';
export { sheetPageSvg } from './sheet-svg.js';
export { wholePicturePage, type WholePicturePage } from './sheet-whole.js';
export { wrapWords } from './wrap-words.js';
