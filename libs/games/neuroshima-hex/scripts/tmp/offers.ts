import { neuroshimaHex, catalogOf } from '../../src/index.js';
import { sampleAction, perform } from '../../src/actions.js';
import { cloneNh, type NhState } from '../../src/state.js';
import { content } from '../../src/content.testing.js';
import { Rng } from '@armory/engine';
// Mid-game play-stage states, then offers timed on them in turn.
const states: NhState[] = [];
for (let g = 0; states.length < 2000; g++) {
  const s = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, g);
  const cat = catalogOf(s.catalog);
  const r = Rng.seeded(`p${g}`);
  while (!neuroshimaHex.status(s).over) {
    if (s.stage === 'play' && r.int(10) < 3) states.push(cloneNh(s));
    perform(s, cat, sampleAction(s, cat, r));
  }
}
const cat = catalogOf(states[0]!.catalog);
const r = Rng.seeded('x');
const M = Number(process.env.M ?? 200);
for (let i = 0; i < 2000 * 20; i++) sampleAction(states[i % 2000]!, cat, r);
const t0 = performance.now();
for (let k = 0; k < M; k++) for (let i = 0; i < 2000; i++) sampleAction(states[i]!, cat, r);
console.log('us per offer', ((performance.now() - t0) * 1000 / (M * 2000)).toFixed(2));
import { fieldNow, holdingField } from '../../src/position.js';
const t1 = performance.now();
for (let k = 0; k < M; k++) for (let i = 0; i < 2000; i++) fieldNow(states[i]!, cat);
console.log('us per settle (fieldNow on a new board)', ((performance.now() - t1) * 1000 / (M * 2000)).toFixed(2));
if (process.env.PROF) {
  let off = 0;
  for (let k = 0; k < M * 4; k++) for (let i = 0; i < 2000; i++) {
    fieldNow(states[i]!, cat);
    const t2 = performance.now();
    sampleAction(states[i]!, cat, r);
    off += performance.now() - t2;
  }
  console.log('us per offer on a settled board', (off * 1000 / (M * 4 * 2000)).toFixed(2));
  for (const seat of [0, 1]) {
    let t = 0, n = 0;
    for (let k = 0; k < M * 2; k++) for (let i = 0; i < 2000; i++) {
      if (states[i]!.current !== seat) continue;
      fieldNow(states[i]!, cat);
      const t2 = performance.now();
      sampleAction(states[i]!, cat, r);
      t += performance.now() - t2; n++;
    }
    console.log('seat', seat, 'us per offer on a settled board', (t * 1000 / n).toFixed(2));
  }
}
import { PLAYS } from '../../src/abilities/plays.js';
if (process.env.WRAP) {
  const spent = new Map<string, number>();
  for (const [id, p] of Object.entries(PLAYS)) {
    const orig = p.options;
    p.options = function (...args: Parameters<typeof orig>) {
      const t = performance.now();
      orig.apply(this, args);
      spent.set(id, (spent.get(id) ?? 0) + performance.now() - t);
    };
  }
  let all = 0;
  const K = M * 2;
  for (let k = 0; k < K; k++) for (let i = 0; i < 2000; i++) {
    fieldNow(states[i]!, cat);
    const t2 = performance.now();
    sampleAction(states[i]!, cat, r);
    all += performance.now() - t2;
  }
  spent.clear(); all = 0;
  for (let k = 0; k < K; k++) for (let i = 0; i < 2000; i++) {
    fieldNow(states[i]!, cat);
    const t2 = performance.now();
    sampleAction(states[i]!, cat, r);
    all += performance.now() - t2;
  }
  const per = (ms: number) => (ms * 1000 / (K * 2000)).toFixed(2);
  console.log('offer us', per(all));
  for (const [id, ms] of [...spent].sort((a, b) => b[1] - a[1])) console.log('  ', id.padEnd(20), per(ms));
}
import { Choices } from '../../src/choices.js';
if (process.env.CANN) {
  const use = cat.armyAbilities[1]!['cannibalize']!;
  const play = PLAYS['cannibalize']!;
  const sink = Choices.sampling();
  const trog = states.filter((s) => s.current === 1);
  let groups = 0;
  for (const s of trog) { fieldNow(s, cat); sink.reset(); play.options({ state: s, cat, seat: 1 }, use, { from: 'army' }, { type: 'cannibalize' }, sink); groups += sink.total; }
  console.log('trog states', trog.length, 'cannibalize actions per offer', (groups / trog.length).toFixed(2));
  let tt = 0;
  for (let k = 0; k < M * 4; k++) for (const s of trog) {
    fieldNow(s, cat);
    const t0 = performance.now();
    holdingField(s, () => { sink.reset(); play.options({ state: s, cat, seat: 1 }, use, { from: 'army' }, { type: 'cannibalize' }, sink); });
    tt += performance.now() - t0;
  }
  console.log('us per cannibalize options', (tt * 1000 / (M * 4 * trog.length)).toFixed(3));
  let t3 = 0;
  for (let k = 0; k < M * 4; k++) for (const s of trog) {
    fieldNow(s, cat);
    const t0 = performance.now();
    t3 += performance.now() - t0;
  }
  console.log('us per empty timing', (t3 * 1000 / (M * 4 * trog.length)).toFixed(3));
}
