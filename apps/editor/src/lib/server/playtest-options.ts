/**
 * The game's own options as the play-test form shows them: each with the values its content offers (army ids,
 * troop types, card sets) where the module names them, so a designer picks instead of guessing an id.
 */
import type { GameModule } from '@armory/engine';

/** One option of the form. */
export interface OptionField {
  name: string;
  /** A number is typed as text, as on the command line, and read as a whole number. */
  type: 'string' | 'number' | 'boolean';
  placeholder: string;
  help: string;
  /** The values it takes (empty: any text, such as a number). */
  choices: string[];
  /** Whether it takes several of them, comma-separated. */
  list: boolean;
}

/** The module's options; `loaded` is the game's content as its content package exports it, or null when it cannot be played. */
export function optionFields(module: GameModule, loaded: Record<string, unknown> | null): OptionField[] {
  const content = loaded === null ? null : module.content(loaded);
  return module.options.map((o) => ({
    name: o.name,
    type: o.type,
    placeholder: o.placeholder ?? '',
    help: o.help,
    choices: content !== null && o.choices ? o.choices(content) : [],
    list: o.list === true,
  }));
}
