/**
 * What the pictures read from a tile and its army file, loosely: the editor draws documents while they are
 * half-typed or invalid, so every field may be missing or of the wrong type.
 */

/** One feature on an edge or a tip. */
export interface FeatureFace {
  feature?: unknown;
  strength?: unknown;
  assumed?: unknown;
}

/** A tile as drawn. */
export interface TileFace {
  id?: unknown;
  name?: unknown;
  kind?: unknown;
  count?: unknown;
  initiative?: unknown;
  toughness?: unknown;
  edges?: Record<string, FeatureFace | undefined>;
  tips?: Record<string, FeatureFace | undefined>;
  abilities?: unknown;
}

/** The parts of an army file the pictures use: its colour and, for the legend, its tiles. */
export interface ArmyFace {
  name?: unknown;
  colour?: unknown;
  tiles?: unknown;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Reads a tile-like value; anything that is not an object reads as an empty tile. */
export function asTile(value: unknown): TileFace {
  return record(value) as TileFace;
}

/** Reads an army-like value. */
export function asArmy(value: unknown): ArmyFace {
  return record(value) as ArmyFace;
}

/** The army's colour when it is a `#rrggbb` colour, else undefined. */
export function armyColour(army: ArmyFace): string | undefined {
  return typeof army.colour === 'string' && /^#[0-9a-f]{6}$/i.test(army.colour) ? army.colour : undefined;
}

/** The ability ids a tile lists, in order. */
export function abilityIds(tile: TileFace): string[] {
  if (!Array.isArray(tile.abilities)) return [];
  return tile.abilities.map((a) => record(a)['ability']).filter((a): a is string => typeof a === 'string');
}

/** A feature's strength when it is a whole number above 0, else 1 (the schema's default). */
export function strengthOf(feature: FeatureFace): number {
  const s = feature.strength;
  return typeof s === 'number' && Number.isInteger(s) && s > 0 ? s : 1;
}
