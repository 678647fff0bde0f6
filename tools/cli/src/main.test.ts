import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { runArmory } from './testing.js';
import { COMMANDS } from './commands/index.js';
import { seatCountsPlayed } from '@armory/engine/options';

describe('armory', () => {
  it('lists every command in --help', async () => {
    const { code, stdout } = await runArmory(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage: armory <command>/);
    expect(stdout).toMatch(/codegen\s+generate TypeScript types/);
  });

  it('registers every command module in src/commands', () => {
    const files = readdirSync(new URL('./commands', import.meta.url)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
    );
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
    expect(stderr).toMatch(/unknown command 'valdate' \(did you mean validate\?\)\. Known: .*codegen/);
  });

  it('calls an option before any command an unknown option, not an unknown command', async () => {
    const { code, stderr } = await runArmory(['--frob']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^armory: unknown option '--frob' \(armory itself takes --help and --version\); commands: build, /);
  });

  it('reports a bad option as a usage error, without a stack trace', async () => {
    const { code, stderr } = await runArmory(['codegen', '--bogus']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/armory codegen: unknown option '--bogus'; known: --check\n/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('prints a command usage with --help', async () => {
    const { code, stdout } = await runArmory(['codegen', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage: armory codegen \[--check\]/);
  });
});

describe('armory help, version and exit codes', () => {
  it("prints its version and a command's help through armory help <command>", async () => {
    const v = await runArmory(['--version']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^armory \d+\.\d+\.\d+\n$/);
    const help = await runArmory(['help', 'replay']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe((await runArmory(['replay', '--help'])).stdout);
  });

  it("lists exit codes in every command's help", async () => {
    for (const command of COMMANDS) expect(command.usage, command.name).toMatch(/Exit status: 0 [\s\S]*?\b2 [^\n]*usage/);
  });

  it('lists the registered games, and answers a game id with its own commands', async () => {
    const { GAMES } = await import('@armory/registry');
    const r = await runArmory(['games', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(
      GAMES.map((g) => ({ id: g.id, name: g.name, seats: { ...g.seats, played: seatCountsPlayed(g.seats) } })),
    );
    const first = GAMES[0]!;
    const own = await runArmory([first.id, '--help']);
    expect(own.code).toBe(0);
    expect(own.stdout).toMatch(new RegExp(`^Usage: armory ${first.id} <command>`));
    // Shifting Hills has no commands of its own: its help says so instead of an empty list.
    const bare = GAMES.find((g) => (g.commands ?? []).length === 0);
    expect(bare).toBeDefined();
    const none = await runArmory([bare!.id, '--help']);
    expect(none.stdout).toContain(`${bare!.name} has no commands of its own.`);
    const unknown = await runArmory([first.id, 'no-such-command']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(new RegExp(`${first.id} has no command 'no-such-command'`));
  });
});
