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
  /** What the edge carries. */
  feature: 'melee' | 'ranged' | 'gauss' | 'armor' | 'net' | 'link';
  /** Hits of an attack (default 1). */
  strength?: number;
  /** Placement follows a recorded decision rather than a source. */
  assumed?: true;
}

/** A feature printed on a tip. */
export interface TipFeatureContent {
  /** What the tip carries. */
  feature: 'thrower';
  /** Hits of the attack (default 1). */
  strength?: number;
  /** Placement follows a recorded decision rather than a source. */
  assumed?: true;
}

/** One ability use: its id plus parameters (each ability module reads its own). */
export interface AbilityUse {
  /** The ability id (a module in abilities/ gives it meaning). */
  ability: string;
  /** Its parameters, as the ability's schema lists them. */
  [param: string]: unknown;
}

/** One tile design. */
export interface TileContent {
  /** Id, unique in its army. */
  id: string;
  /** English name. */
  name: string;
  /** What sort of tile it is. */
  kind: 'hq' | 'unit' | 'module' | 'instant';
  /** Copies in the army. */
  count: number;
  /** Phases it attacks in (HQ: the rules' HQ initiative when left out). */
  initiative?: number[];
  /** Hit points (the rules' kind default when left out). */
  toughness?: number;
  /** Features by edge, unrotated. */
  edges?: Partial<Record<(typeof EDGE_NAMES)[number], EdgeFeatureContent>>;
  /** Features by tip, unrotated. */
  tips?: Partial<Record<(typeof TIP_NAMES)[number], TipFeatureContent>>;
  /** Abilities beyond edges and tips (for an instant: its effect). */
  abilities?: AbilityUse[];
}

/** One kind of marker an army owns. */
export interface MarkerContent {
  /** Id, unique in its army. */
  id: string;
  /** English name. */
  name: string;
  /** lesser, greater or freezing. */
  group: string;
  /** How many exist (the supply). */
  count: number;
  /** What it does to the tile it lies on. */
  effect?: AbilityUse;
}

/** One army file. */
export interface ArmyContent {
  /** Army id. */
  id: string;
  /** English name. */
  name: string;
  /** Every tile design. */
  tiles: TileContent[];
  /** Its markers. */
  markers?: MarkerContent[];
  /** Army-wide abilities (Swap, Cannibalize). */
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
  /** Team play, when these rules have it: players and equal teams. */
  teamPlay?: { players: number; teams: number };
  options: {
    rangedPassesFriends: boolean;
    medicFailsIfDestroyed: boolean;
    overtime: { enabled: boolean; keep: number };
  };
}

/** Everything `setup` needs: the rules and the armies by id. */
export interface NeuroshimaContent {
  /** rules.yaml. */
  rules: RulesContent;
  /** Army files by id. */
  armies: Record<string, ArmyContent>;
}
