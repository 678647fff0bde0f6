import { neuroshimaHex } from '../src/index.ts';
import { readContent, WORKSPACE_ROOT } from '../src/yaml-content.ts';
import { Rng } from '@armory/engine';
const content = readContent(WORKSPACE_ROOT);
const t0 = performance.now();
let wins = [0,0,0]; let turns = 0;
const N = 200;
for (let g = 0; g < N; g++) {
  const s = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, g);
  const r = Rng.seeded('p' + g);
  let steps = 0;
  while (!neuroshimaHex.status(s).over) {
    const acts = neuroshimaHex.actions(s);
    const a = r.pick(acts);
    neuroshimaHex.apply(s, a);
    if (++steps > 5000) throw new Error('too long');
  }
  const st = neuroshimaHex.status(s) as any;
  if (st.draw) wins[2]++; else wins[st.winners[0]]++;
  turns += s.turn;
}
console.log(wins, turns / N, ((performance.now() - t0) / N).toFixed(2), 'ms/game');
