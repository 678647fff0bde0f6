/**
 * What a module-like ability (a module, a unit's module feature, or a marker) gives one tile it
 * reaches. Each kind's meaning lives in its own file; `links.ts` finds who reaches whom.
 */
import type { AbilityUse } from '../content.js';
import type { Field } from '../field.js';

/** A module-like ability: applies its effect from `source` to `target` on the field. */
export interface Aura {
  /** The ability id in content. */
  id: string;
  /** Adds this use's effect to `target` (already checked for reach and allegiance). */
  give(f: Field, source: number, target: number, use: AbilityUse): void;
}

/** Reads a whole-number parameter of an ability use, failing loudly when the content lacks it. */
export function intParam(use: AbilityUse, name: string): number {
  const v = use[name];
  if (typeof v !== 'number') throw new Error(`ability '${use.ability}' needs a number '${name}'`);
  return v;
}
