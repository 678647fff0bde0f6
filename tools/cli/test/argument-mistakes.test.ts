import { describe, expect, it } from 'vitest';
import { runArmory } from '../src/testing.js';

// Mistakes in typing options, as a user audit typed them: each gets exit 2 and one message saying what is wrong,
// the same in armory's own commands and in a game's.
async function refused(args: string[]) {
  const r = await runArmory(args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  return r.stderr.split('\n')[0];
}

describe('an option whose value is left out', () => {
  it('needs a value whether another option follows it or it comes last', async () => {
    expect(await refused(['simulate', 'hott', '--games', '--seed', '1'])).toBe('armory simulate: --games needs a value');
    expect(await refused(['simulate', 'hott', '--games'])).toBe('armory simulate: --games needs a value');
    expect(await refused(['simulate', 'hott', '--games', '1', '--armies', '--battlefield', 'low-hills'])).toBe(
      'armory simulate: --armies needs a value',
    );
    expect(await refused(['simulate', 'hott', '--games', '1', '--save-log', '--json'])).toBe('armory simulate: --save-log needs a value');
    expect(await refused(['hott', 'odds', '--attacker', '--defender', 'spears'])).toBe('armory hott odds: --attacker needs a value');
    expect(await refused(['hott', 'battle', '-o'])).toBe('armory hott battle: -o needs a value');
  });

  it('an empty value is refused by a game command as by simulate', async () => {
    expect(await refused(['hott', 'battle', '--seed', ''])).toBe("armory hott battle: --seed needs a value, got ''");
    expect(await refused(['simulate', 'hott', '--games', '1', '--seed', ''])).toBe("armory simulate: --seed needs a value, got ''");
  });
});

describe('a value given to a switch', () => {
  it('names the switch and the stray word', async () => {
    expect(await refused(['simulate', 'shifting-hills', '--games', '1', '--survivors-count-as-play', 'yes'])).toBe(
      "armory simulate: --survivors-count-as-play is a switch and takes no value, got 'yes'",
    );
    expect(await refused(['simulate', 'hott', '--games', '1', '--json', 'yes'])).toBe(
      "armory simulate: --json is a switch and takes no value, got 'yes'",
    );
    expect(await refused(['simulate', 'hott', '--games', '1', '--json=yes'])).toBe(
      "armory simulate: --json is a switch and takes no value, got 'yes'",
    );
    expect(await refused(['games', '--json', 'yes'])).toBe("armory games: --json is a switch and takes no value, got 'yes'");
  });

  it('still tells a stray word that follows no switch as unexpected', async () => {
    expect(await refused(['simulate', 'hott', '--games', '1', 'extra'])).toBe(
      "armory simulate: unexpected argument 'extra'; the game comes first and once",
    );
  });
});

describe('a misspelt value', () => {
  const play = ['--games', '1', '--seed', '1', '--workers', '0'];

  it('names the player, choice or word it stands for', async () => {
    expect(await refused(['simulate', 'hott', ...play, '--players', 'random,greedyy'])).toBe(
      "armory simulate: unknown player 'greedyy' (did you mean greedy?); known: random, greedy, mcts[:iterations]",
    );
    expect(await refused(['simulate', 'hott', ...play, '--battlefield', 'open'])).toBe(
      "armory simulate: unknown --battlefield 'open' (did you mean open-field?); known: low-hills, open-field, river-crossing",
    );
    expect(await refused(['new', 'gam', 'x'])).toBe('armory new: give what to make and its id (did you mean game?): armory new game <id>');
  });

  it('names the --seats that seats as many players as named, when the game may be played by that many', async () => {
    expect(await refused(['simulate', 'hounds', ...play, '--players', 'random,greedy,random'])).toBe(
      'armory simulate: --players names 3 players for 2 seats; name one per seat, or one for all, or --seats 3',
    );
    expect(await refused(['simulate', 'hott', ...play, '--players', 'random,greedy,random'])).toBe(
      'armory simulate: --players names 3 players for 2 seats; name one per seat, or one for all',
    );
  });
});
