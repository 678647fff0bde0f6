import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games, registerGame, unregisterGame } from '@armory/registry';
import { runArmory } from '../src/testing.js';
import { fixtureRace } from './fixture-game/module.js';
import { tempFolder } from '../src/temp-folder.testing.js';

// The mistakes a new user makes, typed as a user types them, on every registered game: a usage mistake gets exit 2
// and one message naming what to do, in the same words in every game, and nothing else.
const play = ['--games', '1', '--seed', '1', '--workers', '0'];

function expectOneUsageError(r: { code: number; stdout: string; stderr: string }, message: string, help: string) {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`${message}\nRun '${help}' for usage.\n`);
}

describe('a misspelt option', () => {
  for (const module of games())
    it(`${module.id}: names the option it is most like`, async () => {
      const game = await runArmory(['simulate', module.id, '--game', '1', '--seed', '1']);
      expect(game.code).toBe(2);
      expect(game.stderr).toMatch(/^armory simulate: unknown option '--game' \(did you mean --games\?\); known: .*--games, --seed,/);
      const seeds = await runArmory(['simulate', module.id, '--games', '1', '--seeds', '1']);
      expect(seeds.stderr).toMatch(/^armory simulate: unknown option '--seeds' \(did you mean --seed\?\); known: /);
    });

  it('names none when nothing known is near', async () => {
    const r = await runArmory(['simulate', 'hott', ...play, '--frobnicate']);
    expect(r.stderr).toMatch(/^armory simulate: unknown option '--frobnicate'; known: /);
  });
});

describe('a misspelt command, game or game command', () => {
  it('names the command or game it is most like, at every level', async () => {
    const command = await runArmory(['simulte', 'hott']);
    expect(command.code).toBe(2);
    expect(command.stderr).toMatch(/^armory: unknown command 'simulte' \(did you mean simulate\?\)\. Known: build, /);
    expect((await runArmory(['hot', 'odds'])).stderr).toMatch(/^armory: unknown command 'hot' \(did you mean hott\?\)\. Known: /);
    expectOneUsageError(
      await runArmory(['simulate', 'neuroshima-hexx', ...play]),
      `armory simulate: unknown game 'neuroshima-hexx' (did you mean neuroshima-hex?); registered: ${games()
        .map((g) => g.id)
        .join(', ')}`,
      'armory simulate --help',
    );
  });

  for (const module of games().filter((g) => (g.commands ?? []).length > 0))
    it(`${module.id}: names the command a typo stands for (two letters swapped)`, async () => {
      const names = module.commands!.map((c) => c.name);
      for (const name of names) {
        const typo = `${name.slice(0, -2)}${name.at(-1)}${name.at(-2)}`;
        expectOneUsageError(
          await runArmory([module.id, typo]),
          `armory ${module.id}: ${module.id} has no command '${typo}' (did you mean ${name}?); its commands: ${names.join(', ')}`,
          `armory ${module.id} --help`,
        );
      }
    });

  const typos = [
    ['hott', 'odds', '--attaker-going', '--attacker-going'],
    ['hott', 'table', '--outt', '--out'],
    ['hott', 'battle', '--armys', '--armies'],
    ['hounds', 'cards', '--game', '--games'],
    ['hounds', 'print', '--crads', '--cards'],
  ] as const;
  for (const [game, command, typo, meant] of typos)
    it(`armory ${game} ${command} ${typo}: names ${meant}, in the words simulate uses`, async () => {
      const r = await runArmory([game, command, typo]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(
        new RegExp(`^armory ${game} ${command}: unknown option '${typo}' \\(did you mean ${meant}\\?\\); known: [^\\n]*${meant}\\b`),
      );
    });
});

describe('an option of another game given to simulate', () => {
  for (const module of games())
    for (const other of games().filter((g) => g !== module))
      for (const option of other.options.filter((o) => !module.options.some((m) => m.name === o.name)))
        it(`${module.id} --${option.name}: says it belongs to ${other.id}`, async () => {
          const owners = games()
            .filter((g) => g !== module && g.options.some((o) => o.name === option.name))
            .map((g) => g.id)
            .join(', ');
          const own = module.options.map((o) => `--${o.name}`).join(', ') || 'none';
          const value = option.type === 'string' ? ['x'] : [];
          const r = await runArmory(['simulate', module.id, ...play, `--${option.name}`, ...value]);
          expectOneUsageError(
            r,
            `armory simulate: --${option.name} is an option of ${owners}, not of ${module.id} (the options of ${module.id} itself: ${own})`,
            `armory simulate ${module.id} --help`,
          );
        });
});

describe('--seats', () => {
  const fixed = games().filter((g) => g.seats.min === g.seats.max);

  it('has a game of one seat count to try', () => expect(fixed.length).toBeGreaterThan(0));

  for (const module of fixed)
    it(`${module.id}: takes its one seat count, so one command line serves every game, and refuses any other`, async () => {
      const n = module.seats.min;
      const r = await runArmory(['simulate', module.id, ...play, '--seats', String(n), '--json']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).players).toHaveLength(n);
      expectOneUsageError(
        await runArmory(['simulate', module.id, ...play, '--seats', String(n + 1)]),
        `armory simulate: ${module.id} is played by ${n} seats; --seats must be ${n} or left out, got '${n + 1}'`,
        `armory simulate ${module.id} --help`,
      );
    }, 60_000);
});

