import type { GameModule } from '@armory/engine';

/**
 * An option `armory simulate <game>` does not know but another registered game does (`--going` given to hounds):
 * the message saying whose option it is, rather than a bare "unknown option". Undefined when there is none.
 */
export async function optionOfAnotherGame(module: GameModule, args: string[], known: string[]): Promise<string | undefined> {
  const { games } = await import('@armory/registry');
  for (const arg of args) {
    if (arg === '--') return undefined;
    const name = /^--([^=]+)/.exec(arg)?.[1];
    if (name === undefined || known.includes(name)) continue;
    const owners = games().filter((g) => g !== module && g.options.some((o) => o.name === name));
    if (owners.length === 0) continue;
    const whose = owners.map((g) => g.id).join(', ');
    const own = module.options.map((o) => `--${o.name}`).join(', ') || 'none';
    return `--${name} is an option of ${whose}, not of ${module.id} (the options of ${module.id} itself: ${own})`;
  }
  return undefined;
}
