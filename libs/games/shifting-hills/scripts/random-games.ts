/**
 * Plays N seeded random games (after 500 to warm up) and prints the games per CPU second as JSON: the loop
 * the bench times, alone, for profiling and for comparing two versions of the code in the same session.
 *   npx tsx scripts/random-games.ts 4000
 *   npx esbuild scripts/random-games.ts --bundle --platform=node --format=esm --outfile=/tmp/games.mjs
 *   node --cpu-prof /tmp/games.mjs 8000        (or: valgrind --tool=callgrind node /tmp/games.mjs N)
 */
import { Rng, playRandom } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { shiftingHills } from '../src/game.js';

const games = Number(process.argv[2] ?? 3000);
const turnLimit = content.rules.simulation.turnLimit;
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

function play(from: number, n: number): number {
  let steps = 0;
  for (let g = 0; g < n; g++) {
    const state = shiftingHills.setup(content, { turnLimit }, from + g);
    const rng = Rng.seeded(from + g);
    for (; state.result === null; steps++) playRandom(shiftingHills, state, rng);
  }
  return steps;
}

play(1_000_000, 500);
const start = cpuMs();
const steps = play(0, games);
const cpu = cpuMs() - start;
console.log(JSON.stringify({ games, steps, cpuMs: Math.round(cpu), gamesPerCpuSec: Math.round((games / cpu) * 1000) }));
