import { OptionError, readOptionValues, type GivenOptionValues } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { cardsCommand } from './cards.js';

/** Runs the command on options as the CLI's parser gives them (text, or true for a switch). */
function run(given: GivenOptionValues) {
  let out = '';
  const writeFiles = (): string[] => {
    throw new Error('cards writes no files');
  };
  const io = { root: '.', out: (t: string) => (out += t), err: () => {}, isTTY: false, writeFiles };
  return cardsCommand.run(readOptionValues(cardsCommand.options, given, content), io, content, []).then((code) => ({ code, out }));
}

describe('armory hounds cards', () => {
  it('plays the games asked for and reports every card of the set, rates to 4 decimals', async () => {
    const { code, out } = await run({ games: '20', seed: '3', json: true });
    expect(code).toBe(0);
    const report = JSON.parse(out) as { games: number; cards: Array<{ decks: number; won: number; low: number }>; base: { rate: number } };
    expect(report.games).toBe(20);
    expect(report.cards).toHaveLength(content.cardSets.sample!.hounds.length + content.cardSets.sample!.heroes.length);
    // Two decks a game draft the whole pool of 24 hounds between them.
    const houndDecks = report.cards.slice().reduce((n, c) => n + c.decks, 0);
    expect(houndDecks).toBeGreaterThanOrEqual(20 * content.rules.draft.pool);
    expect(report.base.rate).toBeCloseTo(0.5, 5);
    for (const card of report.cards) expect(Math.round(card.low * 1e4) / 1e4).toBe(card.low);
  }, 60_000);

  it('refuses unknown players and seat counts in the words armory simulate uses', async () => {
    await expect(run({ players: 'wizard' })).rejects.toThrow(OptionError);
    await expect(run({ players: 'wizard' })).rejects.toThrow("unknown player 'wizard'; known: random, greedy, mcts[:iterations]");
    await expect(run({ players: 'mcts:0' })).rejects.toThrow(/^mcts takes a budget of 1 to 1,000,000 iterations/);
    await expect(run({ seats: '7' })).rejects.toThrow("--seats must be a whole number from 2 to 4, got '7'");
    await expect(run({ players: 'random,random,greedy' })).rejects.toThrow('--players names 3 players for 2 seats');
    expect(() => run({ games: 'many' })).toThrow("--games must be a whole number from 1 to 10,000,000, got 'many'");
  });
});
