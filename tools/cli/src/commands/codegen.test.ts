import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';
import { tempFolder } from '../temp-folder.testing.js';

describe('armory codegen', () => {
  it('shows a schema that is not JSON at its place and writes nothing (exit 1), rather than crash', async () => {
    const root = tempFolder('armory-codegen-');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace'), root, { recursive: true });
    writeFileSync(join(root, 'schemas/fixture-race/rules.schema.json'), '{ broken');
    for (const args of [['codegen'], ['codegen', '--check']]) {
      const r = await runArmory(args, root);
      expect(r.stderr).toMatch(/^schemas\/fixture-race\/rules\.schema\.json:\d+:\d+ error schema is not valid JSON/);
      expect(r.stderr).toMatch(/\narmory codegen: 1 problem in the schemas; nothing was written\n$/);
      expect(r.stdout).toBe('');
      expect(r.code).toBe(1);
    }
  });

  it('shows a schema that is not JSON once, not again in a schema that refers to it', async () => {
    const root = tempFolder('armory-codegen-');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace'), root, { recursive: true });
    const step = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'fixture-race/step.schema.json',
      title: 'Step',
      type: 'integer',
    };
    writeFileSync(join(root, 'schemas/fixture-race/step.schema.json'), JSON.stringify(step));
    const steps = {
      $schema: step.$schema,
      $id: 'fixture-race/steps.schema.json',
      title: 'Steps',
      type: 'array',
      items: { $ref: './step.schema.json' },
    };
    writeFileSync(join(root, 'schemas/fixture-race/steps.schema.json'), JSON.stringify(steps));
    expect((await runArmory(['codegen', '--check'], root)).stderr).not.toMatch(/error/);
    writeFileSync(join(root, 'schemas/fixture-race/step.schema.json'), '{ broken');
    const r = await runArmory(['codegen', '--check'], root);
    expect(r.stderr).toMatch(/^schemas\/fixture-race\/step\.schema\.json:\d+:\d+ error schema is not valid JSON/);
    expect(r.stderr).toMatch(/\narmory codegen: 1 problem in the schemas; nothing was written\n$/);
    expect(r.code).toBe(1);
  });

  it('shows a top-level schema with no title at its place (exit 1), not as an internal error', async () => {
    const root = tempFolder('armory-codegen-');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace'), root, { recursive: true });
    const untitled = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'fixture-race/step.schema.json', type: 'integer' };
    writeFileSync(join(root, 'schemas/fixture-race/step.schema.json'), JSON.stringify(untitled));
    const r = await runArmory(['codegen', '--check'], root);
    expect(r.stderr).toMatch(/^schemas\/fixture-race\/step\.schema\.json:1:1 error a top-level schema needs a "title"/);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(1);
  });
});
