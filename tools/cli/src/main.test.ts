import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { runArmory } from './testing.js';
import { COMMANDS } from './commands/index.js';

describe('armory', () => {
  it('lists every command in --help', async () => {
    const { code, stdout } = await runArmory(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage: armory <command>/);
    expect(stdout).toMatch(/codegen\s+generate TypeScript types/);
  });

  it('registers every command module in src/commands', () => {
    const files = readdirSync(new URL('./commands', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(COMMANDS.map((c) => `${c.name === 'package' ? 'package' : c.name}.ts`).sort()).toEqual(files.sort());
  });

  it('exits 2 with the help when called with no command', async () => {
    const { code, stdout } = await runArmory([]);
    expect(code).toBe(2);
    expect(stdout).toMatch(/Commands:/);
  });

  it('names the known commands when given an unknown one', async () => {
    const { code, stderr } = await runArmory(['valdate']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown command 'valdate'\. Known: .*codegen/);
  });

  it('reports a bad option as a usage error, without a stack trace', async () => {
    const { code, stderr } = await runArmory(['codegen', '--bogus']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/armory codegen: Unknown option '--bogus'/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('prints a command usage with --help', async () => {
    const { code, stdout } = await runArmory(['codegen', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage: armory codegen \[--check\]/);
  });
});
