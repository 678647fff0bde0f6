import { describe, expect, it } from 'vitest';
import { shippedManifest } from './shipped-manifest.js';

const workspace = {
  name: '@armory/content-race',
  version: '0.1.0',
  description: 'Race rules as typed data.',
  type: 'module',
  license: 'MIT',
  sideEffects: false,
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  types: './dist/index.d.ts',
  files: ['dist'],
  scripts: { build: 'armory build --game race' },
  nx: { tags: ['type:content'] },
  devDependencies: { typescript: '~6.0.0' },
};

describe('shippedManifest', () => {
  const files = ['index.js', 'index.d.ts', 'types.d.ts', 'README.md', 'LICENSE', 'package.json'];

  it('keeps what describes the package and drops what only the workspace uses', () => {
    expect(JSON.parse(shippedManifest(workspace, files))).toEqual({
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

  it('carries the fields that say where the package comes from, when the workspace manifest has them', () => {
    const repository = { type: 'git', url: 'https://example.org/armory.git', directory: 'libs/content/race' };
    const shipped = JSON.parse(shippedManifest({ ...workspace, repository, keywords: ['race'] }, files)) as Record<string, unknown>;
    expect(shipped['repository']).toEqual(repository);
    expect(shipped['keywords']).toEqual(['race']);
  });

  it('refuses an export that points outside dist/, naming it', () => {
    expect(() => shippedManifest({ ...workspace, exports: { '.': './src/index.ts' } }, files)).toThrow(
      "'exports' names ./src/index.ts, which is not in dist/, the folder that is shipped",
    );
  });
});
