import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../root.js';
import { formatCode } from './format.js';
import { newGameFiles, namesOf } from './files.js';
import { addToGamesList, addToLoaderList } from './registry-entry.js';

// A long id makes long lines: the import of its module, the registry list, the game's types on one line.
const id = 'battle-for-the-very-long-shifting-hills';
const root = repoRoot();

async function formatted(path: string, text: string): Promise<boolean> {
  const filepath = join(root, path);
  return check(text, { ...(await resolveConfig(filepath)), filepath });
}

describe('the new game code as written', () => {
  it('is formatted as the workspace formats code, whatever the id', async () => {
    const files = newGameFiles(id);
    const code = files.filter((f) => f.path.endsWith('.ts'));
    expect(code.length).toBeGreaterThan(5);
    const written = await formatCode(root, files);
    for (const file of written.filter((f) => f.path.endsWith('.ts'))) expect(await formatted(file.path, file.text), file.path).toBe(true);
    // Data keeps its layout: the workspace formats no JSON, YAML or Markdown.
    expect(written.filter((f) => !f.path.endsWith('.ts'))).toEqual(files.filter((f) => !f.path.endsWith('.ts')));
  });

  it("formats the registry's two lists with the game added", async () => {
    const names = namesOf(id);
    const games = addToGamesList(readFileSync(join(root, 'libs/registry/src/games.ts'), 'utf8'), names);
    const loaders = addToLoaderList(readFileSync(join(root, 'libs/registry/src/loaders.ts'), 'utf8'), names);
    const paths = { games: 'libs/registry/src/games.ts', loaders: 'libs/registry/src/loaders.ts' };
    // The list of modules no longer fits on one line of 140 columns.
    expect(await formatted(paths.games, games)).toBe(false);
    const [g, l] = await formatCode(root, [
      { path: paths.games, text: games },
      { path: paths.loaders, text: loaders },
    ]);
    expect(await formatted(paths.games, g!.text)).toBe(true);
    expect(await formatted(paths.loaders, l!.text)).toBe(true);
    expect(g!.text).toContain(`  ${names.camel}Module,\n`);
    // The next game is added to the list as prettier left it, one module a line.
    const [again] = await formatCode(root, [{ path: paths.games, text: addToGamesList(g!.text, namesOf('nim')) }]);
    expect(await formatted(paths.games, again!.text)).toBe(true);
    expect(again!.text).toContain(`  ${names.camel}Module,\n  nimModule,\n];`);
  });
});
