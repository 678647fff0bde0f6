import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';

// A content package's types are those of the kinds its exports.json exports, so codegen reads that file too.
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function fixtureWorkspace(): string {
  root = mkdtempSync(join(tmpdir(), 'armory-codegen-exports-'));
  cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace'), root, { recursive: true });
  return root;
}

describe('armory codegen and exports.json', () => {
  it('names an export whose kind has no schema, and writes nothing (exit 1)', async () => {
    const root = fixtureWorkspace();
    const layout = { decks: { kind: 'deck', type: 'Deck', shape: 'single', description: 'The deck.' } };
    writeFileSync(join(root, 'libs/content/fixture-race/exports.json'), JSON.stringify(layout));
    expect(await runArmory(['codegen'], root)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "armory codegen: libs/content/fixture-race/exports.json: export 'decks' takes 'deck' files, which have no schema (schemas/fixture-race/deck.schema.json); nothing was written\n",
    });
  });

  it('names an exports.json that is not JSON (exit 1)', async () => {
    const root = fixtureWorkspace();
    writeFileSync(join(root, 'libs/content/fixture-race/exports.json'), '{ "rules": ');
    const r = await runArmory(['codegen', '--check'], root);
    expect(r.stderr).toMatch(/^armory codegen: libs\/content\/fixture-race\/exports\.json is not valid JSON: .*; nothing was written\n$/);
    expect(r.code).toBe(1);
  });
});
