import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from './root.js';

// The engine and the games' rules (`@armory/engine`, `@armory/game-<id>`) are workspace packages, not packed: an
// engine author uses them from a checkout, where a program finds them through the workspace's node_modules, runs
// with tsx and type-checks against tsconfig.base.json (docs/content-packages.md, "The rules that play the
// content"). Every `ts` example of README.md and docs/ that imports one of them is held to that here: compiled
// under the base tsconfig's `strict`, then run, which must end well and print nothing on stderr. (Examples
// importing only content packages are the packed packages' test, content-packages.test.ts.)

const root = repoRoot();
const require = createRequire(import.meta.url);
const tsc = join(require.resolve('typescript/package.json'), '..', 'bin', 'tsc');
const tsx = require.resolve('tsx/cli');

/** The ```ts blocks of a markdown text. */
const examplesIn = (markdown: string) => [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

/** Whether an example needs the workspace: it imports only @armory packages, and one of them is not a content package. */
function fromTheWorkspace(code: string): boolean {
  const from = [...code.matchAll(/\bfrom '([^']+)'/g)].map((m) => m[1]!);
  return from.length > 0 && from.every((f) => f.startsWith('@armory/')) && from.some((f) => !f.startsWith('@armory/content-'));
}

const docs = ['README.md', ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).map((f) => join('docs', f))]
  .filter((f) => f.endsWith('.md'))
  .sort();
const examples = docs.flatMap((file) =>
  examplesIn(readFileSync(join(root, file), 'utf8'))
    .map((code, i) => ({ where: `${file}#${i + 1}`, file: `${file.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.ts`, code }))
    .filter(({ code }) => fromTheWorkspace(code)),
);

let scratch = '';
let compiled = { status: null as number | null, output: '' };

beforeAll(() => {
  // A program in the checkout, as an engine author writes one: here a scratch folder that sees the same node_modules.
  scratch = mkdtempSync(join(tmpdir(), 'armory-workspace-examples-'));
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'examples', private: true, type: 'module' }));
  for (const { file, code } of examples) writeFileSync(join(scratch, file), code);
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { noEmit: true },
      files: examples.map((e) => e.file),
    }),
  );
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: scratch, encoding: 'utf8' });
  compiled = { status: run.status, output: run.stdout + run.stderr };
}, 180_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

it("finds the docs' examples of each game's rules and of the engine", () => {
  const imported = new Set(
    examples.flatMap(({ code }) => [...code.matchAll(/\bfrom '(@armory\/(?:game-[^']+|engine))'/g)].map((m) => m[1])),
  );
  const games = readdirSync(join(root, 'libs', 'games')).map((game) => `@armory/game-${game}`);
  expect([...imported].sort()).toEqual(expect.arrayContaining(['@armory/engine', ...games].sort()));
});

it('type-checks every one of them under strict', () => {
  expect(compiled.output).toBe('');
  expect(compiled.status).toBe(0);
});

it('runs every one of them', () => {
  const failed = examples
    .map(({ where, file }) => {
      const run = spawnSync(process.execPath, [tsx, file], { cwd: scratch, encoding: 'utf8' });
      return { where, status: run.status, stderr: run.stderr };
    })
    .filter((run) => run.status !== 0 || run.stderr !== '');
  expect(failed).toEqual([]);
}, 120_000);
