import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';

describe('armory codegen', () => {
  it('shows a schema that is not JSON at its place and writes nothing (exit 1), rather than crash', async () => {
    const root = mkdtempSync(join(tmpdir(), 'armory-codegen-'));
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
});