describe('armory <game> <command> for a command that is not the game’s', () => {
  for (const module of games())
    it(`${module.id}: armory ${module.id} simulate points to armory simulate ${module.id}`, async () => {
      const names = (module.commands ?? []).map((c) => c.name);
      const has = names.length > 0 ? `its commands: ${names.join(', ')}` : 'it has no commands of its own';
      expectOneUsageError(
        await runArmory([module.id, 'simulate']),
        `armory ${module.id}: ${module.id} has no command 'simulate'; ${has}; did you mean armory simulate ${module.id}?`,
        `armory ${module.id} --help`,
      );
      expectOneUsageError(
        await runArmory([module.id, 'validate']),
        `armory ${module.id}: ${module.id} has no command 'validate'; ${has}; validate is armory's own command: armory validate --help`,
        `armory ${module.id} --help`,
      );
    });
});

describe('a game command writing into a folder it cannot make', () => {
  const writers = [
    ['hott', 'table'],
    ['hott', 'battle'],
    ['hounds', 'print'],
  ] as const;

  for (const [game, command] of writers) {
    it(`armory ${game} ${command} -o <a file>: says the path is a file, in words`, async () => {
      const file = join(tempFolder('armory-out-'), 'notes.txt');
      writeFileSync(file, 'x');
      const r = await runArmory([game, command, '-o', file]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`armory ${game} ${command}: cannot write to ${file}: it is a file, not a folder\n`);
      // armory hott battle plays its battle before it writes: seconds on a busy machine.
    }, 60_000);

    it.runIf(existsSync('/proc/self'))(
      `armory ${game} ${command} -o /proc/x: says /proc takes no new folders`,
      async () => {
        const r = await runArmory([game, command, '-o', '/proc/armory-x/y']);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(`armory ${game} ${command}: cannot write to /proc/armory-x/y: /proc takes no new folders\n`);
      },
      60_000,
    );

    it(`armory ${game} ${command} -o DIR, where a file cannot be written: names the file and why, in words, and writes none`, async () => {
      const dir = tempFolder('armory-out-');
      expect((await runArmory([game, command, '-o', dir])).code).toBe(0);
      // The last file written (pages and tables are named in the order they are written), so others come before it.
      const last = readdirSync(dir).sort().at(-1)!;
      // A folder where a file goes stands for any file that cannot be written (root passes permission checks).
      const again = tempFolder('armory-out-');
      mkdirSync(join(again, last));
      const r = await runArmory([game, command, '-o', again]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`armory ${game} ${command}: cannot write to ${again}: ${join(again, last)}: it is a folder\n`);
      // None of the other files is written: a half set of pages or tables is worse than none.
      expect(readdirSync(again)).toEqual([last]);
      expect(r.stderr).not.toMatch(/EISDIR|\n\s+at /);
    }, 60_000);
  }
});

describe('armory validate --json', () => {
  it('is --format json, as --json is for every other command that prints JSON', async () => {
    const json = await runArmory(['validate', 'content/hott', '--json']);
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    expect(json.stdout).toBe((await runArmory(['validate', 'content/hott', '--format', 'json'])).stdout);
    expect(JSON.parse(json.stdout)).toEqual([]);
  }, 60_000);

  it('refuses --json beside --format text, which ask for two things', async () => {
    expectOneUsageError(
      await runArmory(['validate', '--json', '--format', 'text']),
      'armory validate: --json asks for JSON and --format text for text; give one',
      'armory validate --help',
    );
  });
});

