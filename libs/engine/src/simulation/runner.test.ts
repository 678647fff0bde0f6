import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { simulate, type Progress } from './runner.js';

const fixtures = fileURLToPath(new URL('./fixtures.testing.ts', import.meta.url));

describe('simulate', () => {
  it('gives the same report in this thread and on 2 workers, with progress', async () => {
    const progress: Progress[] = [];
    const base = { module: fixtures, exportName: 'nimMatch', args: { pile: 13, mcts: 0 }, games: 120, seed: 'run-1', batch: 10 };
    const inThread = await simulate({ ...base, workers: 0 });
    const onWorkers = await simulate({ ...base, workers: 2, onProgress: (p) => progress.push({ ...p }) });
    const strip = ({ elapsedMs: _e, ...rest }: { elapsedMs: number }) => rest;
    expect(strip(onWorkers)).toEqual(strip(inThread));
    expect(inThread.games).toBe(120);
    expect(inThread.wins[0]! + inThread.wins[1]! + inThread.draws).toBe(120);
    expect(inThread.stats.steps!.n).toBe(120);
    expect(inThread.stats.pileLeft!.mean).toBeGreaterThanOrEqual(0);
    expect(progress.at(-1)!.done).toBe(120);
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
  }, 60000);

  it('stops when asked, reporting the first games of the run as a shorter run would', async () => {
    const base = { module: fixtures, exportName: 'nimMatch', args: { pile: 13, mcts: 0 }, seed: 'run-1', batch: 10 };
    const strip = ({ elapsedMs: _e, ...rest }: { elapsedMs: number }) => rest;
    for (const workers of [0, 1]) {
      const stop = new AbortController();
      const stopped = await simulate({
        ...base,
        workers,
        games: 1000,
        signal: stop.signal,
        onProgress: (p) => p.done >= 30 && stop.abort(),
      });
      expect(stopped.games).toBeGreaterThanOrEqual(30);
      expect(stopped.games).toBeLessThan(1000);
      expect(strip(stopped)).toEqual(strip(await simulate({ ...base, workers: 0, games: stopped.games })));
    }
  }, 60000);

  it('answers other work in this thread between batches', async () => {
    let ticks = 0;
    const seen: number[] = [];
    const timer = setInterval(() => ticks++, 0);
    const base = { module: fixtures, exportName: 'nimMatch', args: { pile: 13, mcts: 0 }, seed: 1, batch: 1, workers: 0 };
    await simulate({ ...base, games: 200, onProgress: () => seen.push(ticks) });
    clearInterval(timer);
    // Timers ran while the games were being played, not only before the first or after the last.
    expect(seen.at(-1)!).toBeGreaterThan(seen[0]!);
  });

  it('plays a stronger entrant to a clearly higher win rate', async () => {
    const report = await simulate({
      module: fixtures,
      exportName: 'nimMatch',
      args: { pile: 9, mcts: 100 },
      games: 100,
      seed: 2,
      workers: 0,
    });
    expect(report.entrants).toEqual(['mcts(100)', 'random']);
    // Hidden nim is luck-heavy (MCTS wins about 64% against 32%); a search crediting the wrong seat would lose more.
    expect(report.wins[0]).toBeGreaterThan(report.wins[1]! + 10);
    for (const r of report.winRates) expect(r.low <= r.rate && r.rate <= r.high).toBe(true);
  }, 60000);

  it('counts games stopped by the step limit as unfinished, neither won nor drawn', async () => {
    const report = await simulate({ module: fixtures, exportName: 'cutShort', games: 5, seed: 1, workers: 0 });
    expect(report).toMatchObject({ games: 5, finished: 0, wins: [0, 0], draws: 0 });
    expect(report.stats.steps).toEqual({ mean: 2, n: 5, sum: 10 });
  });

  it('reports a missing export and a failing game as plain messages', async () => {
    await expect(simulate({ module: fixtures, exportName: 'nope', games: 1, seed: 1, workers: 0 })).rejects.toThrow(
      /has no export 'nope' \(exports: .*randomTicTacToe/,
    );
    await expect(simulate({ module: fixtures, exportName: 'broken', games: 4, seed: 1, workers: 1 })).rejects.toThrow(
      'rule engine bug in apply',
    );
  }, 60000);

  it('keeps workers inside their heap limits and names an out-of-memory stop as such', async () => {
    const limits = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 };
    const small = await simulate({ module: fixtures, exportName: 'randomTicTacToe', games: 40, seed: 3, workers: 1, workerLimits: limits });
    expect(small.finished).toBe(40);
    await expect(
      simulate({ module: fixtures, exportName: 'hoarder', games: 50, seed: 1, workers: 1, workerLimits: limits }),
    ).rejects.toThrow(/a simulation worker ran out of memory \(limits \{"maxYoungGenerationSizeMb":2,"maxOldGenerationSizeMb":16\}\)/);
  }, 60000);

  it('can use module exports the caller imported already', async () => {
    const exports = (await import('./fixtures.testing.js')) as Record<string, unknown>;
    const report = await simulate({
      module: 'not-importable-by-name',
      moduleExports: exports,
      exportName: 'randomTicTacToe',
      games: 10,
      seed: 1,
      workers: 0,
    });
    expect(report.finished).toBe(10);
  });
});
