import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../root.js';
import { runArmory } from '../testing.js';
import { tempFolder } from '../temp-folder.testing.js';

// A workspace with one content package that was never built (no data/content.json).
function unbuiltWorkspace(): string {
  const root = tempFolder('armory-package-');
  mkdirSync(join(root, 'libs/content/race'), { recursive: true });
  cpSync(join(findRoot(import.meta.dirname), 'libs/content/hott/exports.json'), join(root, 'libs/content/race/exports.json'));
  return root;
}

describe('armory package', () => {
  it('checks every game named before writing any: an unknown one is a usage error (exit 2) listing the packages', async () => {
    const r = await runArmory(['package', 'race', 'nosuch'], unbuiltWorkspace());
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "armory package: no content package for 'nosuch' (libs/content/<game>/exports.json); packages: race\nRun 'armory package --help' for usage.\n",
    });
  });

  it('says once which games are not built yet (exit 1), however often they are named', async () => {
    const r = await runArmory(['package', 'race', 'race'], unbuiltWorkspace());
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: "armory package: no built data for race (libs/content/<game>/data/content.json); run 'armory build' first\n",
    });
  });

  it('names an exports.json that is not JSON (exit 1), rather than crash', async () => {
    const root = unbuiltWorkspace();
    writeFileSync(join(root, 'libs/content/race/exports.json'), '{ "rules": ');
    mkdirSync(join(root, 'libs/content/race/data'));
    writeFileSync(join(root, 'libs/content/race/data/content.json'), '{}');
    const r = await runArmory(['package', 'race'], root);
    expect(r.stderr).toMatch(/^armory package: libs\/content\/race\/exports\.json is not valid JSON: /);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(1);
  });

  it('names a single export whose kind has several files (exit 1), writes nothing, rather than crash', async () => {
    const root = unbuiltWorkspace();
    mkdirSync(join(root, 'libs/content/race/data'));
    mkdirSync(join(root, 'libs/content/race/src/generated'), { recursive: true });
    writeFileSync(join(root, 'libs/content/race/src/generated/types.ts'), '');
    writeFileSync(join(root, 'libs/content/race/data/content.json'), JSON.stringify({ 'troop-types': { a: {}, b: {} } }));
    const r = await runArmory(['package', 'race'], root);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: "armory package: libs/content/race/exports.json: export 'troopTypes' wants exactly one 'troop-types' file, found 2\n",
    });
    expect(existsSync(join(root, 'libs/content/race/dist'))).toBe(false);
  });

  it('says when the generated types are missing (exit 1), writing no package, rather than crash', async () => {
    const root = unbuiltWorkspace();
    mkdirSync(join(root, 'libs/content/race/data'));
    writeFileSync(join(root, 'libs/content/race/data/content.json'), '{}');
    const r = await runArmory(['package', 'race'], root);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: "armory package: no generated types for race (libs/content/race/src/generated/types.ts); run 'armory codegen' first\n",
    });
    expect(existsSync(join(root, 'libs/content/race/dist'))).toBe(false);
  });

  it('names built data that is not JSON (exit 1), rather than crash', async () => {
    const root = unbuiltWorkspace();
    mkdirSync(join(root, 'libs/content/race/data'));
    writeFileSync(join(root, 'libs/content/race/data/content.json'), '{ "troop');
    const r = await runArmory(['package', 'race'], root);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: "armory package: libs/content/race/data/content.json is not valid JSON; run 'armory build' again\n",
    });
  });
});