describe('armory simulate neuroshima-hex with armies for other than two seats', () => {
  const armies = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'hell-hounds' : 'troglodytes')).join(',');

  it('four armies without --teams: says four armies play in teams, and how to name them', async () => {
    expectOneUsageError(
      await runArmory(['simulate', 'neuroshima-hex', ...play, '--seats', '4', '--armies', armies(4)]),
      'armory simulate: 4 armies play in teams: give --teams, a team number per seat, e.g. 1,2,1,2',
      'armory simulate neuroshima-hex --help',
    );
  });

  it('three armies, or three seats: says which counts play', async () => {
    expectOneUsageError(
      await runArmory(['simulate', 'neuroshima-hex', ...play, '--armies', armies(3)]),
      'armory simulate: --armies names 3 armies; the rules ask for 2, or 4 in team play with --teams (e.g. 1,2,1,2)',
      'armory simulate neuroshima-hex --help',
    );
    expectOneUsageError(
      await runArmory(['simulate', 'neuroshima-hex', ...play, '--seats', '3', '--armies', armies(3)]),
      'armory simulate: --seats 3: the rules play 2 seats, or 4 in team play with --teams',
      'armory simulate neuroshima-hex --help',
    );
    // Told by the engine's seat check alone, with no armies named, as for any game whose seat counts have a gap.
    expectOneUsageError(
      await runArmory(['simulate', 'neuroshima-hex', ...play, '--seats', '3']),
      'armory simulate: --seats 3: the rules play 2 seats, or 4 in team play with --teams',
      'armory simulate neuroshima-hex --help',
    );
    // Three players are not pointed to a --seats 3 that the rules do not play.
    expectOneUsageError(
      await runArmory(['simulate', 'neuroshima-hex', ...play, '--players', 'random,greedy,random']),
      'armory simulate: --players names 3 players for 2 seats; name one per seat, or one for all',
      'armory simulate neuroshima-hex --help',
    );
  });

  it("armory games and the game's simulate help say it plays 2 or 4 seats", async () => {
    const listed = await runArmory(['games']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^neuroshima-hex +Neuroshima Hex +2 or 4 seats$/m);
    expect(listed.stdout).toMatch(/^hott +HOTT \(Hordes of the Things\) +2 seats$/m);
    const help = await runArmory(['simulate', 'neuroshima-hex', '--help']);
    expect(help.stdout).toContain('Options of neuroshima-hex (Neuroshima Hex, 2 or 4 seats):');
  });
});

describe("armory's other commands: a game id or sub-command misspelt, a word left out", () => {
  // Every game in content/, in name order: the registered games (a game added by armory new game is one more).
  const ids = games()
    .map((m) => m.id)
    .sort()
    .join(', ');

  it('build --game and i18n name the game a typo stands for, in the same words', async () => {
    expectOneUsageError(
      await runArmory(['build', '--game', 'hot']),
      `armory build: no game 'hot' in content/ (did you mean hott?); games: ${ids}`,
      'armory build --help',
    );
    expectOneUsageError(
      await runArmory(['i18n', 'status', 'hot']),
      `armory i18n: no game 'hot' in content/ (did you mean hott?); games: ${ids}`,
      'armory i18n --help',
    );
  });

  it('i18n and scenario name the sub-command a typo stands for', async () => {
    expectOneUsageError(
      await runArmory(['i18n', 'statuss']),
      "armory i18n: unknown sub-command 'statuss' (did you mean status?); known: status, export, import",
      'armory i18n --help',
    );
    expectOneUsageError(
      await runArmory(['scenario', 'runn', 'x']),
      "armory scenario: unknown sub-command 'runn' (did you mean run?); known: run",
      'armory scenario --help',
    );
  });

  it('scenario with a path where run goes says run was left out', async () => {
    expectOneUsageError(
      await runArmory(['scenario', 'libs/games/hott/scenarios']),
      "armory scenario: 'libs/games/hott/scenarios' is a path; did you mean armory scenario run libs/games/hott/scenarios?",
      'armory scenario --help',
    );
  });

  it('start --port out of range in the words every whole-number option uses', async () => {
    expectOneUsageError(
      await runArmory(['start', '--port', '0']),
      "armory start: --port must be a whole number from 1 to 65,535, got '0'",
      'armory start --help',
    );
  });
});

