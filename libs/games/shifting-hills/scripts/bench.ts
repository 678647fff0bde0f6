/**
 * `npm run bench -w @armory/game-shifting-hills`: full random games of ours and of the boardgame.io peer
 * (scripts/peer), timed in the same run on this one thread, in alternating rounds so both see the same
 * machine. Ours is timed twice: whole games through the game's `playOut` (the engine's fast path for random
 * games, which search playouts use), and step by step through `playRandom` (every action built, carried out and
 * reported as events, as `armory simulate` plays). Both stop at rules.yaml's simulation turn limit (a draw), and
 * all pick uniformly among the legal moves. Before timing, the two ways of ours are checked to end the same
 * games in the same states. The machine is shared, so each rate is also given per second of this process's CPU
 * time (what it got of a core). The last line is JSON: gamesPerSec (ours, playOut), stepByStepGamesPerSec and
 * peerGamesPerSec (medians of the rounds, with ranges), ratio (each round's, the median), the CPU-time rates and
 * game lengths.
 */
// boardgame.io and immer skip their development-only checks in production; the peer gets that benefit.
process.env.NODE_ENV = 'production';
import os from 'node:os';
import { Rng, canonicalJson, playRandom } from '@armory/engine';
import { tablesOf } from '../src/content.js';
import { content } from '../src/content.testing.js';
import { shiftingHills } from '../src/game.js';
import { playPeerGame } from './peer/bgio-play.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const turnLimit = content.rules.simulation.turnLimit;
const tables = tablesOf(content);

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

type Run = { games: number; turns: number; ms: number; cpu: number };

/** Plays games for about `ms` milliseconds from seed `from`, each with `play`; returns games, turns and the wall and CPU time taken. */
function oursFor(ms: number, from: number, play: (state: ReturnType<typeof shiftingHills.setup>, rng: Rng) => void): Run {
  let games = 0;
  let turns = 0;
  const cpu = cpuMs();
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let k = 0; k < 50; k++, games++) {
      const seed = from + games;
      const state = shiftingHills.setup(content, { turnLimit }, seed);
      play(state, Rng.seeded(seed));
      turns += state.turn;
    }
  }
  return { games, turns, ms: performance.now() - start, cpu: cpuMs() - cpu };
}

const wholeGames = (state: ReturnType<typeof shiftingHills.setup>, rng: Rng) => void shiftingHills.playOut!(state, rng, Infinity);
const stepByStep = (state: ReturnType<typeof shiftingHills.setup>, rng: Rng) => {
  while (state.result === null) playRandom(shiftingHills, state, rng);
};

// The two ways of ours must play the very same games, or the figures would compare different things.
for (let seed = 0; seed < 200; seed++) {
  const whole = shiftingHills.setup(content, { turnLimit }, seed);
  const stepped = shiftingHills.setup(content, { turnLimit }, seed);
  wholeGames(whole, Rng.seeded(seed));
  stepByStep(stepped, Rng.seeded(seed));
  if (canonicalJson(whole) !== canonicalJson(stepped)) throw new Error(`playOut and step-by-step play end game ${seed} differently`);
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

// Warm all three up before timing.
oursFor(1000, 1_000_000, wholeGames);
oursFor(1000, 1_000_000, stepByStep);
peerFor(1000, 1_000_000);
const ours: Run = { games: 0, turns: 0, ms: 0, cpu: 0 };
const stepped: Run = { games: 0, turns: 0, ms: 0, cpu: 0 };
const peer: Run = { games: 0, turns: 0, ms: 0, cpu: 0 };
const perSec = (run: Run) => (run.games / run.ms) * 1000;
/** Each round's rates: ours through playOut, ours step by step, the peer. */
const rates: Array<[number, number, number]> = [];
for (let r = 0; r < rounds; r++) {
  const a = oursFor(seconds * 1000, ours.games, wholeGames);
  const b = oursFor(seconds * 1000, stepped.games, stepByStep);
  const c = peerFor(seconds * 1000, peer.games);
  for (const [sum, run] of [
    [ours, a],
    [stepped, b],
    [peer, c],
  ] as const) {
    sum.games += run.games;
    sum.turns += run.turns;
    sum.ms += run.ms;
    sum.cpu += run.cpu;
  }
  rates.push([perSec(a), perSec(b), perSec(c)]);
  console.log(
    `round ${r + 1}: ours ${perSec(a).toFixed(0)} games/s (playOut), ${perSec(b).toFixed(0)} step by step; boardgame.io peer ${perSec(c).toFixed(1)} games/s`,
  );
}
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
// As every bench here: the median of the interleaved rounds, with their range, so one slow spell of this shared
// machine does not decide the figure; the ratios are each round's (both sides timed in the same minute).
const column = (k: 0 | 1 | 2) => rates.map((round) => round[k]);
const range = (values: number[], digits = 0) => [Math.min(...values), Math.max(...values)].map((v) => Number(v.toFixed(digits)));
const gamesPerSec = median(column(0));
const stepByStepGamesPerSec = median(column(1));
const peerGamesPerSec = median(column(2));
console.log(
  JSON.stringify({
    gamesPerSec: Math.round(gamesPerSec),
    gamesPerSecRange: range(column(0)),
    stepByStepGamesPerSec: Math.round(stepByStepGamesPerSec),
    peerGamesPerSec: Math.round(peerGamesPerSec * 10) / 10,
    peerGamesPerSecRange: range(column(2), 1),
    ratio: Math.round(median(rates.map(([a, , c]) => a / c))),
    stepByStepRatio: Math.round(median(rates.map(([, b, c]) => b / c))),
    rounds,
    gamesPerCpuSec: Math.round((ours.games / ours.cpu) * 1000),
    stepByStepGamesPerCpuSec: Math.round((stepped.games / stepped.cpu) * 1000),
    peerGamesPerCpuSec: Math.round((peer.games / peer.cpu) * 10000) / 10,
    games: ours.games,
    stepByStepGames: stepped.games,
    peerGames: peer.games,
    turnsPerGame: Math.round((ours.turns / ours.games) * 10) / 10,
    peerTurnsPerGame: Math.round((peer.turns / peer.games) * 10) / 10,
    turnLimit,
    rngDrawsPerCpuMs: rngDrawsPerCpuMs(),
    load: os.loadavg()[0]!.toFixed(1),
    node: process.version,
  }),
);
