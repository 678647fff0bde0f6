import { describe, expect, it } from 'vitest';
import { games } from '@armory/registry';
import { runArmory } from './testing.js';

// A game's own commands as typed (`armory <game> <command>`), on every registered game that has some.
const withCommands = games().filter((g) => (g.commands ?? []).length > 0);

describe('armory <game> <command>', () => {
  it('has a game with commands to try', () => {
    expect(withCommands.length).toBeGreaterThan(0);
  });

  for (const module of withCommands)
    it(`${module.id}: names a mistake by the command as typed, and points to that command's help`, async () => {
      for (const command of module.commands!) {
        const r = await runArmory([module.id, command.name, '--no-such-option']);
        expect(r.code, command.name).toBe(2);
        expect(r.stderr).toMatch(new RegExp(`^armory ${module.id} ${command.name}: .*no-such-option`, 's'));
        expect(r.stderr).toMatch(new RegExp(`\nRun 'armory ${module.id} ${command.name} --help' for usage\\.\n$`));
        expect(r.stdout).toBe('');
      }
    });

  for (const module of withCommands)
    it(`${module.id}: armory ${module.id} help <command> shows that command's help`, async () => {
      for (const command of module.commands!) {
        const help = await runArmory([module.id, 'help', command.name]);
        expect(help.code).toBe(0);
        expect(help.stdout).toBe((await runArmory([module.id, command.name, '--help'])).stdout);
        expect(help.stdout).toMatch(new RegExp(`^Usage: armory ${module.id} ${command.name}\\b`));
      }
    });
});
