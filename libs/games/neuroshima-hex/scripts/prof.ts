// Profiling aid: plays GAMES (default 300) random games in this thread and prints ms (wall and CPU) per game,
// steps per game and (with LIST=1) legal actions per step. Run: node --cpu-prof --import tsx scripts/prof.ts
import { neuroshimaHex } from '../src/index.js';
import { content } from '../src/content.testing.js';
import { Rng } from '@armory/engine';

const N = Number(process.env.GAMES ?? 300);
// LIST=1 lists every action and picks one (the old way); SAMPLE=1 applies what sampleAction draws (checked
// again by apply); otherwise playSample (the random player's way: drawn and carried out in one call).
const LIST = process.env.LIST === '1';
const SAMPLE = process.env.SAMPLE === '1';
let acts = 0,
  steps = 0;
const t0 = performance.now();
const c0 = process.cpuUsage();
for (let g = 0; g < N; g++) {
  const s = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, g);
  const r = Rng.seeded(`p${g}`);
  while (!neuroshimaHex.status(s).over) {
    steps++;
    if (LIST) {
      const a = neuroshimaHex.actions(s);
      acts += a.length;
      neuroshimaHex.apply(s, r.pick(a));
    } else if (SAMPLE) neuroshimaHex.apply(s, neuroshimaHex.sampleAction!(s, r));
    else neuroshimaHex.playSample!(s, r);
  }
}
const ms = performance.now() - t0;
// CPU time is steadier than wall time on a shared machine.
const cpu = process.cpuUsage(c0);
console.log(
  (ms / N).toFixed(2),
  'ms/game',
  ((cpu.user + cpu.system) / 1000 / N).toFixed(2),
  'cpu-ms/game',
  (steps / N).toFixed(0),
  'steps/game',
  LIST ? `${(acts / steps).toFixed(0)} actions/step` : SAMPLE ? 'sampled, then apply' : 'playSample',
);
