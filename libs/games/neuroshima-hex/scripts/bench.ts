// Benchmarks (run: npm run bench -w @armory/game-neuroshima-hex). Prints, for this machine and run:
// a CPU baseline, full-board battles per second, and random Hell Hounds vs Troglodytes games per
// second on one core, each the median of BENCH_ROUNDS interleaved rounds (default 5 of 1 s per row).
// Figures and the command are recorded in docs/benchmarks/neuroshima-hex.md.
import { Rng, playMatch, randomPlayer, type Player } from '@armory/engine';
import { neuroshimaHex, fight, catalogOf, type Cell } from '../src/index.js';
import { fullBoards, loadBoard } from './full-boards.js';
import { content } from '../src/content.testing.js';
import { cpus, loadavg } from 'node:os';


const options = { armies: ['hell-hounds', 'troglodytes'] };
// Seconds per row per round, and rounds. The machine's speed drifts from minute to minute, so every row
// is timed once per round, rows interleaved, and the median round is reported beside the range.
const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

interface Row {
  label: string;
  unit: string;
  once: () => number;
  rates: number[];
}
const rows: Row[] = [];
function row(label: string, unit: string, once: () => number): Row {
  const r = { label, unit, once, rates: [] };
  rows.push(r);
  return r;
}

/** Runs `once` for `ms` milliseconds; returns operations per second. */
function rate(once: () => number, ms: number): number {
  let ops = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) ops += once();
  return ops / ((performance.now() - t0) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

const baseline = row('baseline: 1,000 Rng.next() calls', 'k-calls', () => {
  const r = Rng.seeded(1);
  let x = 0;
  for (let i = 0; i < 1000; i++) x ^= r.next();
  return x === 0.5 ? 0 : 1;
});

const { state, boards } = fullBoards(256);
const cat = catalogOf(state.catalog);
let b = 0;
const load = (cells: Cell[]) => loadBoard(state, cells);
const copyOnly = row('full-board copy only (overhead)', 'boards', () => {
  load(boards[b++ & 255]!);
  return 1;
});
const battles = row('full-board battle (copy + fight, no events)', 'battles', () => {
  load(boards[b++ & 255]!);
  fight(state, cat, 'bench', -1, null);
  return 1;
});
const battlesWithEvents = row('full-board battle with events', 'battles', () => {
  load(boards[b++ & 255]!);
  fight(state, cat, 'bench', -1, []);
  return 1;
});

let listedSeed = 0;
// Same-run baseline for random play: a player that lists every legal action and picks one (what the
// engine's random player did before games could offer sampleAction). Same seeds, same games.
const listing: Player = { name: 'listing', choose: (game, s, _seat, rng) => rng.pick(game.actions(s)) };
const listedGames = row('random game, listing every action', 'games', () => {
  const seed = listedSeed++;
  playMatch(neuroshimaHex, content, options, seed, [listing, listing], { playerSeed: seed });
  return 1;
});
let seedNo = 0;
const players = [randomPlayer(), randomPlayer()];
const games = row('random HH vs Troglodytes game, one core', 'games', () => {
  const seed = seedNo++;
  playMatch(neuroshimaHex, content, options, seed, players, { playerSeed: seed });
  return 1;
});

// Warm up every row (a third of its time) so the JIT has compiled the hot paths, then the rounds.
for (const r of rows) rate(r.once, (seconds * 1000) / 3);
for (let k = 0; k < rounds; k++) for (const r of rows) r.rates.push(rate(r.once, seconds * 1000));
console.log(`${'row'.padEnd(44)} ${'median'.padStart(12)}  range of ${rounds} rounds`);
for (const r of rows) {
  console.log(`${r.label.padEnd(44)} ${fmt(median(r.rates)).padStart(12)} ${r.unit}/s  ${fmt(Math.min(...r.rates))}-${fmt(Math.max(...r.rates))}`);
}

console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
console.log(
  JSON.stringify({
    baselineKCallsPerSec: Math.round(median(baseline.rates)),
    copyOnlyPerSec: Math.round(median(copyOnly.rates)),
    battlesPerSec: Math.round(median(battles.rates)),
    battlesWithEventsPerSec: Math.round(median(battlesWithEvents.rates)),
    listedGamesPerSec: Math.round(median(listedGames.rates)),
    gamesPerSec: Math.round(median(games.rates)),
    rounds,
  }),
);
