/**
 * `armory scenario run` as a user meets its errors: each mistake in a scenario file is one error, at its
 * file:line:column, and a folder that links back to itself is searched once.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellArmory } from '../src/testing.js';
import { tempFolder } from '../src/temp-folder.testing.js';

const root = join(import.meta.dirname, '..', '..', '..');
const name = 'battle-damage-and-treats.yaml';
const original = readFileSync(join(root, 'libs/games/hounds/scenarios', name), 'utf8');

/** A folder holding the Hounds scenario under its own name, with `edit` applied (which must change it). */
function copy(edit: (text: string) => string): { dir: string; file: string } {
  const dir = tempFolder('armory-scenario-errors-');
  const text = edit(original);
  expect(text, 'the edit changed nothing').not.toBe(original);
  writeFileSync(join(dir, name), text);
  return { dir, file: join(dir, name) };
}

/** The lines of an output that are errors (not code frames or the summary). */
const errors = (out: string) => out.split('\n').filter((line) => / error /.test(line));

/** Line and column (from 1) of `find`, `skip` characters in, on the first line of `text` that holds `holds`. */
function placeOf(text: string, holds: string, find: string, skip = 0): string {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(holds));
  expect(line, `no line holds ${holds}`).toBeGreaterThanOrEqual(0);
  return `${line + 1}:${lines[line]!.indexOf(find) + skip + 1}`;
}

describe('armory scenario run: one clear error per mistake', () => {
  it('an action refused that no refusal expected is the only error, at the action, with the reason', () => {
    const { file } = copy((t) => t.replace('ability: quill-beagle', 'ability: gravy-great-dane'));
    const r = shellArmory(`armory scenario run ${file}`);
    const at = placeOf(readFileSync(file, 'utf8'), 'ability: gravy-great-dane', '{');
    expect(errors(r.stdout)).toEqual([
      `  ${file}:${at} error action 1 was refused: illegal action play {attack: "gravy-great-dane", ability: "gravy-great-dane", defence: "barrel-basset"}: one card cannot go in two slots [action]`,
    ]);
    expect(r.stdout).not.toContain('expected');
    expect(r.stdout).toMatch(/\n0 passed, 1 failed\n$/);
    expect(r.code).toBe(1);
  }, 60_000);

  it('a refusal the scenario expects still passes', () => {
    const r = shellArmory('armory scenario run libs/games/shifting-hills/scenarios/attack-not-adjacent-refused.yaml');
    expect(r.stdout).toBe('ok   libs/games/shifting-hills/scenarios/attack-not-adjacent-refused.yaml\n1 passed, 0 failed\n');
    expect(r.code).toBe(0);
  }, 60_000);

  it('a seat 0 in an expected event is refused at its line and column', () => {
    const { file } = copy((t) => t.replace('{type: battle, seat: 1, damage: 2}', '{type: battle, seat: 0, damage: 2}'));
    const r = shellArmory(`armory scenario run ${file}`);
    const at = placeOf(readFileSync(file, 'utf8'), '{type: battle, seat: 0', 'seat: 0', 'seat: '.length);
    expect(errors(r.stdout)).toEqual([
      `  ${file}:${at} error expect.events item 2: seat: seats count from 1 (1 is the first player), got 0 [seat]`,
    ]);
    expect(r.code).toBe(1);
  }, 60_000);

  it('an id that is not the file name is refused at the id, saying what it must be', () => {
    const { file } = copy((t) => t.replace('id: battle-damage-and-treats', 'id: wrong-id'));
    const r = shellArmory(`armory scenario run ${file}`);
    expect(errors(r.stdout)).toEqual([
      `  ${file}:2:5 error the id must be the file name without .yaml: 'battle-damage-and-treats', got 'wrong-id' [id]`,
    ]);
    expect(r.code).toBe(1);
  }, 60_000);

  it('a folder linking back to itself is searched once: what it holds runs, an empty one has no scenario files', () => {
    const loop = join(tempFolder('armory-scenario-loop-'), 'loop');
    mkdirSync(loop);
    symlinkSync(loop, join(loop, 'self'));
    const empty = shellArmory(`armory scenario run ${loop}`);
    expect(empty.stderr).toBe(`armory scenario: no scenario files (*.yaml) under ${loop}\nRun 'armory scenario --help' for usage.\n`);
    expect(empty.code).toBe(2);
    writeFileSync(join(loop, name), original);
    const one = shellArmory(`armory scenario run ${loop}`);
    expect(one.stdout).toBe(`ok   ${join(loop, name)}\n1 passed, 0 failed\n`);
    expect(one.code).toBe(0);
  }, 60_000);
});
