// Benchmarks (run: npm run bench -w @armory/game-neuroshima-hex). Prints, for this machine and run:
// a CPU baseline, full-board battles per second, and random Hell Hounds vs Troglodytes games per
// second on one core. Figures and the command are recorded in docs/benchmarks/neuroshima-hex.md.
import { Rng, playMatch, randomPlayer, type Player } from '@armory/engine';
import { neuroshimaHex, fight, catalogOf } from '../src/index.js';
import { fullBoards } from './full-boards.js';
import { content } from '../src/content.testing.js';
import { cpus, loadavg } from 'node:os';


const options = { armies: ['hell-hounds', 'troglodytes'] };
const seconds = Number(process.env.BENCH_SECONDS ?? 2);

function timed(label: string, unit: string, once: () => number): number {
  // Warm up for a third of the time so the JIT has compiled the hot paths before timing.
  const w0 = performance.now();
  while (performance.now() - w0 < (seconds * 1000) / 3) once();
  let ops = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) ops += once();
  const rate = ops / ((performance.now() - t0) / 1000);
  console.log(`${label.padEnd(44)} ${Math.round(rate).toLocaleString('en-US').padStart(12)} ${unit}/s`);
  return rate;
}

const baseline = timed('baseline: 1,000 Rng.next() calls', 'k-calls', () => {
  const r = Rng.seeded(1);
  let x = 0;
  for (let i = 0; i < 1000; i++) x ^= r.next();
  return x === 0.5 ? 0 : 1;
});

const { state, boards } = fullBoards(256);
const cat = catalogOf(state.catalog);
let b = 0;
const copyOnly = timed('full-board copy only (overhead)', 'boards', () => {
  const cells = boards[b++ & 255]!;
  for (let h = 0; h < cells.length; h++) state.board[h] = { ...cells[h]! };
  return 1;
});
const battles = timed('full-board battle (copy + fight, no events)', 'battles', () => {
  const cells = boards[b++ & 255]!;
  for (let h = 0; h < cells.length; h++) state.board[h] = { ...cells[h]! };
  fight(state, cat, 'bench', -1, null);
  return 1;
});
const battlesWithEvents = timed('full-board battle with events', 'battles', () => {
  const cells = boards[b++ & 255]!;
  for (let h = 0; h < cells.length; h++) state.board[h] = { ...cells[h]! };
  fight(state, cat, 'bench', -1, []);
  return 1;
});

let g = 0;
// Same-run baseline for random play: a player that lists every legal action and picks one (what the
// engine's random player did before games could offer sampleAction). Same seeds, same games.
const listing: Player = { name: 'listing', choose: (game, s, _seat, rng) => rng.pick(game.actions(s)) };
const listedGames = timed('random game, listing every action', 'games', () => {
  const seed = g++;
  playMatch(neuroshimaHex, content, options, seed, [listing, listing], { playerSeed: seed });
  return 1;
});
g = 0;
const players = [randomPlayer(), randomPlayer()];
const games = timed('random HH vs Troglodytes game, one core', 'games', () => {
  const seed = g++;
  playMatch(neuroshimaHex, content, options, seed, players, { playerSeed: seed });
  return 1;
});

console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
console.log(
  JSON.stringify({ baselineKCallsPerSec: Math.round(baseline), copyOnlyPerSec: Math.round(copyOnly), battlesPerSec: Math.round(battles), battlesWithEventsPerSec: Math.round(battlesWithEvents), listedGamesPerSec: Math.round(listedGames), gamesPerSec: Math.round(games) }),
);
