import { describe, expect, it } from 'vitest';
import { runArmory } from '../../src/testing.js';

// `armory hounds cards` plays the games `armory simulate hounds` plays for the same seed and players, in this thread.
describe('armory hounds cards beside armory simulate hounds', () => {
  it('counts the same decks and wins per card for the same seed, players and seats', async () => {
    const same = ['--games', '8', '--seed', 'cards', '--players', 'greedy,random', '--seats', '2', '--json'];
    const cards = await runArmory(['hounds', 'cards', ...same]);
    expect(cards.stderr).toBe('');
    expect(cards.code).toBe(0);
    const simulate = await runArmory(['simulate', 'hounds', ...same, '--workers', '0']);
    expect(simulate.code).toBe(0);
    const here = JSON.parse(cards.stdout).cards.map((c: { card: string; decks: number; won: number }) => [c.card, c.decks, c.won]);
    const there = JSON.parse(simulate.stdout).cards.rows.map((r: { id: string; decks: number; won: number }) => [r.id, r.decks, r.won]);
    expect(here).toEqual(there);
    expect(here.some(([, decks]: [string, number]) => decks > 0)).toBe(true);
  }, 120_000);
});
