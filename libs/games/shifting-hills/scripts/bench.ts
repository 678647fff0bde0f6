/**
 * `npm run bench -w @armory/game-shifting-hills`: full random games of ours and of the boardgame.io peer
 * (scripts/peer), timed in the same run on this one thread, in alternating rounds so both see the same
 * machine. Both stop at rules.yaml's simulation turn limit (a draw), and both pick uniformly among the legal
 * moves. The machine is shared, so each rate is also given per second of this process's CPU time (what it
 * got of a core). The last line is JSON: gamesPerSec, peerGamesPerSec, ratio, the CPU-time rates and game lengths.
 */
// boardgame.io and immer skip their development-only checks in production; the peer gets that benefit.
process.env.NODE_ENV = 'production';
import os from 'node:os';
import { Rng, playRandom } from '@armory/engine';
import { tablesOf } from '../src/content.js';
import { content } from '../src/content.testing.js';
import { shiftingHills } from '../src/game.js';
import { playPeerGame } from './peer/bgio-play.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const turnLimit = content.rules.simulation.turnLimit;
const tables = tablesOf(content);

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Plays games for about `ms` milliseconds from seed `from`; returns games, turns and the wall and CPU time taken. */
function oursFor(ms: number, from: number) {
  let games = 0;
  let turns = 0;
  const cpu = cpuMs();
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let k = 0; k < 50; k++, games++) {
      const seed = from + games;
      const state = shiftingHills.setup(content, { turnLimit }, seed);
      const rng = Rng.seeded(seed);
      while (state.result === null) playRandom(shiftingHills, state, rng);
      turns += state.turn;
    }
  }
  return { games, turns, ms: performance.now() - start, cpu: cpuMs() - cpu };
}

function peerFor(ms: number, from: number) {
  let games = 0;
  let turns = 0;
  const cpu = cpuMs();
  const start = performance.now();
  while (performance.now() - start < ms) {
    turns += playPeerGame(tables, turnLimit, from + games).turns;
    games++;
  }
  return { games, turns, ms: performance.now() - start, cpu: cpuMs() - cpu };
}

/** The CPU baseline the other benches time too: draws of the engine's RNG per CPU millisecond, to compare machines and loads. */
function rngDrawsPerCpuMs(): number {
  const rng = Rng.seeded('baseline');
  const cpu = cpuMs();
  let x = 0;
  for (let i = 0; i < 5_000_000; i++) x ^= rng.next();
  return Math.round(5_000_000 / (cpuMs() - cpu) + (x & 0));
}

// Warm both up before timing.
oursFor(1000, 1_000_000);
peerFor(1000, 1_000_000);
const ours = { games: 0, turns: 0, ms: 0, cpu: 0 };
const peer = { games: 0, turns: 0, ms: 0, cpu: 0 };
for (let r = 0; r < rounds; r++) {
  const a = oursFor(seconds * 1000, ours.games);
  const b = peerFor(seconds * 1000, peer.games);
  for (const [sum, run] of [
    [ours, a],
    [peer, b],
  ] as const) {
    sum.games += run.games;
    sum.turns += run.turns;
    sum.ms += run.ms;
    sum.cpu += run.cpu;
  }
  console.log(
    `round ${r + 1}: ours ${((a.games / a.ms) * 1000).toFixed(0)} games/s, boardgame.io peer ${((b.games / b.ms) * 1000).toFixed(1)} games/s`,
  );
}
const gamesPerSec = (ours.games / ours.ms) * 1000;
const peerGamesPerSec = (peer.games / peer.ms) * 1000;
console.log(
  JSON.stringify({
    gamesPerSec: Math.round(gamesPerSec),
    peerGamesPerSec: Math.round(peerGamesPerSec * 10) / 10,
    ratio: Math.round(gamesPerSec / peerGamesPerSec),
    gamesPerCpuSec: Math.round((ours.games / ours.cpu) * 1000),
    peerGamesPerCpuSec: Math.round((peer.games / peer.cpu) * 10000) / 10,
    games: ours.games,
    peerGames: peer.games,
    turnsPerGame: Math.round((ours.turns / ours.games) * 10) / 10,
    peerTurnsPerGame: Math.round((peer.turns / peer.games) * 10) / 10,
    turnLimit,
    rngDrawsPerCpuMs: rngDrawsPerCpuMs(),
    load: os.loadavg()[0]!.toFixed(1),
    node: process.version,
  }),
);
