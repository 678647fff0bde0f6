import { describe, expect, it } from 'vitest';
import { runArmory } from '../../src/testing.js';

// Hounds and Heroes through the generic simulate command: win rates, then its per-card table (GameModule.tables).
describe('armory simulate hounds', () => {
  it('shows, for each card, the decks that took it and how often they won, with a 95% interval', async () => {
    const args = ['simulate', 'hounds', '--seats', '3', '--variant', 'quick-play', '--players', 'random,greedy,random', '--games', '12'];
    const r = await runArmory([...args, '--seed', '4', '--workers', '0']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^hounds: 12 games, seed 4, seat 1 \(random\) vs seat 2 \(greedy\) vs seat 3 \(random\)\n/);
    expect(r.stdout).toMatch(/^ {2}seat 2 +wins +\d+ +[\d.]+% +95% \[[\d.]+%, [\d.]+%\]$/m);
    expect(r.stdout).toMatch(/\n\n {2}per card, how often a deck that drafted or recruited it won:\n {2}any deck: \d+ of 36, /);
    expect(r.stdout).toMatch(/^ {2}Puddle Pug +hound +\d+ +\d+ +(-  never taken|[\d.]+% +\[[\d.]+%, [\d.]+%\])$/m);
    expect(r.stdout).toMatch(/^ {2}Sir Woofington +hero +\d+ +\d+ +/m);
    const rows = r.stdout.split('\n').filter((l) => / (hound|hero) +\d+ +\d+ +/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(48);
    expect(rows.some((l) => /\d+\.\d% +\[\d+\.\d%, \d+\.\d%\]$/.test(l))).toBe(true);

    const json = JSON.parse((await runArmory([...args, '--seed', '4', '--workers', '0', '--json'])).stdout);
    expect(json.cards.base).toMatchObject({ id: 'any', decks: 36 });
    const card = json.cards.rows.find((c: { id: string }) => c.id === 'sir-woofington');
    expect(card).toMatchObject({ label: 'Sir Woofington', note: 'hero' });
    expect(card.low).toBeLessThanOrEqual(card.rate);
    expect(card.high).toBeGreaterThanOrEqual(card.rate);
    // Worker threads sum the same counts.
    expect((await runArmory([...args, '--seed', '4', '--workers', '2'])).stdout).toBe(r.stdout);
  }, 120_000);
});
