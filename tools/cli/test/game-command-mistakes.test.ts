import { describe, expect, it } from 'vitest';
import { findGame } from '@armory/registry';
import { runArmory } from '../src/testing.js';

// A game's own command and `armory simulate` read options with one reader: the same mistake typed to either gets
// the same words (only the command named before them differs), exit 2, and nothing on stdout.
const play = ['--games', '1', '--seed', '1', '--workers', '0'];

/** The message after "armory <command>: ", checked to be one usage error pointing to the command's help. */
async function told(args: string[], command: string): Promise<string> {
  const r = await runArmory(args);
  expect(r.code, args.join(' ')).toBe(2);
  expect(r.stdout).toBe('');
  const m = new RegExp(`^armory ${command}: (.*)\\nRun 'armory ${command}(?: hounds| hott)? --help' for usage\\.\\n$`).exec(r.stderr);
  expect(m, r.stderr).not.toBeNull();
  return m![1]!;
}

describe('armory hounds cards and armory simulate hounds, the same mistakes', () => {
  const mistakes = [
    ['--seats', '7'],
    ['--seats', 'two'],
    ['--players', 'wizard'],
    // A misspelt player is pointed to the one it is most like, by both.
    ['--players', 'greedyy'],
    ['--players', 'mcts:0'],
    ['--players', 'random,random,greedy'],
    ['--games', '0'],
    ['--games', 'many'],
    ['--games', '-5'],
    ['--seed', ''],
    ['--variant', 'all-star'],
    ['--cards', 'sampel'],
    ['--seed', '1', '--seed', '2'],
    ['--seats'],
    ['--json=yes'],
  ];
  for (const mistake of mistakes)
    it(`${mistake.join(' ')}: told in the same words`, async () => {
      // simulate requires --games and --seed; the mistake replaces the one it names.
      const base = play.filter((_, i) => play[i - (i % 2)] !== mistake[0]);
      const simulate = await told(['simulate', 'hounds', ...base, ...mistake], 'simulate');
      const games = mistake[0] === '--games' ? [] : ['--games', '1'];
      expect(await told(['hounds', 'cards', ...games, ...mistake], 'hounds cards')).toBe(simulate);
    }, 60_000);
});

describe('armory hott odds and armory simulate hott, the same mistakes', () => {
  for (const mistake of [
    ['--attacker', 'knigts'],
    ['--going', 'god'],
    ['--defender', ''],
  ])
    it(`${mistake.join(' ')}: told in the same words`, async () => {
      const simulate = await told(['simulate', 'hott', ...play, ...mistake], 'simulate');
      const others =
        mistake[0] === '--attacker'
          ? ['--defender', 'spears']
          : ['--attacker', 'knights', ...(mistake[0] === '--defender' ? [] : ['--defender', 'spears'])];
      expect(await told(['hott', 'odds', ...others, ...mistake], 'hott odds')).toBe(simulate);
    }, 60_000);

  // A battle's options: armory hott battle plays one, armory simulate hott many.
  for (const mistake of [
    ['--armies', 'feudal-hots,goblin-horde'],
    ['--battlefield', 'open-feld'],
  ])
    it(`${mistake.join(' ')}: told in the same words by armory hott battle`, async () => {
      const simulate = await told(['simulate', 'hott', ...play, ...mistake], 'simulate');
      expect(await told(['hott', 'battle', ...mistake], 'hott battle')).toBe(simulate);
    }, 60_000);

  it('armory hott battle --players greedyy: the did-you-mean armory simulate hott gives', async () => {
    const simulate = await told(['simulate', 'hott', ...play, '--players', 'greedyy'], 'simulate');
    expect(simulate).toContain('(did you mean greedy?)');
    expect(await told(['hott', 'battle', '--players', 'greedyy'], 'hott battle')).toBe(`--players: ${simulate}`);
  }, 60_000);

  it('refuses more overlaps or contacts than an element has flanks and rears (combat.yaml edges)', async () => {
    const fight = ['hott', 'odds', '--attacker', 'blades', '--defender', 'spears'];
    expect(await told([...fight, '--attacker-overlaps', '99'], 'hott odds')).toBe(
      "--attacker-overlaps must be a whole number from 0 to 2, got '99'",
    );
    expect(await told([...fight, '--defender-rear-contacts', '2'], 'hott odds')).toBe(
      "--defender-rear-contacts must be a whole number from 0 to 1, got '2'",
    );
    expect(await told([...fight, '--attacker-overlaps', '1', '--attacker-flank-contacts', '2'], 'hott odds')).toBe(
      'attacker: 1 overlaps and 2 flank contacts, but an element has 2 flanks, each overlapped or in contact once at most',
    );
    const most = await runArmory([...fight, '--attacker-overlaps', '2', '--attacker-rear-contacts', '1']);
    expect(most.code).toBe(0);
    expect(most.stdout).toContain('attacker blades: total 3-8 (die + 5 - 2 overlapped - 1 rear-contact)');
  }, 60_000);
});

describe("a game command's help, from its declared options", () => {
  for (const [game, command] of [
    ['hounds', 'cards'],
    ['hounds', 'print'],
    ['hott', 'odds'],
    ['hott', 'table'],
    ['hott', 'battle'],
  ] as const)
    it(`armory ${game} ${command} --help lists every option it takes, and its exit statuses`, async () => {
      const declared = findGame(game)!.commands!.find((c) => c.name === command)!;
      const r = await runArmory([game, command, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: armory ${game} ${command} `));
      for (const option of declared.options)
        expect(r.stdout).toMatch(
          new RegExp(`^ {2}(-\\w, )?--${option.name}\\b.* ${option.help.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'),
        );
      expect(r.stdout).toMatch(/\nExit status: 0 [^\n]+\n$/);
    });
});
