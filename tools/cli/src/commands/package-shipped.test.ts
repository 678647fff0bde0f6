import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';

// What `armory package` writes is the package as shipped: dist/ with its own package.json, README and LICENSE.
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const workspaceManifest = {
  name: '@armory/content-race',
  version: '0.1.0',
  description: 'Race rules as typed data.',
  type: 'module',
  license: 'MIT',
  sideEffects: false,
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  types: './dist/index.d.ts',
  files: ['dist'],
  scripts: { build: 'armory build --game race && armory package race' },
  nx: { tags: ['type:content', 'game:race'] },
};

/** A workspace with one built content package, `race`, and a LICENSE at its root unless told otherwise. */
function builtWorkspace({ license = true } = {}): string {
  root = mkdtempSync(join(tmpdir(), 'armory-package-shipped-'));
  const dir = join(root, 'libs/content/race');
  mkdirSync(join(dir, 'data'), { recursive: true });
  mkdirSync(join(dir, 'src/generated'), { recursive: true });
  writeFileSync(
    join(dir, 'exports.json'),
    JSON.stringify({ rules: { kind: 'rules', type: 'Rules', shape: 'single', description: 'The rules.' } }),
  );
  writeFileSync(join(dir, 'data/content.json'), JSON.stringify({ rules: { rules: { target: 10 } } }));
  writeFileSync(join(dir, 'src/generated/types.ts'), 'export interface Rules { target: number }\n');
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(workspaceManifest, null, 2)}\n`);
  writeFileSync(join(dir, 'README.md'), '# @armory/content-race\n');
  if (license) writeFileSync(join(root, 'LICENSE'), 'MIT License\n\nCopyright (c) the Armory authors\n');
  return root;
}

describe('armory package writes the package as shipped', () => {
  it('dist/ holds the built files, the README, the root LICENSE and a package.json with nothing of the workspace', async () => {
    const root = builtWorkspace();
    const r = await runArmory(['package', 'race'], root);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const dist = join(root, 'libs/content/race/dist');
    expect(readdirSync(dist).sort()).toEqual(['LICENSE', 'README.md', 'index.d.ts', 'index.js', 'package.json', 'types.d.ts']);
    expect(readFileSync(join(dist, 'LICENSE'), 'utf8')).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
    expect(readFileSync(join(dist, 'README.md'), 'utf8')).toBe('# @armory/content-race\n');
    expect(JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'))).toEqual({
      name: '@armory/content-race',
      version: '0.1.0',
      description: 'Race rules as typed data.',
      license: 'MIT',
      type: 'module',
      exports: { '.': { types: './index.d.ts', default: './index.js' } },
      types: './index.d.ts',
      files: ['index.js', 'index.d.ts', 'types.d.ts', 'README.md', 'LICENSE'],
      sideEffects: false,
    });
  });

  it('refuses, writing nothing, with no LICENSE to ship (exit 1)', async () => {
    const root = builtWorkspace({ license: false });
    expect(await runArmory(['package', 'race'], root)).toEqual({
      code: 1,
      stdout: '',
      stderr: "armory package: no LICENSE at the workspace root to ship with race's package\n",
    });
    expect(readdirSync(join(root, 'libs/content/race'))).not.toContain('dist');
  });

  it('names a package.json export outside dist/ (exit 1), writing nothing', async () => {
    const root = builtWorkspace();
    const manifest = { ...workspaceManifest, exports: { '.': './src/index.ts' } };
    writeFileSync(join(root, 'libs/content/race/package.json'), JSON.stringify(manifest));
    expect(await runArmory(['package', 'race'], root)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "armory package: libs/content/race/package.json: 'exports' names ./src/index.ts, which is not in dist/, the folder that is shipped\n",
    });
  });
});
