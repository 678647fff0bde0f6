// Benchmarks (run: npm run bench -w @armory/game-neuroshima-hex). Prints, for this machine and run:
// a CPU baseline, full-board battles per second, and random Hell Hounds vs Troglodytes games per
// second on one core, each the median of BENCH_ROUNDS interleaved rounds (default 5 of 1 s per row) after
// BENCH_WARMUP seconds of warm-up per row (default 3).
// Figures and the command are recorded in docs/benchmarks/neuroshima-hex.md.
//
// Every row runs in its own worker thread, that is its own V8 isolate, as a simulation worker runs its
// games: code shared by several rows (playing a match, offering actions, settling the board) would
// otherwise be compiled for all of them at once, and a row timed after the others would pay for their
// shapes (measured: random games 13-23% slower than alone). Only one row runs at a time, so each has a
// core to itself. BENCH_SHARED=1 times every row in this thread instead, as sessions 1-3 did.
import { Worker } from 'node:worker_threads';
import { cpus, loadavg } from 'node:os';
import { ROWS, makeRow, rate, type RowSpec } from './bench-rows.js';

// Seconds per row per round, and rounds. The machine's speed drifts from minute to minute, so every row
// is timed once per round, rows interleaved, and the median round is reported beside the range.
const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const shared = process.env.BENCH_SHARED === '1';

interface Row extends RowSpec {
  /** Times the row for `ms` milliseconds; resolves with operations per second. */
  time(ms: number): Promise<number>;
  close(): Promise<unknown>;
  rates: number[];
}

/** A row timed in this thread. */
function localRow(spec: RowSpec): Row {
  const once = makeRow(spec.id);
  return { ...spec, time: async (ms) => rate(once, ms), close: async () => undefined, rates: [] };
}

/** A row timed in its own worker thread. */
async function workerRow(spec: RowSpec): Promise<Row> {
  const worker = new Worker(new URL('./bench-worker.mjs', import.meta.url), { workerData: { id: spec.id } });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next(); // 'ready'
  return {
    ...spec,
    async time(ms) {
      const answer = next();
      worker.postMessage({ ms });
      return (await answer) as number;
    },
    close: () => worker.terminate(),
    rates: [],
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

const rows: Row[] = [];
for (const spec of ROWS) rows.push(shared ? localRow(spec) : await workerRow(spec));
const row = (id: string) => rows.find((r) => r.id === id)!;

// Warm up every row until the JIT has settled, then the rounds. A random game meets rare actions for the
// first time over its first few thousand games, each of which sends some functions back to be compiled
// again: after a third of a second of warm-up (the default until session 5) the first timed round of
// random games ran 25-35% below the later ones (1,911-2,264 against 2,400-3,170 games/s, three runs);
// after 3 s the first round was as fast as the rest.
for (const r of rows) await r.time(warmup * 1000);
for (let k = 0; k < rounds; k++) for (const r of rows) r.rates.push(await r.time(seconds * 1000));
await Promise.all(rows.map((r) => r.close()));

console.log(
  `${'row'.padEnd(44)} ${'median'.padStart(12)}  range of ${rounds} rounds (${shared ? 'all rows in one thread' : 'each row in its own worker'})`,
);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(44)} ${fmt(median(r.rates)).padStart(12)} ${r.unit}/s  ${fmt(Math.min(...r.rates))}-${fmt(Math.max(...r.rates))}`,
  );
}
console.log(
  `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')}`,
);
console.log(
  JSON.stringify({
    baselineKCallsPerSec: Math.round(median(row('baseline').rates)),
    copyOnlyPerSec: Math.round(median(row('copy').rates)),
    battlesPerSec: Math.round(median(row('battles').rates)),
    battlesWithEventsPerSec: Math.round(median(row('battles-events').rates)),
    listedGamesPerSec: Math.round(median(row('listed-games').rates)),
    gamesPerSec: Math.round(median(row('games').rates)),
    rounds,
    shared,
  }),
);
