/** The effect catalog's meanings: one module per effect id of content/hounds/effects.yaml. */
import type { Ability } from '@armory/content-hounds';
import { borrowHero } from './borrow-hero.js';
import { discard } from './discard.js';
import { draw } from './draw.js';
import type { Effect, EffectContext } from './effect.js';
import { gainTreats } from './gain-treats.js';
import { heal } from './heal.js';
import { opponentDiscards } from './opponent-discards.js';
import { power } from './power.js';
import { recruitDiscount } from './recruit-discount.js';
import { recruit } from './recruit.js';
import { scavenge } from './scavenge.js';
import { stealTreats } from './steal-treats.js';
import { swapSlots } from './swap-slots.js';

const EFFECTS: Array<Effect<any>> = [
  draw,
  discard,
  opponentDiscards,
  gainTreats,
  stealTreats,
  heal,
  power,
  recruitDiscount,
  recruit,
  scavenge,
  swapSlots,
  borrowHero,
];

const BY_ID: Record<string, Effect<any>> = Object.fromEntries(EFFECTS.map((e) => [e.id, e]));

/** The effect ids the code gives meaning to (checked against content and schemas through the registry). */
export const EFFECT_IDS: readonly string[] = EFFECTS.map((e) => e.id);

/** Resolves one effect of an ability. */
export function resolveEffect(ctx: EffectContext, ability: Ability): void {
  const effect = BY_ID[ability.effect];
  if (!effect) throw new Error(`hounds: no code for effect '${ability.effect}'`);
  effect.resolve(ctx, ability);
}
