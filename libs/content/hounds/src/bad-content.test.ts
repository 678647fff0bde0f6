import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each mistake is made in a copy of the game's content and schemas, and `armory validate` must name it at its
// file, line and column, one error per mistake.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const cli = join(root, 'tools', 'cli', 'bin', 'armory.js');
const CARDS = 'content/hounds/cards/sample.yaml';

interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  rule: string;
  severity: string;
}

function validateWith(edit: (text: string) => string): { status: number | null; errors: Diagnostic[] } {
  const scratch = mkdtempSync(join(tmpdir(), 'armory-hounds-'));
  for (const dir of ['content/hounds', 'schemas/common', 'schemas/hounds'])
    cpSync(join(root, dir), join(scratch, dir), { recursive: true });
  const file = join(scratch, CARDS);
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  const run = spawnSync(process.execPath, [cli, 'validate', 'content/hounds', '--format', 'json'], { cwd: scratch, encoding: 'utf8' });
  const errors = (JSON.parse(run.stdout) as Diagnostic[]).filter((d) => d.severity === 'error');
  return { status: run.status, errors };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const sample = readFileSync(join(root, CARDS), 'utf8');

describe('bad Hounds and Heroes content is an error at its file and line', () => {
  it('a card naming an unknown effect', () => {
    const { status, errors } = validateWith((t) => t.replace('{ effect: draw, amount: 1 }', '{ effect: dig-hole, amount: 1 }'));
    expect(status).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: CARDS, line: lineOf(sample, 'id: bramble-beagle') });
    expect(errors[0]!.message).toMatch(/dig-hole/);
  }, 60_000);

  it('an effect parameter of the wrong type', () => {
    const { status, errors } = validateWith((t) => t.replace('{ effect: draw, amount: 2 }', '{ effect: draw, amount: two }'));
    expect(status).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: CARDS, line: lineOf(sample, 'id: puddle-pug') });
    expect(errors[0]!.message).toMatch(/amount|whole number/);
  }, 60_000);

  it('a hero without a cost', () => {
    const { status, errors } = validateWith((t) =>
      t.replace('power: 6, cost: 4, abilities: [{ effect: gain-treats', 'power: 6, abilities: [{ effect: gain-treats'),
    );
    expect(status).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: CARDS, line: lineOf(sample, 'id: sir-woofington') });
    expect(errors[0]!.message).toMatch(/cost/);
  }, 60_000);

  it('a card set too small for the draft the rules ask for', () => {
    const { status, errors } = validateWith((t) =>
      t
        .split('\n')
        .filter(
          (l) =>
            !/id: (puddle-pug|cinder-collie|muddy-mastiff|whistle-whippet|barrel-basset|grumble-greyhound|snippy-spaniel|tatter-terrier|sooty-setter|nutmeg-newfie|pepper-pointer|ladle-lab|biscuit-boxer),/.test(
              l,
            ),
        )
        .join('\n'),
    );
    expect(status).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: CARDS, rule: 'hounds-for-the-draft' });
    expect(errors[0]!.line).toBeGreaterThan(0);
    expect(errors[0]!.message).toMatch(/23 hounds; the draft deals 24/);
  }, 60_000);
});
