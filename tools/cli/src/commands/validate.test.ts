import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '@armory/content-pipeline/testing';
import { runArmory } from '../testing.js';

const ARMY = 'content/skirmish/armies/wolves.yaml';
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function workspace(edit?: (army: string) => string): string {
  root = makeWorkspace();
  if (edit) writeFileSync(join(root, ARMY), edit(readFileSync(join(root, ARMY), 'utf8')));
  return root;
}

describe('armory validate', () => {
  it('exits 0 on valid content and ends with a summary line', async () => {
    const { code, stdout, stderr } = await runArmory(['validate'], workspace());
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').pop()).toBe('5 files in 1 game: 0 errors, 1 warning');
  });

  it('exits 1 with positioned errors and a code frame', async () => {
    const { code, stdout } = await runArmory(
      ['validate'],
      workspace((t) => t.replace('initiative: 3', 'initiative: fast')),
    );
    expect(code).toBe(1);
    expect(stdout).toContain(`${ARMY}:14:17 error unit 'wolf': initiative must be a whole number 0-9, got 'fast' [schema:type]`);
    expect(stdout).toContain('> 14 |     initiative: fast');
    expect(stdout).toContain('1 error, 1 warning');
    expect(stdout).not.toMatch(/at \S+\.ts:\d+/);
  });

  it('prints a JSON array with --format json', async () => {
    const { code, stdout } = await runArmory(
      ['validate', '--format', 'json'],
      workspace((t) => t.replace('    count: 3\n', '')),
    );
    expect(code).toBe(1);
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.find((r) => r['severity'] === 'error')).toEqual({
      file: ARMY,
      line: 10,
      column: 5,
      pointer: '/units/1',
      message: "unit 'wolf': missing required 'count'",
      rule: 'schema:required',
      severity: 'error',
    });
  });

  it('shows only problems under the given paths, but still cross-checks the whole game', async () => {
    const dir = workspace((t) => t.replace('count: 3', 'count: 32'));
    const inRules = await runArmory(['validate', join(dir, 'content/skirmish/rules.yaml')], dir);
    expect(inRules.code).toBe(0);
    expect(inRules.stdout).toContain('1 file in 1 game: 0 errors, 0 warnings');
    const inArmies = await runArmory(['validate', join(dir, 'content/skirmish/armies')], dir);
    expect(inArmies.code).toBe(1);
    expect(inArmies.stdout).toContain("army 'wolves' has 34 units counting copies; the rules ask for 5 [army-size]");
  });

  it('exits 2 without a stack trace for a missing path or a bad option', async () => {
    const missing = await runArmory(['validate', 'content/nope.yaml'], workspace());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or folder: content/nope.yaml');
    expect(missing.stderr).not.toContain('    at ');
    const format = await runArmory(['validate', '--format', 'xml'], root);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("--format must be text or json, got 'xml'");
  });

  it('refuses a path outside content/', async () => {
    const dir = workspace();
    const result = await runArmory(['validate', join(dir, 'schemas')], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not inside content/');
  });

  it('accepts a UTF-8 byte order mark with a warning (exit 0)', async () => {
    const { code, stdout } = await runArmory(
      ['validate'],
      workspace((t) => `\uFEFF${t}`),
    );
    expect(code).toBe(0);
    expect(stdout).toContain(`${ARMY}:1:1 warning file starts with a UTF-8 byte order mark`);
  });

  it('refuses a symlink that leads outside content/ with an error at the link (exit 1), never "0 errors"', async () => {
    const dir = workspace();
    symlinkSync('/etc/passwd', join(dir, 'content/skirmish/armies/passwd.yaml'));
    const { code, stdout } = await runArmory(['validate'], dir);
    expect(code).toBe(1);
    expect(stdout).toContain('content/skirmish/armies/passwd.yaml:1:1 error symlink leads outside content/ (to /etc/passwd)');
    expect(stdout).not.toContain('root:');
    expect(stdout).toContain('6 files in 1 game: 1 error, 1 warning');
  });

  it('follows a symlink to an army inside content/ and validates it like any other', async () => {
    const dir = workspace();
    mkdirSync(join(dir, 'content/skirmish/shared'));
    writeFileSync(
      join(dir, 'content/skirmish/shared/bears.yaml'),
      readFileSync(join(dir, ARMY), 'utf8').replace('id: wolves', 'id: bears').replace('count: 3', 'count: 4'),
    );
    symlinkSync('../shared/bears.yaml', join(dir, 'content/skirmish/armies/bears.yaml'));
    const { code, stdout } = await runArmory(['validate', join(dir, 'content/skirmish/armies/bears.yaml')], dir);
    expect(code).toBe(1);
    expect(stdout).toContain("content/skirmish/armies/bears.yaml:4:1 error army 'bears' has 6 units counting copies");
    expect(stdout).toContain('1 file in 1 game: 1 error');
  });

  it('gives a renamed id one error, shown when any place still naming the old id is asked about', async () => {
    const dir = workspace();
    const bears = readFileSync(join(dir, ARMY), 'utf8').replace('id: wolves', 'id: bears');
    writeFileSync(join(dir, 'content/skirmish/armies/bears.yaml'), bears);
    const abilities = join(dir, 'content/skirmish/abilities.yaml');
    writeFileSync(abilities, readFileSync(abilities, 'utf8').replace('id: bite', 'id: snap'));
    const { code, stdout } = await runArmory(['validate', join(dir, ARMY), '--format', 'json'], dir);
    expect(code).toBe(1);
    const errors = (JSON.parse(stdout) as { severity: string }[]).filter((d) => d.severity === 'error');
    expect(errors).toEqual([
      {
        file: 'content/skirmish/armies/bears.yaml',
        line: 15,
        column: 17,
        pointer: '/units/1/abilities/0',
        message:
          "unit 'wolf': abilities, item 1: unknown id 'bite' in abilities, named in 2 places: content/skirmish/armies/bears.yaml:15:17, content/skirmish/armies/wolves.yaml:15:17; was it renamed to 'snap'?",
        rule: 'unresolved-ref',
        severity: 'error',
        places: [
          { file: 'content/skirmish/armies/bears.yaml', line: 15, column: 17 },
          { file: ARMY, line: 15, column: 17 },
        ],
      },
    ]);
  });

  it('has --help', async () => {
    const { code, stdout } = await runArmory(['validate', '--help'], workspace());
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: armory validate [paths...] [--format text|json]');
  });
});
