// Profiling aid: where a random game's time goes, by kind of step. Plays GAMES (default 3000) random
// Hell Hounds vs Troglodytes games as the random player does (draw an action with sampleAction,
// carry it out with perform), times the offer (finding and drawing the action) and the carrying out
// apart, and prints microseconds per game for each stage/action kind. The first third of the games
// warms the JIT up and is not counted. Run: npx tsx scripts/step-costs.ts
import { Rng } from '@armory/engine';
import { neuroshimaHex, catalogOf } from '../src/index.js';
import { sampleAction, perform } from '../src/actions.js';
import { content } from '../src/content.testing.js';

const N = Number(process.env.GAMES ?? 3000);
const warm = Math.ceil(N / 3);
const offer = new Map<string, number>();
const carry = new Map<string, number>();
const count = new Map<string, number>();
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
let total = 0;
for (let g = 0; g < N; g++) {
  const s = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, g);
  const cat = catalogOf(s.catalog);
  const rng = Rng.seeded(`p${g}`);
  while (s.outcome === null) {
    const stage = s.stage;
    const t0 = performance.now();
    const a = sampleAction(s, cat, rng);
    const t1 = performance.now();
    perform(s, cat, a);
    const t2 = performance.now();
    if (g < warm) continue;
    const k = `${stage}: ${a.type === 'ability' ? `ability ${String(a.ability)}` : a.type}`;
    add(offer, k, t1 - t0);
    add(carry, k, t2 - t1);
    add(count, k, 1);
    total += t2 - t0;
  }
}
const games = N - warm;
const us = (ms: number) => ((1000 * ms) / games).toFixed(1).padStart(8);
console.log(`${(total / games).toFixed(3)} ms per game in offers and actions (${games} games after ${warm} to warm up)`);
console.log(`${'step'.padEnd(28)} ${'per game'.padStart(8)} ${'offer us'.padStart(8)} ${'carry us'.padStart(8)}  (microseconds per game)`);
const rows = [...count.keys()].sort((a, b) => offer.get(b)! + carry.get(b)! - offer.get(a)! - carry.get(a)!);
for (const k of rows)
  console.log(`${k.padEnd(28)} ${(count.get(k)! / games).toFixed(1).padStart(8)} ${us(offer.get(k)!)} ${us(carry.get(k)!)}`);
