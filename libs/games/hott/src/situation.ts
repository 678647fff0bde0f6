/**
 * A combat situation: the two elements, where they stand and what is around them. The battle on the table
 * describes each fight this way (battle/fight-situation.ts) and calls the resolver unchanged; the CLI builds one
 * from flags. Everything absent is false or zero.
 */

/** Close combat, shooting, or a magician's spell. */
export type CombatKind = 'close' | 'shooting' | 'spell';
/** The going an element stands in. */
export type Going = 'good' | 'bad';
/** Which way an element faces, compared with the element that bumps into it. */
export type Facing = 'same' | 'opposite' | 'sideways';

/** The element a recoiling or fleeing element bumps into. */
export interface MetElement {
  /** Its troop type id. */
  type: string;
  /** On the moving element's side. */
  friendly: boolean;
  /** Its facing compared with the moving element's (default `same`). */
  facing?: Facing;
  /** Whether it is in close combat itself. */
  inCloseCombat?: boolean;
}

/** One of the two elements in a combat. */
export interface SideSituation {
  /** Its troop type id. */
  type: string;
  /** The going it stands in (default good). */
  going?: Going;
  /** It is the general's element. */
  general?: boolean;
  /** Enemy elements overlapping it. */
  overlaps?: number;
  /** Enemy elements in contact with its flank. */
  flankContacts?: number;
  /** Enemy elements in contact with its rear. */
  rearContacts?: number;
  /** A second rank of its own type stands behind it. */
  rearSupport?: boolean;
  /** Friendly elements aiding its shot or spell. */
  aiding?: number;
  /** It stands in woods. */
  inWoods?: boolean;
  /** It is uphill of its enemy. */
  uphill?: boolean;
  /** It defends a riverbank. */
  riverbank?: boolean;
  /** It is across water from the magician bespelling it. */
  acrossWater?: boolean;
  /** A friendly cleric or paladin is near (within `rules.yaml` `spells.nearClericOrPaladinPaces`). */
  nearClericOrPaladin?: boolean;
  /** It is near its own stronghold (within `rules.yaml` `spells.nearOwnStrongholdPaces`). */
  nearOwnStronghold?: boolean;
  /** It is in water (water lurkers). */
  inWater?: boolean;
  /** It charged into this combat this bound. */
  charged?: boolean;
  /**
   * The troop classes of the other enemies in contact with it in close combat (on its flanks or rear), one entry
   * each; the enemy it fights is not listed. A stronghold in contact with any non-aerial enemy is captured.
   */
  contactClasses?: string[];
  /** The element it would bump into if it recoils or flees. */
  behind?: MetElement;
}

/** A whole combat: what kind, and the two elements. The attacker is the side whose bound it is (the shooter, the caster). */
export interface Situation {
  /** Default close. */
  kind?: CombatKind;
  /** In shooting: the target shoots back at the shooter. */
  shotBack?: boolean;
  attacker: SideSituation;
  defender: SideSituation;
}

/** The two sides, in the order results are given. */
export const SIDES = ['attacker', 'defender'] as const;
/** A side of a combat. */
export type Side = (typeof SIDES)[number];

/** Yes/no facts about an element that a situation may set, with their help text. */
export const SIDE_SWITCHES = {
  general: 'is the general',
  rearSupport: 'has a second rank of its own type behind it',
  inWoods: 'stands in woods',
  uphill: 'is uphill of its enemy',
  riverbank: 'defends a riverbank',
  acrossWater: 'is across water from the caster',
  nearClericOrPaladin: 'is near a friendly cleric or paladin',
  nearOwnStronghold: 'is near its own stronghold',
  inWater: 'is in water',
  charged: 'charged this bound',
} as const;

/** Counts about an element that a situation may set, with their help text. */
export const SIDE_COUNTS = {
  overlaps: 'enemy elements overlapping it',
  flankContacts: 'enemy elements in contact with its flank',
  rearContacts: 'enemy elements in contact with its rear',
  aiding: 'friendly elements aiding its shot or spell',
} as const;

/** The combat kinds, goings and facings a situation may name. */
export const COMBAT_KINDS: readonly CombatKind[] = ['close', 'shooting', 'spell'];
export const GOINGS: readonly Going[] = ['good', 'bad'];
export const FACINGS: readonly Facing[] = ['same', 'opposite', 'sideways'];
