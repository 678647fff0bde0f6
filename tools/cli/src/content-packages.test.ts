import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './root.js';

// Every typed content package (libs/content/*) as an engine author meets it: its dist/ (what `armory package`
// writes) packed as npm would publish it, installed into a scratch project outside the workspace, and its consumer
// programs compiled under `strict`.
// A package with a README (each shipped game's; `armory new game` writes none) is also held to it: its example,
// and every example in README.md and docs/ that imports only this package, must compile and run there too, the
// README's printing what expected.json says.
// What differs per package is data: libs/content/<game>/consumer/expected.json. One package alone:
// `cd tools/cli && npx vitest run src/content-packages.test.ts -t @armory/content-<game>`.

/** A package's consumer/expected.json. */
interface Expected {
  /** The files `npm pack` of dist/ puts in the tarball. */
  packed: string[];
  /** A program that must type-check, and the JSON it prints when run. */
  uses: { file: string; prints: unknown };
  /** A program that must not type-check: each error, in order, by line, TypeScript code and a part of its message. */
  misuses: { file: string; errors: { line: number; code: string; says: string }[] };
  /** The lines the package README's `ts` example prints; required when the package has a README.md. */
  readme?: { prints: string[] };
}

const contentRoot = join(repoRoot(), 'libs', 'content');
const docs = ['README.md', ...readdirSync(join(repoRoot(), 'docs'), { recursive: true, encoding: 'utf8' }).map((f) => join('docs', f))]
  .filter((f) => f.endsWith('.md'))
  .sort();
const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '..', 'bin', 'tsc');

/** The fields a shipped package.json may have: what describes the package to whoever installs it. */
const SHIPPED_FIELDS = [
  'name',
  'version',
  'description',
  'keywords',
  'homepage',
  'bugs',
  'license',
  'author',
  'contributors',
  'repository',
  'type',
  'exports',
  'types',
  'files',
  'sideEffects',
  'engines',
];

const packages = readdirSync(contentRoot)
  .filter((dir) => existsSync(join(contentRoot, dir, 'package.json')))
  .map((dir) => ({
    dir: join(contentRoot, dir),
    name: (JSON.parse(readFileSync(join(contentRoot, dir, 'package.json'), 'utf8')) as { name: string }).name,
  }));

