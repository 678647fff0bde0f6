import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// HOTT's content with one mistake of each kind a designer makes, checked by `armory validate` in a scratch
// workspace: each mistake is one error at its file and line, with the rule that caught it.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const armory = join(root, 'tools', 'cli', 'bin', 'armory.js');
let scratch = '';

function edit(file: string, from: string, to: string, root = scratch) {
  const path = join(root, 'content', 'hott', file);
  const text = readFileSync(path, 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

function lineOf(file: string, text: string): number {
  return (
    readFileSync(join(scratch, 'content', 'hott', file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1
  );
}

interface Diagnostic {
  file: string;
  line: number;
  message: string;
  rule: string;
  severity: string;
}

let errors: Diagnostic[] = [];

/** A scratch workspace with HOTT's schemas and content. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hott-bad-'));
  for (const part of ['schemas/common', 'schemas/hott', 'content/hott']) cpSync(join(root, part), join(dir, part), { recursive: true });
  return dir;
}

function validate(dir: string): Diagnostic[] {
  const run = spawnSync(process.execPath, [armory, 'validate', 'content/hott', '--format', 'json'], { cwd: dir, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(1);
  return (JSON.parse(run.stdout) as Diagnostic[]).filter((d) => d.severity === 'error');
}

beforeAll(() => {
  scratch = workspace();
  edit(
    'combat.yaml',
    '- { path: self.going, equals: bad }\n            - { path: self.type, notIn: [shooters',
    '- { path: self.goin, equals: bad }\n            - { path: self.type, notIn: [shooters',
  );
  edit(
    'combat.yaml',
    'when: { all: [{ path: self.type, equals: blades }, { path: enemy.type, equals: warband }] }',
    'when: { all: [{ path: self.type, equals: blades }, { path: enemy.type, equals: warbnd }] }',
  );
  edit('combat.yaml', 'outcome: flee-off-battlefield\n      - id: god-else', 'outcome: fled\n      - id: god-else');
  edit('armies/feudal-host.yaml', '{ type: spears, count: 4 }', '{ type: spears, count: 5 }');
  edit('armies/goblin-horde.yaml', '{ type: warband, count: 4 }', '{ type: warband, count: 4, general: true }');
  errors = validate(scratch);
}, 120_000);

describe('bad HOTT content', () => {
  it('gives exactly one error per mistake', () => {
    expect(errors.map((e) => `${e.file}:${e.line} ${e.rule}`).sort()).toEqual(
      [
        `content/hott/combat.yaml:${lineOf('combat.yaml', 'self.goin')} schema:enum`,
        `content/hott/combat.yaml:${lineOf('combat.yaml', 'warbnd')} unresolved-ref`,
        `content/hott/combat.yaml:${lineOf('combat.yaml', 'outcome: fled')} schema:enum`,
        `content/hott/armies/feudal-host.yaml:${lineOf('armies/feudal-host.yaml', 'elements:')} army-points`,
        // Two lines marked general: the check points at each of them.
        `content/hott/armies/goblin-horde.yaml:${lineOf('armies/goblin-horde.yaml', 'type: hero')} one-general`,
        `content/hott/armies/goblin-horde.yaml:${lineOf('armies/goblin-horde.yaml', 'type: warband')} one-general`,
      ].sort(),
    );
  });

  it("says what is wrong in the designer's words", () => {
    const text = errors.map((e) => e.message).join('\n');
    expect(text).toContain("got 'self.goin' (did you mean 'self.going'?)");
    expect(text).toContain("unknown id 'warbnd' in troop-types (did you mean 'warband'?)");
    expect(text).toContain("'fled' (did you mean 'flee'?)");
    expect(text).toContain("army 'feudal-host' costs 26 AP; an army may have at most 24");
    expect(text).toContain("army 'goblin-horde' has 5 general elements; it needs exactly 1");
  });

  it('a troop type missing a factor is one error at its line', () => {
    const dir = workspace();
    const from = 'factor: { foot: 6, others: 6 }\n    movement: { good: 1200, bad: 1200, road: 1200 }\n    ap: 4\n  - id: dragon';
    edit('troop-types.yaml', from, from.replace('factor: { foot: 6, others: 6 }', 'factor: { foot: 6 }'), dir);
    const found = validate(dir);
    const line =
      readFileSync(join(dir, 'content/hott/troop-types.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('factor: { foot: 6 }')) + 1;
    expect(found.map((e) => `${e.file}:${e.line} ${e.rule}`)).toEqual([`content/hott/troop-types.yaml:${line} schema:required`]);
    expect(found[0]!.message).toContain("troop type 'god': factor: missing required 'others'");
  }, 120_000);
});
