import { OptionError } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { cardsCommand } from './cards.js';

function run(args: string[]) {
  let out = '';
  const writeFiles = (): string[] => {
    throw new Error('cards writes no files');
  };
  const io = { root: '.', out: (t: string) => (out += t), err: () => {}, isTTY: false, writeFiles };
  return cardsCommand.run(args, io, content).then((code) => ({ code, out }));
}

describe('armory hounds cards', () => {
  it('plays the games asked for and reports every card of the set', async () => {
    const { code, out } = await run(['--games', '20', '--seed', '3', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { games: number; cards: Array<{ decks: number; won: number }>; base: { rate: number } };
    expect(report.games).toBe(20);
    expect(report.cards).toHaveLength(content.cardSets.sample!.hounds.length + content.cardSets.sample!.heroes.length);
    // Two decks a game draft the whole pool of 24 hounds between them.
    const houndDecks = report.cards.slice().reduce((n, c) => n + c.decks, 0);
    expect(houndDecks).toBeGreaterThanOrEqual(20 * content.rules.draft.pool);
    expect(report.base.rate).toBeCloseTo(0.5, 5);
  }, 60_000);

  it('refuses unknown players and seat counts with a usage error', async () => {
    // In the words armory simulate uses for the same mistake.
    await expect(run(['--players', 'wizard'])).rejects.toThrow(OptionError);
    await expect(run(['--players', 'wizard'])).rejects.toThrow(
      "--players: unknown player 'wizard'; known: random, greedy, mcts[:iterations]",
    );
    await expect(run(['--players', 'mcts:0'])).rejects.toThrow(/--players: mcts takes a budget of 1 to 1,000,000 iterations/);
    await expect(run(['--seats', '7'])).rejects.toThrow(/takes 2-4 players, not 7/);
    await expect(run(['--games', 'many'])).rejects.toThrow(/--games must be a whole number/);
  });
});
