import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, generateGameTypes } from './codegen.js';

const fixtures = join(import.meta.dirname, '..', 'test-fixtures');
const workspace = join(import.meta.dirname, '..', '..', '..');

describe('codegen', () => {
  it('declares each type once, named by its title, across schema files', async () => {
    const { path, text } = await generateGameTypes(fixtures, 'toy');
    expect(path).toBe(join('libs', 'content', 'toy', 'src', 'generated', 'types.ts'));
    expect(text.match(/export interface Piece \{/g)).toHaveLength(1);
    expect(text.match(/export type Side =/g)).toHaveLength(1);
    expect(text).toMatch(/export interface Army \{\n  id: string;\n  pieces: Piece\[\];\n\}/);
    expect(text).toMatch(/How many copies\./);
    // A $ref with a description beside it reuses the named type and keeps the property's description.
    expect(text).toMatch(/Which side it fights for\.\n   \*\/\n  side\?: Side;/);
    expect(text).not.toMatch(/Side1/);
    expect(text).not.toMatch(/GameContentRoot/);
  });

  it("declares only the types of what the package exports: a schema no export takes (the scenario files') adds none", async () => {
    const { text } = await generateGameTypes(fixtures, 'toy');
    expect(text).toMatch(/export interface Army \{/);
    expect(text).toMatch(/export interface Rules \{/);
    expect(text).not.toMatch(/Scenario|ExpectedOutcome/);
  });

  it('names an export whose kind has no schema', async () => {
    const root = mkdtempSync(join(tmpdir(), 'codegen-'));
    try {
      cpSync(fixtures, root, { recursive: true });
      writeFileSync(
        join(root, 'libs/content/toy/exports.json'),
        JSON.stringify({ decks: { kind: 'deck', type: 'Deck', shape: 'single', description: 'The deck.' } }),
      );
      await expect(generateGameTypes(root, 'toy')).rejects.toThrow(
        "libs/content/toy/exports.json: export 'decks' takes 'deck' files, which have no schema (schemas/toy/deck.schema.json)",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('keeps the committed generated types in step with the schemas (run `npm run codegen` if this fails)', async () => {
    const files = await generateAll(workspace);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const committed = readFileSync(join(workspace, file.path), 'utf8');
      expect(committed, `${file.path} is stale: run npm run codegen`).toBe(file.text);
    }
  });
});
