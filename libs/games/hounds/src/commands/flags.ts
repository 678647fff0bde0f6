/**
 * Reads `--name value` flags for the game's own commands. The module is loaded in the browser too, so it cannot
 * lean on node:util; mistakes throw `OptionError` (the CLI prints them, exit 2).
 */
import { OptionError } from '@armory/engine';

/** Reads `args` against the flags a command takes (values) and its switches. */
export function readFlags(args: readonly string[], values: readonly string[], switches: readonly string[]): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new OptionError(`unexpected argument '${arg}'`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (name in flags) throw new OptionError(`--${name} is given twice`);
    if (switches.includes(name)) flags[name] = true;
    else if (values.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined || value.startsWith('--')) throw new OptionError(`--${name} needs a value`);
      flags[name] = value;
    } else throw new OptionError(`unknown option '${arg}'; known: ${[...values, ...switches].map((f) => `--${f}`).join(', ')}`);
  }
  return flags;
}

/** A whole number of at least `min` from a flag. */
export function wholeNumber(flags: Record<string, string | true>, name: string, fallback: number, min: number): number {
  const text = flags[name];
  if (text === undefined) return fallback;
  const n = Number(text);
  if (typeof text !== 'string' || !Number.isInteger(n) || n < min)
    throw new OptionError(`--${name} must be a whole number of at least ${min}, got '${String(text)}'`);
  return n;
}
