import { describe, expect, it } from 'vitest';
import { commandLine, shellWord } from './command-line.js';

describe('commandLine', () => {
  it('names the game, games, seed and a player per seat', () => {
    expect(commandLine('shifting-hills', { games: 200, seed: 1, players: ['greedy', 'random'], options: {} })).toBe(
      'npx armory simulate shifting-hills --games 200 --seed 1 --players greedy,random',
    );
  });

  it('adds the seat count when given, string options with their value and switches alone', () => {
    const request = {
      games: 50,
      seed: 'run-2',
      seats: 3,
      players: ['random', 'mcts:200', 'random'],
      options: { variant: 'a,b', quick: true },
    };
    expect(commandLine('g', request)).toBe(
      'npx armory simulate g --games 50 --seed run-2 --players random,mcts:200,random --seats 3 --variant a,b --quick',
    );
  });

  it('quotes what a shell would split or expand, and joins a value starting with - to its flag', () => {
    expect(commandLine('g', { games: 1, seed: 'my seed', players: ['random'], options: { name: "it's" } })).toBe(
      `npx armory simulate g --games 1 --seed 'my seed' --players random --name 'it'\\''s'`,
    );
    expect(commandLine('g', { games: 1, seed: -5, players: ['random'], options: { word: '-x' } })).toBe(
      'npx armory simulate g --games 1 --seed=-5 --players random --word=-x',
    );
  });

  it('leaves a plain word bare and quotes an empty one', () => {
    expect(shellWord('hell-hounds,troglodytes')).toBe('hell-hounds,troglodytes');
    expect(shellWord('')).toBe("''");
    expect(shellWord('$HOME')).toBe("'$HOME'");
  });
});