function compile(scratch: string, file: string) {
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

/** The ```ts blocks of a markdown text. */
function examplesIn(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/** The examples of README.md and docs/ whose every import is `name`, by where they are (`docs/x.md#2`). */
function docExamples(name: string): { where: string; code: string }[] {
  return docs.flatMap((file) =>
    examplesIn(readFileSync(join(repoRoot(), file), 'utf8'))
      .map((code, i) => ({ where: `${file}#${i + 1}`, code }))
      .filter(({ code }) => {
        const from = [...code.matchAll(/\bfrom '([^']+)'/g)].map((m) => m[1]);
        return from.length > 0 && from.every((f) => f === name);
      }),
  );
}

/** Compiles `code` as `file` in the scratch project and runs it: its exit status and what it printed, or why it could not. */
function compileAndRun(scratch: string, file: string, code: string) {
  writeFileSync(join(scratch, file), code);
  const result = compile(scratch, file);
  if (result.status !== 0) return { errors: result.stdout + result.stderr, status: null, stdout: '', stderr: '' };
  const run = spawnSync(process.execPath, [join(scratch, 'out', file.replace(/\.ts$/, '.js'))], { cwd: scratch, encoding: 'utf8' });
  return { errors: '', status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** tsc's `file(line,column): error TSxxxx: message` lines, taken apart. */
function errorsIn(output: string) {
  return [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/gm)].map((m) => ({
    file: m[1],
    line: Number(m[2]),
    code: m[3],
    message: m[4],
  }));
}

it('finds the content packages', () => {
  expect(packages.map((p) => p.name)).toContain('@armory/content-neuroshima-hex');
});

for (const { dir, name } of packages)
  describe(name, () => {
    const expectedFile = join(dir, 'consumer', 'expected.json');
    let expected: Expected;
    let scratch = '';
    let packed: string[] = [];
    let tarball = '';

    beforeAll(() => {
      if (!existsSync(expectedFile)) throw new Error(`${name} has no consumer/expected.json: every content package has a consumer test`);
      expected = JSON.parse(readFileSync(expectedFile, 'utf8')) as Expected;
      if (!existsSync(join(dir, 'dist', 'package.json')))
        throw new Error(`${name} has no dist/package.json: run \`npx armory build && npx armory package\` first`);
      scratch = mkdtempSync(join(tmpdir(), 'armory-consumer-'));
      const pack = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: join(dir, 'dist'), encoding: 'utf8' }),
      ) as {
        filename: string;
        files: { path: string }[];
      }[];
      packed = pack[0]!.files.map((f) => f.path).sort();
      tarball = join(scratch, pack[0]!.filename);
      writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
      execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
        cwd: scratch,
        encoding: 'utf8',
      });
      for (const file of [expected.uses.file, expected.misuses.file]) copyFileSync(join(dir, 'consumer', file), join(scratch, file));
    }, 120_000);

    afterAll(() => {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    });

    /** A file of the packed tarball, as text. */
    const fromTarball = (file: string) => execFileSync('tar', ['-xzOf', tarball, `package/${file}`], { encoding: 'utf8' });

    it('packs its built data and types, nothing else', () => {
      expect(packed, `what npm packs of ${name} (dist/ is written by \`armory package\`)`).toEqual(expected.packed);
    });

    it('ships a package.json that describes the package and nothing of the workspace', () => {
      const shipped = JSON.parse(fromTarball('package.json')) as Record<string, unknown>;
      const workspace = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(Object.keys(shipped).filter((field) => !SHIPPED_FIELDS.includes(field))).toEqual([]);
      for (const field of ['name', 'version', 'description', 'license', 'type', 'sideEffects'])
        expect(shipped[field], field).toEqual(workspace[field]);
      // What TypeScript and Node open is in the tarball, and `files` lists the tarball.
      expect(shipped['exports']).toEqual({ '.': { types: './index.d.ts', default: './index.js' } });
      expect(shipped['types']).toBe('./index.d.ts');
      expect([...(shipped['files'] as string[]), 'package.json'].sort()).toEqual(packed);
    });

    it('ships the workspace LICENSE', () => {
      expect(packed).toContain('LICENSE');
      expect(fromTarball('LICENSE')).toBe(readFileSync(join(repoRoot(), 'LICENSE'), 'utf8'));
    });

    it('type-checks an engine author’s use under strict, and runs it', () => {
      const result = compile(scratch, expected.uses.file);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
      const run = spawnSync(process.execPath, [join(scratch, 'out', expected.uses.file.replace(/\.ts$/, '.js'))], {
        cwd: scratch,
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual(expected.uses.prints);
    }, 60_000);

    const hasReadme = existsSync(join(dir, 'README.md'));

    it.runIf(hasReadme)(
      'has a README whose example compiles, runs and prints what expected.json says',
      () => {
        const readme = readFileSync(join(dir, 'README.md'), 'utf8');
        const [example, ...more] = examplesIn(readme);
        expect(example, `${name}'s README.md has one \`\`\`ts example`).toBeDefined();
        expect(more).toEqual([]);
        const ran = compileAndRun(scratch, 'readme.ts', example!);
        expect(ran.errors).toBe('');
        expect(ran.stderr).toBe('');
        expect(ran.status).toBe(0);
        expect(expected.readme, `${name}'s consumer/expected.json says what its README example prints`).toBeDefined();
        expect(ran.stdout.trimEnd().split('\n')).toEqual(expected.readme!.prints);
      },
      60_000,
    );

    it.runIf(hasReadme)('has a README naming every export of exports.json', () => {
      const readme = readFileSync(join(dir, 'README.md'), 'utf8');
      const layout = JSON.parse(readFileSync(join(dir, 'exports.json'), 'utf8')) as Record<string, unknown>;
      const exports = Object.keys(layout).filter((key) => key !== '$comment');
      expect(exports.filter((e) => !readme.includes(`\`${e}\``))).toEqual([]);
    });

    it.runIf(hasReadme)(
      'is shown in docs/: every example of README.md and docs/ importing only it compiles and runs',
      () => {
        const examples = docExamples(name);
        expect(examples.length, `docs/content-packages.md shows ${name}`).toBeGreaterThan(0);
        const failed = examples
          .map(({ where, code }, i) => ({ where, ...compileAndRun(scratch, `doc-${i + 1}.ts`, code) }))
          .filter((ran) => ran.errors !== '' || ran.stderr !== '' || ran.status !== 0);
        expect(failed).toEqual([]);
      },
      120_000,
    );

    it('rejects misuse with the expected type errors, and only those', () => {
      const result = compile(scratch, expected.misuses.file);
      const said = `tsc exited ${result.status} (${result.signal ?? 'no signal'}):\n${result.stdout}${result.stderr}${result.error ?? ''}`;
      expect(errorsIn(result.stdout), said).toEqual(
        expected.misuses.errors.map((e) => ({
          file: expected.misuses.file,
          line: e.line,
          code: e.code,
          message: expect.stringContaining(e.says),
        })),
      );
      expect(
        result.stdout.split('\n').filter((line) => line.includes('error TS')),
        said,
      ).toHaveLength(expected.misuses.errors.length);
      expect(result.status, said).toBe(2);
    }, 60_000);
  });
