/**
 * Two or more versions of the game side by side in one process, in CPU time: rounds of 800 random two-player games
 * taken in turn, and each version's median round as a ratio to the first's (which cancels the machine's drift).
 * `node --import tsx scripts/side-by-side.ts ./.before/src/game.js ./src/game.js` from the package folder, after
 * `mkdir .before && git archive <commit> src | tar -x -C .before` (inside the package, so imports resolve).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Rng, playRandom } from '@armory/engine';
import { content } from '../src/content.testing.js';
const names = process.argv.slice(2);
const games = await Promise.all(
  names.map(async (p) => ((await import(pathToFileURL(resolve(p)).href)) as typeof import('../src/game.js')).hounds),
);
function rate(game: (typeof games)[number], n: number, from: number) {
  const t = process.cpuUsage();
  for (let seed = from; seed < from + n; seed++) {
    const state = game.setup(content, { seats: 2 }, seed);
    const rng = Rng.seeded(seed);
    while (state.winners === null) playRandom(game, state, rng);
  }
  const u = process.cpuUsage(t);
  return n / ((u.user + u.system) / 1e6);
}
const res: number[][] = games.map((g) => (rate(g, 4000, 1e6), []));
for (let r = 0; r < 30; r++) for (let i = 0; i < games.length; i++) res[i]!.push(rate(games[i]!, 800, (r % 10) * 800));
const med = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;

console.log(
  names.map((n, i) => `${n} ${Math.round(med(res[i]!))} ratio ${med(res[i]!.map((v, r) => v / res[0]![r]!)).toFixed(3)}`).join(' | '),
);
