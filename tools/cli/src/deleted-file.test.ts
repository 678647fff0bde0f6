import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './root.js';

// A content file deleted while other files still need it is one mistake: `armory validate`, run as a user runs it
// on a copy of the game's schemas and content with that file gone, gives one error naming the file and what needs it.
const root = repoRoot();
const armory = join(root, 'tools', 'cli', 'bin', 'armory.js');
let scratch = '';
// Without FORCE_COLOR (Nx sets it for its tasks): next to NO_COLOR it makes Node print a warning on stderr.
const { FORCE_COLOR: _forceColor, ...plainEnv } = process.env;
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** `armory validate content/<game>` (with `args`) in a copy of the game where `file` is deleted. */
function validateWithout(game: string, file: string, args: string[] = []) {
  scratch = mkdtempSync(join(tmpdir(), `armory-deleted-${game}-`));
  for (const part of ['schemas/common', `schemas/${game}`, `content/${game}`])
    cpSync(join(root, part), join(scratch, part), { recursive: true });
  rmSync(join(scratch, 'content', game, file));
  const run = spawnSync(process.execPath, [armory, 'validate', `content/${game}`, ...args], {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...plainEnv, NO_COLOR: '1' },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface Diagnostic {
  file: string;
  line: number;
  column: number;
  rule: string;
  severity: string;
  message: string;
}
const errorsOf = (json: string) => (JSON.parse(json) as Diagnostic[]).filter((d) => d.severity === 'error');

describe('a deleted content file', () => {
  it('Shifting Hills without units.yaml: one error naming the units file, every place naming a unit and the translation keys of its texts', () => {
    const r = validateWithout('shifting-hills', 'units.yaml');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/\n\d+ files in 1 game: 1 error, 0 warnings\n$/);
    const [line] = r.stdout.split('\n');
    expect(line).toMatch(
      /^content\/shifting-hills\/\S+ error .*: unknown ids 'infantry', 'rocketeer', 'mech' in unit: the units file that declares them \(schemas\/shifting-hills\/units\.schema\.json\) is missing; \d+ places need it: .*content\/shifting-hills\/tiles\.yaml:\d+:\d+.*, and 3 translation keys name its texts: content\/shifting-hills\/i18n\/pl\.yaml:\d+:\d+, \d+:\d+, \d+:\d+ \[missing-file\]$/,
    );
  }, 60_000);

  it('HOTT without troop-types.yaml: one error for both collections it declared and the check that looks costs up in it', () => {
    const r = validateWithout('hott', 'troop-types.yaml', ['--format', 'json']);
    expect(r.code, r.stderr).toBe(1);
    const errors = errorsOf(r.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'content/hott/armies/feudal-host.yaml', rule: 'missing-file' });
    expect(errors[0]!.message).toMatch(/ in troop-types and ids 'aerial', 'mounted', 'foot' in troop-classes: the troop-types file/);
    expect(errors[0]!.message).toMatch(/; 1 check needs it: content\/hott\/checks\.yaml:\d+:\d+ \(army-points\)$/);
  }, 60_000);

  it('Shifting Hills without rules.yaml: the checks that read it are one error', () => {
    const r = validateWithout('shifting-hills', 'rules.yaml', ['--format', 'json']);
    expect(r.code, r.stderr).toBe(1);
    expect(errorsOf(r.stdout).map(({ file, rule, message }) => ({ file, rule, message }))).toEqual([
      {
        file: 'content/shifting-hills/checks.yaml',
        rule: 'missing-file',
        message: expect.stringMatching(
          /^the rules file \(schemas\/shifting-hills\/rules\.schema\.json\) is missing; 5 checks need it: content\/shifting-hills\/checks\.yaml:\d+:\d+ \(board-tiles\), /,
        ),
      },
    ]);
  }, 60_000);
});
