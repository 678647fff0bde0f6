import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArmory } from '../../src/testing.js';
import { tempFolder } from '../../src/temp-folder.testing.js';

const folder = 'libs/games/neuroshima-hex/scenarios';
const example = join(folder, 'base-module-stacking.yaml');
const modeline = '# yaml-language-server: $schema=../../../../schemas/neuroshima-hex/scenario.schema.json\n';

// Neuroshima Hex's scenarios through the command a user types: found through the registry, checked through
// the content pipeline against its schema and content, run by the engine's runner.
describe('armory scenario run on Neuroshima Hex', () => {
  it('exits 1 and shows expected vs actual for a wrong expectation', async () => {
    const dir = tempFolder('armory-scenario-');
    const text = readFileSync(join(findWorkspace(), example), 'utf8').replace('hq: [20, 17]', 'hq: [20, 15]');
    writeFileSync(join(dir, 'wrong.yaml'), withId(text, 'wrong'));
    const r = await runArmory(['scenario', 'run', join(dir, 'wrong.yaml')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('FAIL');
    expect(r.stdout).toContain('expected HQ hit points [20,15], got [20,17]');
  }, 60_000);

  it('reports a malformed scenario with file:line:column and exits 1', async () => {
    const dir = tempFolder('armory-scenario-');
    writeFileSync(
      join(dir, 'bad.yaml'),
      `${modeline}id: bad\ntitle: bad\nrules: [x]\narmies: [hell-hounds, troglodytes]\nactions: []\nexpect:\n  winer: 0\n`,
    );
    const r = await runArmory(['scenario', 'run', dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`FAIL ${join(dir, 'bad.yaml')}`);
    expect(r.stdout).toMatch(/bad\.yaml:8:3 error .*'winer'/);
    expect(r.stdout).toContain('> 8 |   winer: 0');
    expect(r.stdout).toContain('0 passed, 1 failed');
  }, 60_000);

  it('reports an impossible set-up at its line', async () => {
    const dir = tempFolder('armory-scenario-');
    const text = readFileSync(join(findWorkspace(), example), 'utf8');
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes('tile: hq'));
    const hex = /hex: "([^"]+)"/.exec(lines[at]!)![1];
    // A second tile on the first HQ's hex.
    lines.splice(at + 1, 0, lines[at + 1]!.replace(/hex: "[^"]+"/, `hex: "${hex}"`));
    writeFileSync(join(dir, 'stacked.yaml'), withId(lines.join('\n'), 'stacked'));
    const r = await runArmory(['scenario', 'run', join(dir, 'stacked.yaml')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`stacked\\.yaml:${at + 2}:\\d+ error set-up: board: two tiles on ${hex} \\[set-up\\]`));
  }, 60_000);

  it('reports an unknown tile in a set-up at its line, with a suggestion', async () => {
    const dir = tempFolder('armory-scenario-');
    const text = readFileSync(join(findWorkspace(), example), 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('tile: hq')) + 1;
    writeFileSync(join(dir, 'typo.yaml'), withId(text.replace('tile: hq', 'tile: hqq'), 'typo'));
    const r = await runArmory(['scenario', 'run', join(dir, 'typo.yaml')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`typo\\.yaml:${line}:\\d+ error 'hqq' is not a tile of army '[a-z-]+' \\(did you mean 'hq'\\?\\)`));
  }, 60_000);
});

/** A copy's text with the id its new file name needs (a scenario's id is its file name). */
const withId = (text: string, id: string) => text.replace(/^id: .*$/m, `id: ${id}`);

function findWorkspace(): string {
  let dir = process.cwd();
  for (let i = 0; i < 6; i++) {
    try {
      readFileSync(join(dir, 'nx.json'));
      return dir;
    } catch {
      dir = join(dir, '..');
    }
  }
  throw new Error('no workspace root above the working directory');
}
