import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate } from '@armory/engine';
import { registerGame, registeredSources, unregisterGame } from '@armory/registry';
import { GAME_SIMULATION, bundleSimulationWorker } from '@armory/registry/worker-bundle';
import { loadGameContent } from './game-content.js';
import { fixtureRace } from '../test/fixture-game/module.js';

const root = join(import.meta.dirname, '..', 'test', 'fixture-game', 'workspace');

beforeAll(() => registerGame(fixtureRace, new URL('../test/fixture-game/module.ts', import.meta.url).href));
afterAll(() => unregisterGame('fixture-race'));

describe('bundleSimulationWorker', () => {
  it('gives workers plain JavaScript that finds the game through the registry and plays the same games as this thread', async () => {
    const io = { out: () => {}, err: (t: string) => void process.stderr.write(t), root, isTTY: false, color: false, progress: false };
    const content = await loadGameContent(io, 'fixture-race');
    const code = await bundleSimulationWorker(GAME_SIMULATION, registeredSources());
    expect(code).not.toMatch(/tsx/);
    const args = { game: 'fixture-race', content: content!, options: { seats: 2 }, players: ['greedy', 'random'] } as never;
    const base = {
      module: GAME_SIMULATION,
      moduleExports: await import('@armory/registry/simulation'),
      args,
      games: 24,
      seed: 'bundle',
      batch: 4,
    };
    const strip = ({ elapsedMs: _e, ...rest }: { elapsedMs: number }) => rest;
    const onWorkers = await simulate({ ...base, workers: 2, workerCode: code });
    expect(strip(onWorkers)).toEqual(strip(await simulate({ ...base, workers: 0 })));
    expect(onWorkers.finished).toBe(24);
  }, 60000);

  it('leaves a game registered without a source to this thread: its workers would not find it', async () => {
    const code = await bundleSimulationWorker(GAME_SIMULATION);
    const args = {
      game: 'fixture-race',
      content: { rules: { target: 5, steps: [1] } },
      options: { seats: 2 },
      players: ['random', 'random'],
    } as never;
    await expect(
      simulate({
        module: GAME_SIMULATION,
        moduleExports: await import('@armory/registry/simulation'),
        args,
        games: 2,
        seed: 1,
        workers: 1,
        workerCode: code,
      }),
    ).rejects.toThrow(/no registered game 'fixture-race'/);
  }, 60000);
});
