/** A new game's typed content package with its consumer test (`armory new game`). */
import { json, type GameNames, type NewFile } from './names.js';

export function contentPackage(n: GameNames): NewFile[] {
  const dir = `libs/content/${n.id}`;
  return [
    {
      path: `${dir}/package.json`,
      text: json({
        name: `@armory/content-${n.id}`,
        version: '0.1.0',
        description: `${n.title} rules as typed data.`,
        type: 'module',
        license: 'MIT',
        sideEffects: false,
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
        types: './dist/index.d.ts',
        files: ['dist'],
        scripts: {
          build: `node ../../../tools/cli/bin/armory.js build --game ${n.id} && node ../../../tools/cli/bin/armory.js package ${n.id}`,
          test: 'vitest run',
          typecheck: 'tsc -p tsconfig.json',
          lint: 'node ../../../tools/boundaries/bin/boundaries.js',
        },
        nx: {
          tags: ['type:content', `game:${n.id}`],
          targets: {
            build: { inputs: ['default', 'content'], outputs: ['{projectRoot}/dist', '{projectRoot}/data'] },
            test: { dependsOn: ['build'] },
            typecheck: { dependsOn: ['build'] },
          },
        },
      }),
    },
    {
      path: `${dir}/exports.json`,
      text: json({
        $comment: `What @armory/content-${n.id} exports: each export takes the content files of one kind. Read by \`armory package\`.`,
        rules: { kind: 'rules', type: 'Rules', shape: 'single', description: `${n.title}'s numbers.` },
      }),
    },
    {
      path: `${dir}/tsconfig.json`,
      text: json({ extends: '../../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src'] }),
    },
    {
      path: `${dir}/consumer/uses.ts`,
      text: `// Compiled under \`strict\` against the packed tarball: an engine author's everyday use must type-check.
import { rules, type Rules } from '@armory/content-${n.id}';

const all: Rules = rules;
const target: number = all.target;
const steps: number[] = rules.steps;
console.log(JSON.stringify({ players: rules.players, target, steps }));
`,
    },
    {
      path: `${dir}/consumer/misuses.ts`,
      text: `// Must NOT type-check: each line below is a mistake the types exist to catch.
import { rules } from '@armory/content-${n.id}';

const targetAsText: string = rules.target;
const noSuchField = rules.speed;
console.log(targetAsText, noSuchField);
`,
    },
    {
      path: `${dir}/src/package.test.ts`,
      text: `import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Packs this package as npm would publish it, installs the tarball into a scratch project outside the workspace,
// and compiles an engine author's code against it under \`strict\`.
const packageDir = join(import.meta.dirname, '..');
const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '..', 'bin', 'tsc');
let scratch = '';

function compile(file: string) {
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noUncheckedIndexedAccess: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', types: [], outDir: 'out', skipLibCheck: false },
      files: [file],
    }),
  );
  return spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: scratch, encoding: 'utf8' });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'armory-consumer-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: packageDir, encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
  const tarball = join(scratch, packed[0]!.filename);
  expect(packed[0]!.files.map((f) => f.path).sort()).toEqual(['dist/index.d.ts', 'dist/index.js', 'dist/types.d.ts', 'package.json']);
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: scratch, encoding: 'utf8' });
  for (const file of ['uses.ts', 'misuses.ts']) copyFileSync(join(packageDir, 'consumer', file), join(scratch, file));
}, 120_000);

describe('the packed content package', () => {
  it('type-checks an engine author’s use under strict, and runs it', () => {
    const result = compile('uses.ts');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
    const run = spawnSync(process.execPath, [join(scratch, 'out', 'uses.js')], { cwd: scratch, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ players: 2, target: 10, steps: [1, 2] });
  }, 60_000);

  it('rejects misuse: a number used as text, a field the rules do not have', () => {
    const result = compile('misuses.ts');
    const errors = result.stdout.split('\\n').filter((line) => line.includes('error TS'));
    expect(errors, result.stdout + result.stderr).toHaveLength(2);
    expect(errors[0]).toMatch(/misuses\\.ts\\(4,.*'number' is not assignable to type 'string'/);
    expect(errors[1]).toMatch(/misuses\\.ts\\(5,.*'speed' does not exist/);
  }, 60_000);
});
`,
    },
  ];
}
