/** The small made-up game "skirmish" the pipeline's tests run on, so they never depend on a real game's content. */
import { cpSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { createValidator, type GameReport, type SourceFile, type Validator } from '../src/index.js';
import { loadGameFiles, loadSchemas } from '../src/node.js';

/** The fixture workspace (schemas/skirmish, content/skirmish). */
export const fixtureRoot = fileURLToPath(new URL('../test-fixtures/workspace', import.meta.url));
/** The repository root, for the shared checks and locale schemas. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The fixture game's name. */
export const GAME = 'skirmish';
/** The fixture's one army file, the one most tests edit. */
export const ARMY = 'content/skirmish/armies/wolves.yaml';

const common = ['schemas/common/checks.schema.json', 'schemas/common/locale.schema.json'];

/**
 * A new empty folder in the system temp folder, removed when the running test ends, passed or failed, so a test
 * run leaves nothing behind. Call it inside a test or a beforeEach; a folder made in beforeAll needs an afterAll.
 */
export function tempFolder(prefix: string): string {
  let folder = '';
  // Registered first: outside a test this throws before anything is made.
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  folder = mkdtempSync(join(tmpdir(), prefix));
  return folder;
}

/** A copy of the fixture workspace in a fresh temp folder (removed when the test ends), with the repository's common schemas beside it. */
export function makeWorkspace(): string {
  const dir = tempFolder('armory-pipeline-');
  cpSync(fixtureRoot, dir, { recursive: true });
  mkdirSync(join(dir, 'schemas/common'), { recursive: true });
  for (const path of common) cpSync(join(repoRoot, path), join(dir, path));
  return dir;
}

/** The fixture's schemas plus the repository's checks and locale schemas. */
export function fixtureSchemas(): Record<string, object> {
  const all = loadSchemas(repoRoot);
  return { ...loadSchemas(fixtureRoot), ...Object.fromEntries(common.map((p) => [p, all[p]!])) };
}

let shared: Validator | undefined;
/** One validator over the fixture schemas, compiled once per test file. */
export function fixtureValidator(): Validator {
  shared ??= createValidator(fixtureSchemas());
  return shared;
}

/** The fixture game's files as they are on disk. */
export function fixtureFiles(): SourceFile[] {
  return loadGameFiles(fixtureRoot, GAME);
}

/** The fixture files with one file's text changed (or added). */
export function withFile(path: string, text: string | ((old: string) => string)): SourceFile[] {
  const files = fixtureFiles();
  const old = files.find((f) => f.path === path)?.text ?? '';
  const next = typeof text === 'string' ? text : text(old);
  return files.some((f) => f.path === path)
    ? files.map((f) => (f.path === path ? { path, text: next } : f))
    : [...files, { path, text: next }];
}

/** Validates the fixture game with one file changed. */
export function validateWith(path: string, text: string | ((old: string) => string)): GameReport {
  return fixtureValidator().validateGame(GAME, withFile(path, text));
}

/** The diagnostics of a report that are errors. */
export function errorsOf(report: GameReport) {
  return report.diagnostics.filter((d) => d.severity === 'error');
}
