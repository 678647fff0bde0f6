/**
 * What render reads from a tile: a structural subset of the content's Tile, so any game whose tiles have
 * edges and tips can be drawn without render knowing that game's rules.
 */

/** One feature printed on an edge or a tip (an attack, armor, a net, a module link, a Thrower...). */
export interface TileFeature {
  feature: string;
  strength?: number;
  /** The placement is a guess the source documents do not give: drawn dashed so a designer sees it. */
  assumed?: boolean;
}

/** A tile as printed: name, kind, initiative numbers, toughness, and a feature per edge and per tip. */
export interface TileFace {
  id?: string;
  name?: string;
  kind?: string;
  count?: number;
  initiative?: number[] | number;
  toughness?: number;
  edges?: Record<string, TileFeature | undefined>;
  tips?: Record<string, TileFeature | undefined>;
  abilities?: { ability?: string }[];
}

/** Reads a tile-like value loosely: the editor draws documents that may be half-typed or invalid. */
export function asTileFace(value: unknown): TileFace {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as TileFace) : {};
}
