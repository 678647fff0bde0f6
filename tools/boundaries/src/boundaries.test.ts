import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackage, importsOf, workspacePackages, workspaceRoot, type BoundaryRules } from './boundaries.js';
import { tempFolder } from './temp-folder.testing.js';

const root = workspaceRoot(import.meta.dirname);
const rules = JSON.parse(readFileSync(join(root, 'tools/boundaries/rules.json'), 'utf8')) as BoundaryRules;
delete (rules as Record<string, unknown>)['$comment'];

function fixture(packages: Record<string, { tags: string[]; source: string; deps?: Record<string, string> }>) {
  const dir = tempFolder('boundaries-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ workspaces: ['libs/*'] }));
  for (const [name, pkg] of Object.entries(packages)) {
    const pdir = join(dir, 'libs', name);
    mkdirSync(join(pdir, 'src'), { recursive: true });
    writeFileSync(join(pdir, 'package.json'), JSON.stringify({ name: `@armory/${name}`, nx: { tags: pkg.tags }, dependencies: pkg.deps }));
    writeFileSync(join(pdir, 'src', 'index.ts'), pkg.source);
  }
  const all = workspacePackages(dir);
  return (name: string) =>
    checkPackage(
      all.find((p) => p.name === `@armory/${name}`)!,
      all,
      rules,
    );
}

describe('import specifiers', () => {
  it('finds static, re-export, side-effect and dynamic imports with their lines', () => {
    const text =
      "import { a } from 'x';\nexport * from \"./y.js\";\nimport 'z';\nconst m = await import('w');\nimport type { T } from '@armory/engine';";
    expect(importsOf(text)).toEqual([
      { specifier: 'x', line: 1 },
      { specifier: './y.js', line: 2 },
      { specifier: 'z', line: 3 },
      { specifier: 'w', line: 4 },
      { specifier: '@armory/engine', line: 5 },
    ]);
  });
});

describe('boundaries', () => {
  it('refuses an engine that imports a game', () => {
    const check = fixture({
      engine: { tags: ['type:engine'], source: "import { x } from '@armory/game-a';\n", deps: { '@armory/game-a': '*' } },
      'game-a': { tags: ['type:game', 'game:a'], source: '' },
    });
    const violations = check('engine');
    expect(violations).toHaveLength(1);
    expect(violations[0]!.message).toMatch(/@armory\/engine \(type:engine\) may not import @armory\/game-a/);
  });

  it('refuses a game importing another game or its content', () => {
    const check = fixture({
      'game-a': {
        tags: ['type:game', 'game:a'],
        source: "import '@armory/game-b';\nimport '@armory/content-b';\n",
        deps: { '@armory/game-b': '*', '@armory/content-b': '*' },
      },
      'game-b': { tags: ['type:game', 'game:b'], source: '' },
      'content-b': { tags: ['type:content', 'game:b'], source: '' },
    });
    const messages = check('game-a').map((v) => v.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/may not import @armory\/game-b/);
    expect(messages[1]).toMatch(/\(game:a\) may not import @armory\/content-b \(game:b\)/);
  });

  it('refuses a lib importing a tool, a relative path out of the package, and a content package with runtime deps', () => {
    const check = fixture({
      render: {
        tags: ['type:render'],
        source: "import '@armory/cli';\nimport '../../engine/src/index.js';\n",
        deps: { '@armory/cli': '*' },
      },
      cli: { tags: ['type:tool'], source: '' },
      'content-a': { tags: ['type:content', 'game:a'], source: '', deps: { yaml: '^2' } },
    });
    const render = check('render').map((v) => v.message);
    expect(render[0]).toMatch(/may not import @armory\/cli/);
    expect(render[1]).toMatch(/reaches outside @armory\/render/);
    expect(check('content-a')[0]!.message).toMatch(/must have no runtime dependencies, has: yaml/);
  });

  it('refuses an app importing a tool: what both need belongs in a lib', () => {
    const check = fixture({
      editor: {
        tags: ['type:app'],
        source: "import '@armory/content-pipeline/layout';\nimport { readLayout } from '@armory/codegen';\n",
        deps: { '@armory/content-pipeline': '*', '@armory/codegen': '*' },
      },
      'content-pipeline': { tags: ['type:pipeline'], source: '' },
      codegen: { tags: ['type:tool'], source: '' },
    });
    const violations = check('editor');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/@armory\/editor \(type:app\) may not import @armory\/codegen \(type:tool\)/),
    });
  });

  it('accepts a game importing the engine and its own content, declared', () => {
    const check = fixture({
      'game-a': {
        tags: ['type:game', 'game:a'],
        source: "import '@armory/engine';\nimport '@armory/content-a';\n",
        deps: { '@armory/engine': '*', '@armory/content-a': '*' },
      },
      engine: { tags: ['type:engine'], source: '' },
      'content-a': { tags: ['type:content', 'game:a'], source: '' },
    });
    expect(check('game-a')).toEqual([]);
  });

  it('requires a workspace import to be declared in package.json', () => {
    const check = fixture({
      'game-a': { tags: ['type:game', 'game:a'], source: "import '@armory/engine';\n" },
      engine: { tags: ['type:engine'], source: '' },
    });
    expect(check('game-a')[0]!.message).toMatch(/does not list it/);
  });

  it('holds for every package of this workspace', () => {
    const all = workspacePackages(root);
    expect(all.length).toBeGreaterThan(5);
    for (const pkg of all) expect(checkPackage(pkg, all, rules), pkg.name).toEqual([]);
  });
});
