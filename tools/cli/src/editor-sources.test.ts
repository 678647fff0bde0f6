import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFolders } from './editor-sources.js';
import { repoRoot } from './root.js';
import { tempFolder } from './temp-folder.testing.js';

describe('sourceFolders', () => {
  it("follows the editor's workspace dependencies to every library and game it is built from", () => {
    const folders = sourceFolders(repoRoot(), 'apps/editor');
    for (const folder of ['apps/editor/src', 'libs/render/src', 'libs/content-pipeline/src', 'libs/registry/src', 'libs/engine/src'])
      expect(folders).toContain(folder);
    expect(folders.filter((f) => f.startsWith('libs/games/')).length).toBeGreaterThan(0);
    expect(folders).not.toContain('tools/cli/src');
  });

  it('expands folder patterns, follows dependencies of dependencies, and skips third-party packages', () => {
    const repo = tempFolder('armory-sources-');
    const pkg = (folder: string, name: string, dependencies: Record<string, string> = {}) => {
      mkdirSync(join(repo, folder, 'src'), { recursive: true });
      writeFileSync(join(repo, folder, 'package.json'), JSON.stringify({ name, dependencies }));
    };
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ workspaces: ['apps/*', 'libs/games/*', 'libs/engine'] }));
    pkg('apps/app', '@x/app', { '@x/game-a': '*', yaml: '^2' });
    pkg('libs/games/a', '@x/game-a', { '@x/engine': '*' });
    pkg('libs/games/b', '@x/game-b', { '@x/engine': '*' });
    pkg('libs/engine', '@x/engine');
    expect(sourceFolders(repo, 'apps/app').sort()).toEqual(['apps/app/src', 'libs/engine/src', 'libs/games/a/src']);
  });
});
