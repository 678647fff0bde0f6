import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Packs this package as npm would publish it, installs the tarball into a scratch project outside the workspace,
// and compiles an engine author's code against it under `strict`.
const packageDir = join(import.meta.dirname, '..');
const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '..', 'bin', 'tsc');
let scratch = '';

function compile(file: string) {
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        types: [],
        outDir: 'out',
        skipLibCheck: false,
      },
      files: [file],
    }),
  );
  return spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: scratch, encoding: 'utf8' });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'armory-consumer-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: packageDir, encoding: 'utf8' }),
  ) as { filename: string; files: { path: string }[] }[];
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
    expect(JSON.parse(run.stdout)).toEqual({
      ids: ['hell-hounds', 'troglodytes'],
      total: 35,
      first: expect.stringMatching(/: /),
      radius: 2,
    });
  }, 60_000);

  it('rejects misuse: an unknown army, a count used as text, a field no tile has', () => {
    const result = compile('misuses.ts');
    const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(
      errors,
      `tsc exited ${result.status} (${result.signal ?? 'no signal'}):\n${result.stdout}${result.stderr}${result.error ?? ''}`,
    ).toHaveLength(3);
    expect(result.status).toBe(2);
    expect(errors[0]).toMatch(/misuses\.ts\(4,.*borgo/);
    expect(errors[1]).toMatch(/misuses\.ts\(5,.*'number' is not assignable to type 'string'/);
    expect(errors[2]).toMatch(/misuses\.ts\(6,.*'speed' does not exist/);
  }, 60_000);
});
