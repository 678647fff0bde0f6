/**
 * The simulation runner: plays many matches of a game module over worker threads (or in this thread),
 * streams each game's small record into a running tally, and reports win rates with 95% confidence
 * intervals and mean stats. Game i always uses seeds derived from (seed, i), and the tally adds records
 * in game order, so the report is the same for any number of workers.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Json } from '../contract.js';
import { loadSimulation, playGame } from './simulation.js';
import { Tally, type SimulationReport } from './tally.js';
import type { FromWorker, ToWorker, WorkerSetup } from './worker.js';

/** Progress after each batch of games. */
export interface Progress {
  /** Games added to the tally. */
  done: number;
  /** Games in the run. */
  total: number;
  /** Wins so far per entrant. */
  wins: readonly number[];
}

/** A run. */
export interface SimulateOptions {
  /** The module exporting the simulation: an absolute path, a file URL, a path relative to the working directory, or a package name. */
  module: string;
  /** The export's name. Default `simulation`. */
  exportName?: string;
  /** JSON arguments for a factory export (players, budgets, variant). */
  args?: Json;
  /** Number of games. */
  games: number;
  /** Base seed of the run. */
  seed: number | string;
  /** Worker threads; 0 plays in this thread. Default: min(available cores, 4). */
  workers?: number;
  /** Games handed to a worker at a time. Default 16. */
  batch?: number;
  /**
   * A self-contained CommonJS program to run in each worker instead of the default entry, which loads
   * the TypeScript sources through tsx (about 100 MB per worker). Tools make it by bundling a stub that
   * calls `serveSimulation(exportsOfTheModule)` (see tools/cli's simulation bundle); `module` then only names it in messages.
   */
  workerCode?: string;
  /**
   * Heap limits for each worker (Node's `resourceLimits`). Small limits make V8 collect garbage
   * sooner, so a long run's memory stays flat; a worker whose live data outgrows them stops with
   * an out-of-memory error, reported as such. Default: Node's own limits.
   */
  workerLimits?: { maxYoungGenerationSizeMb?: number; maxOldGenerationSizeMb?: number };
  /** The module's exports, when the caller has imported it already (a bundled tool cannot import TypeScript by name). Used in this thread only. */
  moduleExports?: Record<string, unknown>;
  /** Called after each batch is added. */
  onProgress?(progress: Progress): void;
  /**
   * Stops the run after the batch in hand: the report then covers the games done so far, which are the first
   * games of the run in order (the report a run of that many games gives).
   */
  signal?: AbortSignal;
}

/** Lets the thread's other work (a server's requests) run between batches played in it. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a simulation and resolves with its report; rejects with a plain message when a game or the module fails. */
export async function simulate(options: SimulateOptions): Promise<SimulationReport> {
  const started = Date.now();
  const exportName = options.exportName ?? 'simulation';
  const args = options.args ?? null;
  const workers = Math.max(0, Math.floor(options.workers ?? Math.min(availableParallelism(), 4)));
  const batch = Math.max(1, options.batch ?? 16);
  if (!Number.isInteger(options.games) || options.games < 0) throw new RangeError(`games must be a whole number, got ${options.games}`);

  if (workers === 0) {
    const sim = await loadSimulation(options.module, exportName, args, options.moduleExports);
    const tally = new Tally(sim.players.map((p) => p.name));
    for (let from = 0; from < options.games && !options.signal?.aborted; from += batch) {
      const to = Math.min(options.games, from + batch);
      for (let i = from; i < to; i++) tally.add(playGame(sim, i, options.seed));
      options.onProgress?.({ done: tally.done, total: options.games, wins: [...tally.winsSoFar] });
      await yieldToEventLoop();
    }
    return tally.report(Date.now() - started);
  }

  // Entrant names come from the module itself, loaded once here (cheap next to the games).
  const sim = await loadSimulation(options.module, exportName, args, options.moduleExports);
  const tally = new Tally(sim.players.map((p) => p.name));
  const setup: WorkerSetup = { module: options.module, exportName, args, seed: options.seed };
  const entry = new URL('./worker-entry.mjs', import.meta.url);
  // Hand out batches in order; a worker far ahead of the slowest waits, so the early-record buffer stays small.
  const window = batch * workers * 4;
  let next = 0;

  return new Promise<SimulationReport>((resolve, reject) => {
    const pool: Worker[] = [];
    const parked: Worker[] = [];
    let finished = false;
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      options.signal?.removeEventListener('abort', stop);
      for (const w of pool) void w.terminate();
      if (error) reject(error);
      else resolve(tally.report(Date.now() - started));
    };
    const stop = () => finish();
    const dispatch = (w: Worker) => {
      if (next >= options.games) {
        w.postMessage({ type: 'stop' } satisfies ToWorker);
        return;
      }
      if (next >= tally.done + window) {
        parked.push(w);
        return;
      }
      const from = next;
      next = Math.min(options.games, from + batch);
      w.postMessage({ type: 'run', from, to: next } satisfies ToWorker);
    };
    if (options.games === 0 || options.signal?.aborted) return finish();
    options.signal?.addEventListener('abort', stop, { once: true });
    for (let k = 0; k < Math.min(workers, Math.ceil(options.games / batch)); k++) {
      const limits = options.workerLimits ? { resourceLimits: options.workerLimits } : {};
      const w =
        options.workerCode === undefined
          ? new Worker(entry, { workerData: setup, ...limits })
          : new Worker(options.workerCode, { eval: true, workerData: setup, ...limits });
      pool.push(w);
      w.on('message', (msg: FromWorker) => {
        if (msg.type === 'error') return finish(new Error(msg.message));
        if (msg.type === 'records') {
          for (const r of msg.records) tally.add(r);
          options.onProgress?.({ done: tally.done, total: options.games, wins: [...tally.winsSoFar] });
          if (tally.done === options.games) return finish();
          while (parked.length && next < tally.done + window) dispatch(parked.shift()!);
        }
        dispatch(w);
      });
      w.on('error', (e: Error & { code?: string }) => {
        const oom = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
        finish(
          new Error(
            oom
              ? `a simulation worker ran out of memory (limits ${JSON.stringify(options.workerLimits ?? 'default')}): ${e.message}`
              : `simulation worker failed: ${e.message}`,
          ),
        );
      });
      w.on('exit', (code) => {
        if (!finished && code !== 0) finish(new Error(`simulation worker stopped with code ${code}`));
      });
    }
  });
}
