/**
 * What a module-like ability (a module, a unit's module feature, or a marker) gives one tile it
 * reaches. Each kind's meaning lives in its own file; `links.ts` finds who reaches whom.
 */
import type { AbilityUse } from '../content.js';
import type { Field } from '../field.js';

/** A module-like ability whose uses have parameters `P`: applies its effect from `source` to `target` on the field. */
export interface Aura<P extends { ability: string } = AbilityUse> {
  /** The ability id in content (the schema's `ability` constant). */
  id: P['ability'];
  /** Adds this use's effect to `target` (already checked for reach and allegiance). */
  give(f: Field, source: number, target: number, use: P): void;
}

/** Declares a module-like ability with its generated parameter type (the counterpart of `definePlay`). */
export function defineAura<P extends { ability: string }>(aura: Aura<P>): Aura {
  return aura as unknown as Aura;
}
