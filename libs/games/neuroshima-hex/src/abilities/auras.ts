/** The catalog of module-like abilities, keyed by their content ids. */
import type { Aura } from './aura.js';
import { freezing } from './freezing.js';
import { initiativeModifier } from './initiative-modifier.js';
import { medic } from './medic.js';
import { strengthModifier } from './strength-modifier.js';
import { toughnessModifier } from './toughness-modifier.js';

/** Abilities that change other tiles (or the marker's own tile) during battle, by id. Freezing is applied first. */
export const AURAS: Record<string, Aura> = Object.fromEntries(
  [initiativeModifier, strengthModifier, toughnessModifier, medic].map((a) => [a.id, a]),
);

/** Freezing, applied before the other auras because it switches them off. */
export const FREEZING: Aura = freezing;
