import { describe, expect, it } from 'vitest';
import { simulate } from '@armory/engine';
import { bundleSimulationWorker } from './worker-bundle.js';
import { loadGameContent } from './game-content.js';
import { findRoot } from './root.js';

describe('bundleSimulationWorker', () => {
  it('gives workers plain JavaScript that plays the same games as this thread', async () => {
    const io = { out: () => {}, err: (t: string) => void process.stderr.write(t), root: findRoot(process.cwd()), isTTY: false };
    const content = await loadGameContent(io, 'neuroshima-hex');
    const module = '@armory/game-neuroshima-hex/simulation';
    const code = await bundleSimulationWorker(module);
    expect(code).not.toMatch(/tsx/);
    const base = { module, moduleExports: await import('@armory/game-neuroshima-hex/simulation'), args: { content: content!, armies: ['hell-hounds', 'troglodytes'] } as never, games: 24, seed: 'bundle', batch: 4 };
    const strip = ({ elapsedMs: _e, ...rest }: { elapsedMs: number }) => rest;
    const onWorkers = await simulate({ ...base, workers: 2, workerCode: code });
    expect(strip(onWorkers)).toEqual(strip(await simulate({ ...base, workers: 0 })));
    expect(onWorkers.finished).toBe(24);
  }, 60000);
});
