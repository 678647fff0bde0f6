// Single-combat set-up options as `armory simulate hott --attacker ... --defender ...` resolves them, for tests.
import type { GameOptionValues } from '@armory/engine';
import { content } from './content.testing.js';
import { hottModule } from './module.js';
import type { SingleCombatOptions } from './single-combat.js';

/** The resolved options of a single combat; throws if the values set up a battle instead. */
export function combatOptions(values: GameOptionValues): { options: SingleCombatOptions } {
  const { options } = hottModule.resolveOptions(values, undefined, content);
  if (options.mode !== 'combat') throw new Error(`expected a single combat, got a ${options.mode}`);
  return { options };
}
