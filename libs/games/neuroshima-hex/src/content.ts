/**
 * The shape of the content this game reads: rules.yaml and the army files, as the schemas in
 * schemas/neuroshima-hex/ describe them. Written structurally so the typed content package's
 * generated types (or plain parsed YAML) fit without conversion.
 */

/** Edge names in the order of the engine's direction numbers (0 = N, clockwise). */
export const EDGE_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Tip names as the content writes them, in the order of the engine's tip numbers (tip t lies between edges t and t+1). */
export const TIP_NAMES = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;

/** A feature printed on an edge. */
export interface EdgeFeatureContent {
  feature: 'melee' | 'ranged' | 'gauss' | 'armor' | 'net' | 'link';
  strength?: number;
  assumed?: true;
}

/** A feature printed on a tip. */
export interface TipFeatureContent {
  feature: 'thrower';
  strength?: number;
  assumed?: true;
}

/** One ability use: its id plus parameters (each ability module reads its own). */
export interface AbilityUse {
  ability: string;
  [param: string]: unknown;
}

/** One tile design. */
export interface TileContent {
  id: string;
  name: string;
  kind: 'hq' | 'unit' | 'module' | 'instant';
  count: number;
  initiative?: number[];
  toughness?: number;
  edges?: Partial<Record<(typeof EDGE_NAMES)[number], EdgeFeatureContent>>;
  tips?: Partial<Record<(typeof TIP_NAMES)[number], TipFeatureContent>>;
  abilities?: AbilityUse[];
}

/** One kind of marker an army owns. */
export interface MarkerContent {
  id: string;
  name: string;
  group: string;
  count: number;
  effect?: AbilityUse;
}

/** One army file. */
export interface ArmyContent {
  id: string;
  name: string;
  tiles: TileContent[];
  markers?: MarkerContent[];
  abilities?: AbilityUse[];
}

/** rules.yaml: the base game's numbers and DECIDE options. */
export interface RulesContent {
  board: { radius: number };
  players: number;
  army: { tiles: number; hq: number };
  kinds: { hq: { toughness: number; initiative: number }; unit: { toughness: number }; module: { toughness: number } };
  hand: { size: number; discard: number; firstTurnDraws: number[] };
  initiative: { min: number; max: number };
  armor: { reduces: string[]; by: number };
  thrower: { distance: number; ignoresStrengthModifiers: boolean };
  endgame: { turnsAfterLastDraw: number };
  options: {
    rangedPassesFriends: boolean;
    netChains: string;
    medicFailsIfDestroyed: boolean;
    overtime: { enabled: boolean; keep: number };
    throwerArmor: string;
  };
}

/** Everything `setup` needs: the rules and the armies by id. */
export interface NeuroshimaContent {
  rules: RulesContent;
  armies: Record<string, ArmyContent>;
}
