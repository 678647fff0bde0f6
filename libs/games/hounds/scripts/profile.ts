/** Plays N random two-player games (argv, default 20,000) for a CPU profile: `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/hprof scripts/profile.ts`. */
import { Rng, playRandom } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { hounds } from '../src/game.js';
const n = Number(process.argv[2] ?? 20000);
const t = process.cpuUsage();
for (let seed = 1; seed <= n; seed++) {
  const state = hounds.setup(content, { seats: 2 }, seed);
  const rng = Rng.seeded(seed);
  while (state.winners === null) playRandom(hounds, state, rng);
}
const u = process.cpuUsage(t);
console.log(Math.round(n / ((u.user + u.system) / 1e6)), 'games/cpu-s');
