/**
 * The big symbol in the middle of an instant tile, by the ability the tile's play has: a blast for Battle, an
 * arrow for Move, and so on. An ability with no symbol of its own gets the general instant mark, a lightning
 * bolt, so every instant tile reads as one at a glance.
 */
import { pointList, round, type Point } from '@armory/render';

/** Draws a symbol centred on (0, 0) that fits in a circle of radius `size`. */
export type InstantSymbol = (size: number) => string;

function scaled(points: [number, number][], size: number): Point[] {
  return points.map(([x, y]) => ({ x: round(x * size), y: round(y * size) }));
}

function shape(points: [number, number][], size: number): string {
  return `<polygon class="symbol" points="${pointList(scaled(points, size))}"/>`;
}

/** Battle: an eight-pointed blast. */
const battle: InstantSymbol = (size) => {
  const points: [number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const angle = (i * Math.PI) / 8;
    const reach = i % 2 === 0 ? 1 : 0.45;
    points.push([reach * Math.sin(angle), -reach * Math.cos(angle)]);
  }
  return shape(points, size);
};

/** Move: an arrow to the right. */
const move: InstantSymbol = (size) =>
  shape(
    [
      [-0.9, -0.22],
      [0.2, -0.22],
      [0.2, -0.6],
      [0.95, 0],
      [0.2, 0.6],
      [0.2, 0.22],
      [-0.9, 0.22],
    ],
    size,
  );

/** Push Back: two chevrons driving outwards. */
const pushBack: InstantSymbol = (size) =>
  shape(
    [
      [-0.9, -0.7],
      [-0.3, 0],
      [-0.9, 0.7],
      [-0.6, 0.7],
      [0, 0],
      [-0.6, -0.7],
    ],
    size,
  ) +
  shape(
    [
      [-0.1, -0.7],
      [0.5, 0],
      [-0.1, 0.7],
      [0.2, 0.7],
      [0.8, 0],
      [0.2, -0.7],
    ],
    size,
  );

/** Tug: a hook pulling inwards (an arrow pointing left from a bar on the right). */
const tug: InstantSymbol = (size) =>
  shape(
    [
      [0.9, -0.7],
      [0.9, 0.7],
      [0.7, 0.7],
      [0.7, 0.2],
      [-0.3, 0.2],
      [-0.3, 0.55],
      [-0.95, 0],
      [-0.3, -0.55],
      [-0.3, -0.2],
      [0.7, -0.2],
      [0.7, -0.7],
    ],
    size,
  );

/** Avalanche: falling rocks, three stacked triangles. */
const avalanche: InstantSymbol = (size) =>
  shape(
    [
      [-0.9, 0.8],
      [-0.35, -0.1],
      [0.2, 0.8],
    ],
    size,
  ) +
  shape(
    [
      [-0.1, 0.8],
      [0.45, -0.1],
      [0.95, 0.8],
    ],
    size,
  ) +
  shape(
    [
      [-0.5, -0.05],
      [0.05, -0.9],
      [0.6, -0.05],
    ],
    size,
  );

/** Cannibalize the Enemy: a jaw, two rows of teeth. */
const cannibalize: InstantSymbol = (size) =>
  shape(
    [
      [-0.9, -0.2],
      [-0.9, -0.7],
      [0.9, -0.7],
      [0.9, -0.2],
      [0.6, 0.15],
      [0.3, -0.2],
      [0, 0.15],
      [-0.3, -0.2],
      [-0.6, 0.15],
    ],
    size,
  ) +
  shape(
    [
      [-0.9, 0.7],
      [-0.9, 0.35],
      [-0.6, 0],
      [-0.3, 0.35],
      [0, 0],
      [0.3, 0.35],
      [0.6, 0],
      [0.9, 0.35],
      [0.9, 0.7],
    ],
    size,
  );

/** The general instant mark: a lightning bolt. */
export const instantMark: InstantSymbol = (size) =>
  shape(
    [
      [0.15, -0.95],
      [-0.55, 0.1],
      [-0.05, 0.1],
      [-0.2, 0.95],
      [0.55, -0.15],
      [0.05, -0.15],
    ],
    size,
  );

/** Symbols by ability id. */
export const INSTANT_SYMBOLS: Readonly<Record<string, InstantSymbol>> = {
  battle,
  move,
  'push-back': pushBack,
  tug,
  avalanche,
  'cannibalize-enemy': cannibalize,
};

/** The symbol for an instant whose abilities are `abilities`: the first that has one, else the general mark. */
export function instantSymbolFor(abilities: string[]): InstantSymbol {
  for (const a of abilities) {
    const symbol = INSTANT_SYMBOLS[a];
    if (symbol) return symbol;
  }
  return instantMark;
}
