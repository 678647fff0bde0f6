/**
 * `npm run bench -w @armory/game-shifting-hills`: full random games of ours and of the boardgame.io peer
 * (scripts/peer), in alternating rounds so all see the same machine. Ours is timed two ways: whole games through
 * the game's `playOut` (the engine's fast path for random games, which search playouts use), and step by step
 * through `playRandom` (every action built, carried out and reported as events, as `armory simulate` plays).
 * All stop at rules.yaml's simulation turn limit (a draw), and all pick uniformly among the legal moves. Before
 * timing, the two ways of ours are checked to end the same games in the same states.
 *
 * Each row runs in its own worker thread, that is its own V8 isolate, as the Neuroshima Hex bench does: in one
 * isolate, our `playOut` games cost 7.5% more CPU instructions (413 k a game instead of 384 k, counted with
 * callgrind), mostly because the code step-by-step play shares with them (set-up, the generator) is then
 * compiled for both. Only one row runs at a time, so each has a core to itself; its CPU time is what it got of
 * that core. BENCH_SHARED=1 times every row in this thread instead.
 *
 * The last line is JSON: gamesPerSec (ours, playOut), stepByStepGamesPerSec and peerGamesPerSec (medians of the
 * rounds, with ranges), ratio (each round's, the median), the CPU-time rates and game lengths.
 */
// boardgame.io and immer skip their development-only checks in production; the peer gets that benefit.
process.env.NODE_ENV = 'production';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { Rng, canonicalJson } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { shiftingHills } from '../src/game.js';
import { ROWS, makeRow, stepByStep, timeRow, turnLimit, wholeGame, type Round, type RowId } from './bench-rows.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const warmUp = Number(process.env['BENCH_WARMUP'] ?? 2);
const shared = process.env['BENCH_SHARED'] === '1';

// The two ways of ours must play the very same games, or the figures would compare different things.
for (let seed = 0; seed < 200; seed++) {
  const whole = shiftingHills.setup(content, { turnLimit }, seed);
  const stepped = shiftingHills.setup(content, { turnLimit }, seed);
  wholeGame(whole, Rng.seeded(seed));
  stepByStep(stepped, Rng.seeded(seed));
  if (canonicalJson(whole) !== canonicalJson(stepped)) throw new Error(`playOut and step-by-step play end game ${seed} differently`);
}

interface Row {
  /** Plays the row's games for `ms` milliseconds (warm-up games from their own seeds, not counted). */
  time(ms: number, warmUp: boolean): Promise<Round>;
  close(): Promise<unknown>;
}

/** A row timed in this thread. */
function localRow(id: RowId): Row {
  const game = makeRow(id);
  const batch = id === 'peer' ? 1 : 50;
  let played = 0;
  return {
    async time(ms, warm) {
      const round = timeRow(game, ms, warm ? 1_000_000 : played, batch);
      if (!warm) played += round.games;
      return round;
    },
    close: async () => undefined,
  };
}

/** A row timed in its own worker thread. */
async function workerRow(id: RowId): Promise<Row> {
  const worker = new Worker(new URL('./bench-worker.mjs', import.meta.url), { workerData: { id } });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next(); // 'ready'
  return {
    async time(ms, warm) {
      const answer = next();
      worker.postMessage({ ms, warmUp: warm });
      return (await answer) as Round;
    },
    close: () => worker.terminate(),
  };
}

const rows: Row[] = [];
for (const id of ROWS) rows.push(shared ? localRow(id) : await workerRow(id));
const [ours, stepped, peer] = rows as [Row, Row, Row];

/** Rounds and totals of a row. */
const sum = () => ({ games: 0, turns: 0, ms: 0, cpu: 0 });
const totals = [sum(), sum(), sum()];
const perSec = (run: Round) => (run.games / run.ms) * 1000;
/** Each round's rates: ours through playOut, ours step by step, the peer. */
const rates: Array<[number, number, number]> = [];

for (const row of rows) await row.time(warmUp * 1000, true);
for (let r = 0; r < rounds; r++) {
  const round = [await ours.time(seconds * 1000, false), await stepped.time(seconds * 1000, false), await peer.time(seconds * 1000, false)];
  round.forEach((run, k) => {
    const total = totals[k]!;
    total.games += run.games;
    total.turns += run.turns;
    total.ms += run.ms;
    total.cpu += run.cpu;
  });
  const [a, b, c] = round.map(perSec) as [number, number, number];
  rates.push([a, b, c]);
  console.log(
    `round ${r + 1}: ours ${a.toFixed(0)} games/s (playOut), ${b.toFixed(0)} step by step; boardgame.io peer ${c.toFixed(1)} games/s`,
  );
}
await Promise.all(rows.map((row) => row.close()));

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The CPU baseline the other benches time too: draws of the engine's RNG per CPU millisecond, to compare machines and loads. */
function rngDrawsPerCpuMs(): number {
  const rng = Rng.seeded('baseline');
  const start = process.cpuUsage();
  let x = 0;
  for (let i = 0; i < 5_000_000; i++) x ^= rng.next();
  const used = process.cpuUsage(start);
  return Math.round(5_000_000 / ((used.user + used.system) / 1000) + (x & 0));
}

// As every bench here: the median of the interleaved rounds, with their range, so one slow spell of this shared
// machine does not decide the figure; the ratios are each round's (both sides timed in the same minute).
const column = (k: 0 | 1 | 2) => rates.map((round) => round[k]);
const range = (values: number[], digits = 0) => [Math.min(...values), Math.max(...values)].map((v) => Number(v.toFixed(digits)));
const [oursTotal, steppedTotal, peerTotal] = totals as [Round, Round, Round];
console.log(
  JSON.stringify({
    gamesPerSec: Math.round(median(column(0))),
    gamesPerSecRange: range(column(0)),
    stepByStepGamesPerSec: Math.round(median(column(1))),
    peerGamesPerSec: Math.round(median(column(2)) * 10) / 10,
    peerGamesPerSecRange: range(column(2), 1),
    ratio: Math.round(median(rates.map(([a, , c]) => a / c))),
    stepByStepRatio: Math.round(median(rates.map(([, b, c]) => b / c))),
    rounds,
    gamesPerCpuSec: Math.round((oursTotal.games / oursTotal.cpu) * 1000),
    stepByStepGamesPerCpuSec: Math.round((steppedTotal.games / steppedTotal.cpu) * 1000),
    peerGamesPerCpuSec: Math.round((peerTotal.games / peerTotal.cpu) * 10000) / 10,
    games: oursTotal.games,
    stepByStepGames: steppedTotal.games,
    peerGames: peerTotal.games,
    turnsPerGame: Math.round((oursTotal.turns / oursTotal.games) * 10) / 10,
    peerTurnsPerGame: Math.round((peerTotal.turns / peerTotal.games) * 10) / 10,
    turnLimit,
    rngDrawsPerCpuMs: rngDrawsPerCpuMs(),
    shared,
    load: os.loadavg()[0]!.toFixed(1),
    node: process.version,
  }),
);
