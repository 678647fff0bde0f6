import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command.js';

/** node:util parseArgs, with its errors turned into UsageError (exit 2, no stack trace). */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
}
