/**
 * The browser entry imports no game up front: following its static imports (relative files and packages) never
 * reaches a game package or games.ts. A static import there would put every game back into every editor page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** The specifiers of a file's static imports and re-exports (not `import(...)`). */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((m) => (m[1] ?? m[2])!);
}

/** Every file and package reached from `file` through static imports. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of staticImports(readFileSync(join(SRC, file), 'utf8'))) {
    if (spec.startsWith('./')) reached(spec.slice(2).replace(/\.js$/, '.ts'), seen);
    else seen.add(spec);
  }
  return seen;
}

describe('@armory/registry/lazy', () => {
  it('reaches no game and not games.ts through static imports', () => {
    const all = [...reached('lazy.ts')];
    expect(all).toContain('loaders.ts');
    expect(all.filter((f) => f === 'games.ts' || f.startsWith('@armory/game-'))).toEqual([]);
  });

  it('finds a static import of a game, as the check above relies on', () => {
    expect(staticImports(readFileSync(join(SRC, 'games.ts'), 'utf8'))).toContain('@armory/game-hott');
    expect(staticImports(readFileSync(join(SRC, 'loaders.ts'), 'utf8'))).not.toContain('@armory/game-hott');
  });
});
