import { describe, expect, it } from 'vitest';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { entrantAt, loadSimulation, moduleUrl, playGame } from './simulation.js';

const fixtures = fileURLToPath(new URL('./fixtures.testing.ts', import.meta.url));

describe('simulation modules', () => {
  it('turns specifiers into importable URLs', () => {
    expect(moduleUrl('/a/b.ts')).toBe('file:///a/b.ts');
    expect(moduleUrl('./x.ts')).toBe(pathToFileURL(resolve(process.cwd(), 'x.ts')).href);
    expect(moduleUrl('@armory/game-x')).toBe('@armory/game-x');
    expect(moduleUrl('file:///c.ts')).toBe('file:///c.ts');
  });

  it('rotates seats game by game and credits wins to entrants, not seats', async () => {
    const sim = await loadSimulation(fixtures, 'nimMatch', { pile: 9, mcts: 0, rotate: true });
    expect([entrantAt(sim, 0, 0), entrantAt(sim, 1, 0), entrantAt(sim, 1, 1)]).toEqual([0, 1, 0]);
    const fixed = await loadSimulation(fixtures, 'nimMatch', { rotate: false });
    expect(entrantAt(fixed, 1, 0)).toBe(0);
    const a = playGame(sim, 7, 'seed');
    expect(playGame(sim, 7, 'seed')).toEqual(a);
    expect(a.index).toBe(7);
    await expect(loadSimulation(fixtures, 'randomTicTacToe')).resolves.toMatchObject({ players: [{ name: 'random' }, { name: 'random' }] });
  });

  it("records why each finished game ended, in the simulation's words when it has them", async () => {
    const sim = await loadSimulation(fixtures, 'nimMatch', { pile: 9, rotate: false });
    const record = playGame(sim, 3, 'seed');
    expect(record.over).toBe(true);
    expect(['last-token', 'stuck']).toContain(record.end);
    expect(playGame({ ...sim, describeEnd: (st) => `ended: ${st.reason}` }, 3, 'seed').end).toBe(`ended: ${record.end}`);
    const unfinished = playGame({ ...sim, maxSteps: 1 }, 3, 'seed');
    expect(unfinished.over).toBe(false);
    expect(unfinished.end).toBeUndefined();
  });
});
