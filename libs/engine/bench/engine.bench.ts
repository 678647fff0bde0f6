/**
 * Engine benchmark: RNG, hex lookups, and toy-game random playouts in one thread against the
 * simulation runner on 2 workers (the baseline is measured in the same run). Writes a table to
 * docs/benchmarks/engine.md. Run: `npm run bench -w @armory/engine` (= `tsx bench/engine.bench.ts`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { Rng } from '../src/rng/rng.js';
import { Board } from '../src/hex/board.js';
import { simulate } from '../src/simulation/runner.js';
import { mctsPlayer } from '../src/players/mcts.js';
import { hiddenNim } from '../src/toys/hidden-nim.js';

interface Row {
  what: string;
  ops: number;
  ms: number;
  unit: string;
}
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
measure('rng.next (sfc32)', 'draws', N, () => {
  for (let i = 0; i < N; i++) sink ^= rng.next();
});
measure('rng.int(6) (unbiased)', 'draws', N, () => {
  for (let i = 0; i < N; i++) sink += rng.int(6);
});
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
measure('ray as array (Board.ray)', 'rays', R, () => {
  for (let i = 0; i < R; i++) sink += board.ray(i % board.size, i % 6).length;
});

const mcts = mctsPlayer({ iterations: 2000 });
// A start where the first seat holds two different values, so the search has a real choice to make.
let nimStart = hiddenNim.setup(null, { pile: 21 }, 0);
for (let s = 1; hiddenNim.actions(nimStart).length < 2; s++) nimStart = hiddenNim.setup(null, { pile: 21 }, s);
measure('MCTS iterations on hidden nim (pile 21, one decision of 2,000)', 'iterations', 2000, () => {
  mcts.choose(hiddenNim, nimStart, 0, Rng.seeded(1));
});

const fixtures = fileURLToPath(new URL('../src/simulation/fixtures.testing.ts', import.meta.url));
const GAMES = 60_000;
const MCTS_GAMES = 400;
const playouts: Array<{ label: string; games: number; ms: number; cpuMs: number }> = [];
for (const [label, exportName, args] of [
  ['tic-tac-toe random playouts', 'randomTicTacToe', null],
  ['hidden nim random playouts', 'nimMatch', { pile: 21, mcts: 0 }],
  ['hidden nim, MCTS(200) against random', 'nimMatch', { pile: 21, mcts: 200 }],
] as const) {
  const games = exportName === 'nimMatch' && args.mcts > 0 ? MCTS_GAMES : GAMES;
  for (const workers of [0, 2]) {
    const cpu0 = process.cpuUsage();
    const report = await simulate({ module: fixtures, exportName, args, games, seed: 'bench', workers, batch: games === GAMES ? 250 : 10 });
    const cpu = process.cpuUsage(cpu0);
    const name = `${label}, ${workers === 0 ? 'single thread' : `runner on ${workers} workers`}`;
    playouts.push({ label: name, games: report.games, ms: report.elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 });
    console.log(`${name}: ${Math.round(report.games / (report.elapsedMs / 1000)).toLocaleString('en')} games/s`);
  }
}

// Start-up cost of one worker: spawn, register tsx, import the module, play a single game.
const startup = await simulate({ module: fixtures, exportName: 'randomTicTacToe', games: 1, seed: 'start', workers: 1 });
console.log(`worker start-up: ${startup.elapsedMs} ms`);

const rate = (ops: number, ms: number) => Math.round(ops / (ms / 1000)).toLocaleString('en');
const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(' / ');
const lines = [
  '# Engine benchmarks',
  '',
  'Command (from the repository root): `npm run bench -w @armory/engine`, which runs `tsx bench/engine.bench.ts`',
  'in libs/engine and rewrites this file. Numbers are from the last run; the machine is shared, so treat them as',
  'orders of magnitude and compare rows of the same run (the single-thread baseline is measured beside the runner).',
  '',
  `Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}),`,
  `load average at the end ${load} (1 / 5 / 15 min; above the core count means other work competed for the cores).`,
  '',
  '| what | count | wall ms | per second |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.what} | ${r.ops.toLocaleString('en')} ${r.unit} | ${r.ms.toFixed(0)} | ${rate(r.ops, r.ms)} |`),
  '',
  '| playouts | games | wall ms | games per second | CPU ms, all threads |',
  '|---|---:|---:|---:|---:|',
  ...playouts.map(
    (p) => `| ${p.label} | ${p.games.toLocaleString('en')} | ${p.ms.toFixed(0)} | ${rate(p.games, p.ms)} | ${p.cpuMs.toFixed(0)} |`,
  ),
  '',
  `Starting one worker and playing one game on it (spawn, tsx registration, module import): ${startup.elapsedMs} ms.`,
  '',
  'The runner rows include starting the workers (each loads TypeScript through tsx: the start-up line above),',
  'loading the module once in the main thread, and each worker warming up its own JIT. For tiny',
  'games (tens of microseconds each) a run of about a second is too short to repay that; for heavier games',
  '(the MCTS rows) the workers win. When the load average exceeds the core count, other work on the machine',
  'shares the cores and the speed-up from 2 workers stays below 2.',
  '',
];
writeFileSync(fileURLToPath(new URL('../../../docs/benchmarks/engine.md', import.meta.url)), lines.join('\n'));
if (sink === 42) console.log('');
