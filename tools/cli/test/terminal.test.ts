/**
 * What `armory` does when a person watches it in a terminal: colour unless NO_COLOR is set, and simulate's
 * progress bar on stderr whenever stderr is a terminal, whatever stdout is. util-linux `script` gives the
 * command a terminal.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../src/root.js';
import { ARMORY_BIN } from '../src/testing.js';
import { tempFolder } from '../src/temp-folder.testing.js';

const armory = `"${process.execPath}" "${ARMORY_BIN}"`;
const { FORCE_COLOR: _forceColor, NO_COLOR: _noColor, ...plainEnv } = process.env;

/** Runs a shell line in a terminal; returns all the terminal showed (stdout and stderr together). */
function inTerminal(line: string, cwd: string): string {
  const r = spawnSync('script', ['-qec', line, '/dev/null'], { cwd, encoding: 'utf8', env: plainEnv, timeout: 60_000 });
  return r.stdout;
}

/** A workspace whose one content file has a mistake. */
function invalidWorkspace(): string {
  const root = tempFolder('armory-terminal-');
  cpSync(join(import.meta.dirname, 'fixture-game', 'workspace'), root, { recursive: true });
  const rules = join(root, 'content/fixture-race/rules.yaml');
  writeFileSync(rules, readFileSync(rules, 'utf8').replace('target: 10', 'target: ten'));
  return root;
}

const ESC = '\u001b[';

describe.runIf(existsSync('/usr/bin/script'))('armory in a terminal', () => {
  it('colours its messages, unless NO_COLOR is set', () => {
    const root = invalidWorkspace();
    expect(inTerminal(`${armory} validate`, root)).toContain(`${ESC}31merror`);
    const plain = inTerminal(`NO_COLOR=1 ${armory} validate`, root);
    expect(plain).toMatch(/rules\.yaml:2:9 error /);
    expect(plain).not.toContain(ESC);
  }, 60_000);

  it("draws simulate's progress bar on stderr when only stderr is a terminal, and keeps it out of the report", () => {
    const dir = tempFolder('armory-terminal-');
    // A few HOTT battles (about a second each on a busy machine) keep the bar up long enough to be drawn.
    const shown = inTerminal(`${armory} simulate hott --games 4 --seed 1 --workers 0 > ${join(dir, 'report.txt')}`, findRoot(dir));
    expect(shown).toMatch(/\[#+\] 4\/4/);
    const report = readFileSync(join(dir, 'report.txt'), 'utf8');
    expect(report).toMatch(/^hott: 4 games, seed 1, Feudal Host \(defending\)/);
    expect(report).not.toContain('4/4');
  }, 60_000);
});
