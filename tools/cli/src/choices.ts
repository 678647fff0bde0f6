import type { GameModule, GameOptionValues } from '@armory/engine';
import { namedIn } from './did-you-mean.js';

/**
 * A game's refusal of its own option (`--attacker: unknown troop type 'knigts'; known: ...`) with the choice a
 * mistyped value stands for named, from the options' `choices`: the same help as a misspelt option gets.
 */
export function withChoiceSuggestion(message: string, module: GameModule, values: GameOptionValues, content: unknown): string {
  for (const option of module.options) {
    const given = values[option.name];
    if (typeof given !== 'string' || !option.choices) continue;
    const choices = option.choices(content);
    const typed = option.list ? given.split(',').map((v) => v.trim()) : [given];
    const wrong = typed.find((v) => !choices.includes(v) && message.includes(`'${v}'`));
    if (wrong !== undefined) return namedIn(message, wrong, choices);
  }
  return message;
}

/** The values a game command's arguments give the game's own options (`--attacker knigts`, `--cards=x`), by name. */
export function givenOptionValues(module: GameModule, args: readonly string[]): GameOptionValues {
  const values: GameOptionValues = {};
  for (const [i, arg] of args.entries()) {
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    const option = module.options.find((o) => `--${o.name}` === flag);
    if (option && option.type === 'string') values[option.name] = inline ?? args[i + 1];
  }
  return values;
}
