import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Battle for The Shifting Hills' content with one mistake, checked by `armory validate` in a scratch workspace:
// the mistake is one error at its file, line and column, in plain words.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const armory = join(root, 'tools', 'cli', 'bin', 'armory.js');
const RULES = 'content/shifting-hills/rules.yaml';

interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  rule: string;
  severity: string;
}

/** Validates a copy of the game with `from` replaced by `to` in rules.yaml; the errors, and where `to` stands. */
function validateWith(from: string, to: string): { status: number | null; errors: Diagnostic[]; line: number; column: number } {
  const dir = mkdtempSync(join(tmpdir(), 'shifting-hills-bad-'));
  for (const part of ['schemas/common', 'schemas/shifting-hills', 'content/shifting-hills'])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  const before = readFileSync(join(dir, RULES), 'utf8');
  expect(before, `rules.yaml holds ${from}`).toContain(from);
  const after = before.replace(from, to);
  writeFileSync(join(dir, RULES), after);
  const run = spawnSync(process.execPath, [armory, 'validate', 'content/shifting-hills', '--format', 'json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const errors = (JSON.parse(run.stdout) as Diagnostic[]).filter((d) => d.severity === 'error');
  const lines = after.split('\n');
  const line = lines.findIndex((l) => l.includes(to)) + 1;
  return { status: run.status, errors, line, column: lines[line - 1]!.indexOf(to) + 1 };
}

describe('bad Shifting Hills content', () => {
  it('an HQ on a row past the end of its column is one error at the hex', () => {
    const { status, errors, line, column } = validateWith('seat: 2, hex: d6', 'seat: 2, hex: a5');
    expect(status).toBe(1);
    expect(errors).toEqual([
      expect.objectContaining({
        file: RULES,
        line,
        column: column + 'seat: 2, hex: '.length,
        rule: 'hq-on-board',
        message: 'hex a5 is not on the board: column a has 4 hexes',
      }),
    ]);
  }, 60_000);

  it('an HQ in a column the board does not have is one error at the hex', () => {
    const { status, errors, line, column } = validateWith('seat: 1, hex: d2', 'seat: 1, hex: z9');
    expect(status).toBe(1);
    expect(errors).toEqual([
      expect.objectContaining({
        file: RULES,
        line,
        column: column + 'seat: 1, hex: '.length,
        rule: 'hq-on-board',
        message: 'hex z9 is not on the board: its columns are a-g',
      }),
    ]);
  }, 60_000);
});
