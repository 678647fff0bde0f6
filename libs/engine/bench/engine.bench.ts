/**
 * Engine benchmark: RNG, hex lookups, and toy-game random playouts in one thread against the
 * simulation runner on 2 workers (the baseline is measured in the same run). Writes a table to
 * docs/benchmarks/engine.md. Run: `npm run bench -w @armory/engine` (= `tsx bench/engine.bench.ts`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpus } from 'node:os';
import { Rng } from '../src/rng/rng.js';
import { Board } from '../src/hex/board.js';
import { simulate } from '../src/simulation/runner.js';

interface Row { what: string; ops: number; ms: number; unit: string }
const rows: Row[] = [];
let sink = 0;

function measure(what: string, unit: string, ops: number, body: () => void): void {
  body(); // warm-up pass so the JIT has compiled the loop
  const t = performance.now();
  body();
  const ms = performance.now() - t;
  rows.push({ what, ops, ms, unit });
  console.log(`${what}: ${Math.round(ops / (ms / 1000)).toLocaleString('en')} ${unit}/s`);
}

const rng = Rng.seeded('bench');
const N = 5_000_000;
measure('rng.next (sfc32)', 'draws', N, () => { for (let i = 0; i < N; i++) sink ^= rng.next(); });
measure('rng.int(6) (unbiased)', 'draws', N, () => { for (let i = 0; i < N; i++) sink += rng.int(6); });
measure('rng.shuffle of 34 tiles', 'shuffles', 200_000, () => {
  const tiles = Array.from({ length: 34 }, (_, i) => i);
  for (let i = 0; i < 200_000; i++) rng.shuffle(tiles);
});

const board = new Board({ kind: 'hexagon', radius: 3 });
const table = board.neighbours;
const L = 20_000_000;
measure('neighbour lookup (37-hex board, table)', 'lookups', L, () => {
  let h = 0;
  for (let i = 0; i < L; i++) {
    const n = table[h * 6 + (i % 6)]!;
    h = n < 0 ? i % board.size : n;
  }
  sink += h;
});
const R = 1_000_000;
measure('ray walk to the edge (37-hex board, table)', 'rays', R, () => {
  for (let i = 0; i < R; i++) {
    const dir = i % 6;
    let h = table[(i % board.size) * 6 + dir]!;
    while (h >= 0) {
      sink += h;
      h = table[h * 6 + dir]!;
    }
  }
});
measure('ray as array (Board.ray)', 'rays', R, () => { for (let i = 0; i < R; i++) sink += board.ray(i % board.size, i % 6).length; });

const fixtures = fileURLToPath(new URL('../src/simulation/fixtures.testing.ts', import.meta.url));
const GAMES = 60_000;
const playouts: Array<{ label: string; games: number; ms: number }> = [];
for (const [label, exportName, args] of [
  ['tic-tac-toe random playouts', 'randomTicTacToe', null],
  ['hidden nim random playouts', 'nimMatch', { pile: 21, mcts: 0 }],
] as const) {
  for (const workers of [0, 2]) {
    const report = await simulate({ module: fixtures, exportName, args, games: GAMES, seed: 'bench', workers, batch: 250 });
    const name = `${label}, ${workers === 0 ? 'single thread' : `runner on ${workers} workers`}`;
    playouts.push({ label: name, games: report.games, ms: report.elapsedMs });
    console.log(`${name}: ${Math.round(report.games / (report.elapsedMs / 1000)).toLocaleString('en')} games/s`);
  }
}

const rate = (ops: number, ms: number) => Math.round(ops / (ms / 1000)).toLocaleString('en');
const lines = [
  '# Engine benchmarks',
  '',
  'Command (from the repository root): `npm run bench -w @armory/engine`, which runs `tsx bench/engine.bench.ts`',
  'in libs/engine and rewrites this file. Numbers are from the last run; the machine is shared, so treat them as',
  'orders of magnitude and compare rows of the same run (the single-thread baseline is measured beside the runner).',
  '',
  `Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}).`,
  '',
  '| what | count | ms | per second |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.what} | ${r.ops.toLocaleString('en')} ${r.unit} | ${r.ms.toFixed(0)} | ${rate(r.ops, r.ms)} |`),
  ...playouts.map((p) => `| ${p.label} | ${p.games.toLocaleString('en')} games | ${p.ms.toFixed(0)} | ${rate(p.games, p.ms)} |`),
  '',
  'The runner times include starting the workers (each loads TypeScript through tsx, about half a second) and',
  'the module load in the main thread, so its advantage grows with longer runs and longer games.',
  '',
];
writeFileSync(fileURLToPath(new URL('../../../docs/benchmarks/engine.md', import.meta.url)), lines.join('\n'));
if (sink === 42) console.log('');
