/**
 * `npm run bench -w @armory/game-hott`: the whole odds table (every troop-type pair in close combat, and every type
 * shot at by each type that shoots, in good and in bad going, each combat over all 36 rolls) against the 50 ms target. Prints each timed round, then
 * the fastest and the median; CPU time beside wall time, since the machine may be shared.
 */
import { armies, battlefields, combat, recoil, rules, troopTypes } from '@armory/content-hott';
import { contest, die } from '@armory/engine';
import { oddsTable } from '../src/odds-table.js';
import { compileCombat } from '../src/rules.js';

const TARGET_MS = 50;
const content = { troopTypes, combat, recoil, rules, armies, battlefields };

function round(): { wall: number; cpu: number; cells: number } {
  const started = process.cpuUsage();
  const t0 = performance.now();
  // Compiled inside the timing: the table a designer asks for starts from content.
  const cells = oddsTable(compileCombat(content), ['good', 'bad'], ['close', 'shooting']).length;
  const wall = performance.now() - t0;
  const used = process.cpuUsage(started);
  return { wall, cpu: (used.user + used.system) / 1000, cells };
}

/** Baseline, timed between rounds: the engine's exact d6-against-d6 contest for the same pairs and factors, no tables. */
function baseline(): number {
  const types = troopTypes.types;
  const d6 = die(combat.die.sides);
  const t0 = performance.now();
  const shooters = types.filter((t) => t.range !== undefined);
  for (let going = 0; going < 2; going++) {
    for (const a of types) for (const d of types) contest(d6, a.factor.foot, d6, d.factor.others);
    for (const a of shooters) for (const d of types) contest(d6, a.factor.foot, d6, d.factor.others);
  }
  return performance.now() - t0;
}

for (let i = 0; i < 5; i++) round(); // warm-up: let the JIT settle
const rounds: ReturnType<typeof round>[] = [];
const baselines: number[] = [];
for (let i = 0; i < 21; i++) {
  rounds.push(round());
  baselines.push(baseline());
}
for (const r of rounds) console.log(`  ${r.cells} combats: ${r.wall.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms CPU`);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const walls = sorted(rounds.map((r) => r.wall));
const cpus = sorted(rounds.map((r) => r.cpu));
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
console.log(
  `whole odds table (${rounds[0]!.cells} combats x 36 rolls): wall fastest ${walls[0]!.toFixed(1)} ms, median ${median(walls).toFixed(1)} ms; CPU fastest ${cpus[0]!.toFixed(1)} ms, median ${median(cpus).toFixed(1)} ms`,
);
console.log(`baseline (engine contest, same pairs and goings, no tables): median ${median(sorted(baselines)).toFixed(1)} ms`);
console.log(`target < ${TARGET_MS} ms (median wall): ${median(walls) < TARGET_MS ? 'met' : 'NOT met'}`);
