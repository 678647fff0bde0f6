import type { GameOption } from '@armory/engine';

/** Declared options as help lines: `  -o, --out DIR   where to write`, the flags padded to one column. */
export function optionHelp(options: readonly GameOption[]): string {
  const flags = options.map(
    (o) =>
      `${o.short ? `-${o.short}, ` : ''}--${o.name}${o.type === 'boolean' ? '' : ` ${o.placeholder ?? (o.type === 'number' ? 'N' : 'VALUE')}`}`,
  );
  const width = Math.max(16, ...flags.map((f) => f.length));
  return options.map((o, i) => `  ${flags[i]!.padEnd(width)}  ${o.help}${o.required ? ' (required)' : ''}`).join('\n');
}