describe("a game's own command on invalid content", () => {
  const fixture = join(import.meta.dirname, 'fixture-game');

  it('exits 1 showing file:line:column, as armory <game> --help says', async () => {
    registerGame(fixtureRace, new URL('./fixture-game/module.ts', import.meta.url).href);
    try {
      const broken = tempFolder('armory-bad-content-');
      cpSync(join(fixture, 'workspace'), broken, { recursive: true });
      const rules = join(broken, 'content', 'fixture-race', 'rules.yaml');
      writeFileSync(rules, readFileSync(rules, 'utf8').replace('target: 10', 'target: ten'));
      const r = await runArmory(['fixture-race', 'target'], broken);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/content\/fixture-race\/rules\.yaml:\d+:\d+ error/);
      expect((await runArmory(['fixture-race', '--help'], broken)).stdout).toMatch(
        /\nExit status: each command's help lists its own; every command exits 1 when the game's content is invalid \(checked before it runs\), 2 for an unknown command\.\n$/,
      );
    } finally {
      unregisterGame('fixture-race');
    }
  });
});

describe('--save-log and a mistake found after its path is checked', () => {
  for (const module of games())
    it(`${module.id}: leaves no file where there was none, and an existing one as it was`, async () => {
      const dir = tempFolder('armory-log-');
      const fresh = join(dir, 'new.json');
      const kept = join(dir, 'kept.json');
      writeFileSync(kept, 'an earlier log\n');
      // One more player than the game's most seats is found only once the seats are known, after the path check.
      const players = Array.from({ length: module.seats.max + 1 }, () => 'random').join(',');
      for (const file of [fresh, kept]) {
        const r = await runArmory(['simulate', module.id, ...play, '--players', players, '--save-log', file]);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/^armory simulate: --players names \d+ players for \d+ seats/);
      }
      expect(existsSync(fresh)).toBe(false);
      expect(readFileSync(kept, 'utf8')).toBe('an earlier log\n');
    });
});

describe("a mistyped value of a game's own option", () => {
  const cases = [
    ['hott', '--attacker', 'knigts', 'knights'],
    ['hott', '--going', 'god', 'good'],
    ['neuroshima-hex', '--armies', 'hell-hound,troglodytes', 'hell-hounds'],
    ['hounds', '--variant', 'all-star', 'all-stars'],
    ['hounds', '--cards', 'sampel', 'sample'],
    ['shifting-hills', '--known-forbidden-move', 'refuze', 'refuse'],
  ] as const;

  for (const [game, option, value, meant] of cases)
    it(`armory simulate ${game} ${option} ${value}: names ${meant} after the game's own words`, async () => {
      const r = await runArmory(['simulate', game, ...play, option, value]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const typed = value.split(',')[0]!;
      expect(r.stderr).toContain(`'${typed}' (did you mean ${meant}?)`);
      expect(r.stderr).toMatch(new RegExp(`^armory simulate: [^\\n]*\\nRun 'armory simulate ${game} --help' for usage\\.\\n$`));
    });

  // A game's own commands take the same options by the same names, and name the same choices.
  const commandCases = [
    [['hott', 'odds', '--defender', 'spears', '--attacker', 'knigts'], 'knigts', 'knights'],
    [['hott', 'odds', '--attacker', 'knights', '--defender', 'spears', '--going=god'], 'god', 'good'],
    [['hounds', 'cards', '--games', '1', '--variant', 'all-star'], 'all-star', 'all-stars'],
    [['hounds', 'print', '--cards', 'sampel'], 'sampel', 'sample'],
  ] as const;

  for (const [args, typed, meant] of commandCases)
    it(`armory ${args.join(' ')}: names ${meant}, as simulate does`, async () => {
      const r = await runArmory([...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`'${typed}' (did you mean ${meant}?)`);
      expect(r.stderr).toMatch(
        new RegExp(`^armory ${args[0]} ${args[1]}: [^\\n]*\\nRun 'armory ${args[0]} ${args[1]} --help' for usage\\.\\n$`),
      );
    });

  it('names none when no choice is near', async () => {
    const r = await runArmory(['simulate', 'hott', ...play, '--attacker', 'zzzzz']);
    expect(r.stderr).toMatch(/^armory simulate: unknown --attacker 'zzzzz'; known: god, /);
  });
});
