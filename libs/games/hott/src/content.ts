/**
 * The content HOTT plays from, as the typed content package exports it: troop types, the combat tables, the
 * recoil rules, the battle frame and the sample armies.
 */
import type { Army, Battlefield, Combat, CombatResult, Recoil, Rules, TroopType, TroopTypes } from '@armory/content-hott';

/** Everything the game reads, shaped like `@armory/content-hott`'s exports. */
export interface HottContent {
  troopTypes: TroopTypes;
  combat: Combat;
  recoil: Recoil;
  rules: Rules;
  armies: Record<string, Army>;
  battlefields: Record<string, Battlefield>;
}

export type { Army, Battlefield, Combat, CombatResult, Recoil, Rules, TroopType, TroopTypes };

/** Picks HOTT's exports out of loaded content (the registry's `content()` hook); throws when one is missing. */
export function hottContent(loaded: Record<string, unknown>): HottContent {
  for (const key of ['troopTypes', 'combat', 'recoil', 'rules'] as const) {
    if (loaded[key] === undefined) throw new Error(`HOTT content has no '${key}' (content/hott is missing a file of that kind)`);
  }
  return {
    troopTypes: loaded['troopTypes'] as TroopTypes,
    combat: loaded['combat'] as Combat,
    recoil: loaded['recoil'] as Recoil,
    rules: loaded['rules'] as Rules,
    armies: (loaded['armies'] ?? {}) as Record<string, Army>,
    battlefields: (loaded['battlefields'] ?? {}) as Record<string, Battlefield>,
  };
}
