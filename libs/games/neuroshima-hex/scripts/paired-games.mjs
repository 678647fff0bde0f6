// Paired timing of random Hell Hounds vs Troglodytes games (or battles) from two checkouts of this package, in one
// process: each checkout's code is bundled apart (esbuild) and the two are timed in alternating rounds
// (ROUND_MS, default 500 ms; ROUNDS, default 30), both starting from game seed 0 after a 2 s warm-up.
// The machine's speed drifts by a third from minute to minute, which swamps a change of a few percent
// between two runs; rounds side by side share that drift, so the median of the per-round ratios is
// steady to about 3% (the same code against itself reads 0.98-1.02).
// WHAT=battles times full-board battles instead (the bench's boards, scripts/full-boards.ts).
// Run: node scripts/paired-games.mjs <old package dir> <new package dir>
//   e.g. git worktree add /tmp/old <commit>; node scripts/paired-games.mjs /tmp/old/libs/games/neuroshima-hex .
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dirs = process.argv.slice(2, 4).map((d) => resolve(d));
if (dirs.length !== 2) {
  console.error('usage: node scripts/paired-games.mjs <old package dir> <new package dir>');
  process.exit(2);
}
const roundMs = Number(process.env.ROUND_MS ?? 500);
const rounds = Number(process.env.ROUNDS ?? 30);

const battles = process.env.WHAT === 'battles';
const unit = battles ? 'battles' : 'games';

// What each side does: set-up, and one step of work (`once()` returns how many it did). The same text
// for both sides; only the package it imports differs.
const work = battles
  ? `
import { fight, catalogOf } from './src/index.ts';
import { fullBoards, loadBoard } from './scripts/full-boards.ts';
const { state, boards } = fullBoards(256);
const cat = catalogOf(state.catalog);
let b = 0;
export function reset() { b = 0; }
function once() {
  for (let i = 0; i < 100; i++) {
    loadBoard(state, boards[b++ & 255]);
    fight(state, cat, 'bench', -1, null);
  }
  return 100;
}`
  : `
import { playMatch, randomPlayer } from '@armory/engine';
import { neuroshimaHex } from './src/index.ts';
import { content } from './src/content.testing.ts';
const options = { armies: ['hell-hounds', 'troglodytes'] };
const players = [randomPlayer(), randomPlayer()];
let seed = 0;
export function reset() { seed = 0; }
function once() {
  playMatch(neuroshimaHex, content, options, seed, players, { playerSeed: seed });
  seed++;
  return 1;
}`;
const entry = `${work}
export function run(ms) {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) n += once();
  return n / ((performance.now() - t0) / 1000);
}`;

const tmp = mkdtempSync(join(tmpdir(), 'armory-paired-'));
try {
  const sides = [];
  for (const [i, dir] of dirs.entries()) {
    const outfile = join(tmp, `side${i}.mjs`);
    await build({
      stdin: { contents: entry, resolveDir: dir, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    sides.push(await import(pathToFileURL(outfile).href));
  }
  for (const s of sides) s.run(2000);
  const rates = sides.map(() => []);
  for (let k = 0; k < rounds; k++) {
    // Both sides play the same games in round k; the order alternates so neither always goes first.
    for (const i of k % 2 ? [1, 0] : [0, 1]) {
      sides[i].reset();
      rates[i].push(sides[i].run(roundMs));
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ratios = rates[1].map((r, k) => r / rates[0][k]);
  const fmt = (x) => Math.round(x).toLocaleString('en-US');
  console.log(`old ${dirs[0]}: median ${fmt(median(rates[0]))} ${unit}/s`);
  console.log(`new ${dirs[1]}: median ${fmt(median(rates[1]))} ${unit}/s`);
  console.log(
    `new/old, median of ${rounds} paired rounds of ${roundMs} ms: ${median(ratios).toFixed(3)} (range ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
