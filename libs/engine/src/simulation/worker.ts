/**
 * The worker side of the simulation runner: loads the simulation once, then plays the ranges of games
 * the main thread hands out and posts back their records.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadSimulation, playGame, type GameRecord, type Simulation } from './simulation.js';
import type { Json } from '../contract.js';

/** Sent by the main thread. */
export type ToWorker = { type: 'run'; from: number; to: number } | { type: 'stop' };
/** Sent by a worker. */
export type FromWorker = { type: 'ready' } | { type: 'records'; records: GameRecord[] } | { type: 'error'; message: string };

/** What a worker is started with. */
export interface WorkerSetup {
  /** Module specifier of the simulation. */
  module: string;
  /** Its export's name. */
  exportName: string;
  /** Arguments for a factory export. */
  args: Json;
  /** Base seed of the run. */
  seed: number | string;
}

/**
 * Serves the main thread: loads the simulation once (from `preloaded`, the module's exports when a
 * tool bundled them into the worker, otherwise by importing `module`), then plays the ranges of games
 * it is handed. The default entry (worker-entry.mjs) calls it with nothing preloaded.
 */
export function serveSimulation(preloaded?: Record<string, unknown>): void {
  const port = parentPort;
  if (!port) return;
  const setup = workerData as WorkerSetup;
  let sim: Simulation | undefined;
  const fail = (e: unknown) =>
    port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
  loadSimulation(setup.module, setup.exportName, setup.args, preloaded).then((s) => {
    sim = s;
    port.postMessage({ type: 'ready' } satisfies FromWorker);
  }, fail);
  port.on('message', (msg: ToWorker) => {
    if (msg.type === 'stop') {
      port.close();
      return;
    }
    try {
      const records: GameRecord[] = [];
      for (let i = msg.from; i < msg.to; i++) records.push(playGame(sim!, i, setup.seed));
      port.postMessage({ type: 'records', records } satisfies FromWorker);
    } catch (e) {
      fail(e);
    }
  });
}
