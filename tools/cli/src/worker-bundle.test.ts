import { describe, expect, it } from 'vitest';
import { simulate } from '@armory/engine';
import { GAME_SIMULATION, bundleSimulationWorker } from './worker-bundle.js';
import { loadGameContent } from './game-content.js';
import { findRoot } from './root.js';

describe('bundleSimulationWorker', () => {
  it('gives workers plain JavaScript that finds the game in the registry and plays the same games as this thread', async () => {
    const io = { out: () => {}, err: (t: string) => void process.stderr.write(t), root: findRoot(process.cwd()), isTTY: false };
    const content = await loadGameContent(io, 'neuroshima-hex');
    const code = await bundleSimulationWorker(GAME_SIMULATION);
    expect(code).not.toMatch(/tsx/);
    const args = { game: 'neuroshima-hex', content: content!, options: { armies: ['hell-hounds', 'troglodytes'] }, players: ['random', 'greedy'] } as never;
    const base = { module: GAME_SIMULATION, moduleExports: await import('./game-simulation.js'), args, games: 24, seed: 'bundle', batch: 4 };
    const strip = ({ elapsedMs: _e, ...rest }: { elapsedMs: number }) => rest;
    const onWorkers = await simulate({ ...base, workers: 2, workerCode: code });
    expect(strip(onWorkers)).toEqual(strip(await simulate({ ...base, workers: 0 })));
    expect(onWorkers.finished).toBe(24);
  }, 60000);
});
