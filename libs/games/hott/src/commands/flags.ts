/**
 * A small reader of `--name value` and `--switch` flags for the game's commands. The module is loaded in the
 * browser too, so it cannot lean on node:util; mistakes throw `OptionError` (the CLI prints them, exit 2).
 */
import { OptionError } from '@armory/engine';

/** What a command accepts: each flag without dashes, as a value or a switch. Short aliases map to a name. */
export interface FlagSpec {
  values: readonly string[];
  switches: readonly string[];
  aliases?: Record<string, string>;
}

/** Parsed flags: values as text, switches as true. */
export type Flags = Record<string, string | true>;

/** Reads `args`; throws `OptionError` for an unknown flag, a missing value, a repeated flag or a stray word. */
export function readFlags(args: readonly string[], spec: FlagSpec): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-')) throw new OptionError(`unexpected argument '${arg}'`);
    let [name, inline] = arg.replace(/^--?/, '').split(/=(.*)/s, 2) as [string, string | undefined];
    name = spec.aliases?.[name] ?? name;
    if (name in flags) throw new OptionError(`--${name} is given twice`);
    if (spec.switches.includes(name)) {
      if (inline !== undefined) throw new OptionError(`--${name} takes no value`);
      flags[name] = true;
    } else if (spec.values.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new OptionError(`--${name} needs a value`);
      flags[name] = value;
    } else {
      const known = [...spec.values, ...spec.switches].map((f) => `--${f}`).join(', ');
      throw new OptionError(`unknown option '${arg}'; known: ${known}`);
    }
  }
  return flags;
}

/** camelCase -> kebab-case, for flag names made from situation fields (`rearSupport` -> `rear-support`). */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
