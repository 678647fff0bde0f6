/**
 * `npm run bench -w @armory/game-hounds`: whole random two-player games (draft included), each seat picking
 * uniformly among its legal actions, timed in rounds on this one thread. The machine is shared, so each rate is
 * also given per second of this process's CPU time. The last line is JSON: games/s (median round, and per CPU
 * second), actions per game and the engine's RNG alone as a baseline.
 */
import os from 'node:os';
import { Rng, playRandom } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { hounds } from '../src/game.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 2);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

function gamesFor(ms: number, from: number) {
  let games = 0;
  let actions = 0;
  const cpu = cpuMs();
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let k = 0; k < 20; k++, games++) {
      const seed = from + games;
      const state = hounds.setup(content, { seats: 2 }, seed);
      const rng = Rng.seeded(seed);
      while (state.winners === null) {
        playRandom(hounds, state, rng);
        actions++;
      }
    }
  }
  return { games, actions, ms: performance.now() - start, cpu: cpuMs() - cpu };
}

/** The engine's RNG alone, draws per second: a yardstick for how fast this machine is right now. */
function rngPerSec(ms: number) {
  const rng = Rng.seeded(1);
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) for (let k = 0; k < 10_000; k++, n++) rng.int(6);
  return (n / (performance.now() - start)) * 1000;
}

gamesFor(1000, 1_000_000);
const rates: number[] = [];
let total = { games: 0, actions: 0, ms: 0, cpu: 0 };
for (let r = 0; r < rounds; r++) {
  const run = gamesFor(seconds * 1000, total.games);
  rates.push((run.games / run.ms) * 1000);
  total = { games: total.games + run.games, actions: total.actions + run.actions, ms: total.ms + run.ms, cpu: total.cpu + run.cpu };
  console.log(
    `round ${r + 1}: ${rates[r]!.toFixed(0)} random two-player games/s (${((run.games / run.cpu) * 1000).toFixed(0)} per CPU second)`,
  );
}
const sorted = [...rates].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    gamesPerSec: Math.round(sorted[Math.floor(sorted.length / 2)]!),
    range: [Math.round(sorted[0]!), Math.round(sorted[sorted.length - 1]!)],
    gamesPerCpuSec: Math.round((total.games / total.cpu) * 1000),
    actionsPerGame: Math.round((total.actions / total.games) * 10) / 10,
    rngDrawsPerSec: Math.round(rngPerSec(500)),
    load: os.loadavg()[0]!.toFixed(1),
    target: 10_000,
  }),
);
