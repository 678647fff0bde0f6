// Instructions per full-board battle and per random game, counted by valgrind's callgrind: repeatable to
// about 0.5% whatever else the machine is doing, where timings on this shared machine move by a third.
// Bundles scripts/battles.ts and scripts/prof.ts with esbuild and runs each under callgrind with V8 on one
// thread at two sizes; the difference divided by the extra battles or games is the steady cost of one,
// without the JIT's warm-up (which the smaller run pays as well).
// Caution: with V8 on one thread the JIT may take other decisions than in a normal run. Twice in session 3
// a change that left wall-clock rates unchanged showed 60% more instructions here; check any surprise
// against timed runs. Needs valgrind (Debian package).
// Run: node scripts/count-instructions.mjs   (about eight minutes; ONLY=battles or ONLY=games for one half;
// ALL=1 also counts games that list every action and games that sample then apply: five more minutes).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'armory-instructions-'));

async function bundle(name) {
  const out = join(dir, `${name}.mjs`);
  await build({ entryPoints: [join(here, `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error' });
  return out;
}

function count(file, env) {
  const out = execFileSync(
    'sh',
    [
      '-c',
      `valgrind --tool=callgrind --smc-check=all-non-file --callgrind-out-file=${join(dir, 'cg.out')} "${process.execPath}" --single-threaded "${file}" 2>&1 >/dev/null | grep Collected`,
    ],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  const m = /Collected\s*:\s*(\d+)/.exec(out);
  if (!m) throw new Error(`no instruction count from valgrind (is it installed?):\n${out}`);
  return Number(m[1]);
}

/** Steady instructions per unit: (count at `large` - count at `small`) / (large - small). */
function perUnit(file, name, small, large, env = {}) {
  return (count(file, { ...env, [name]: String(large) }) - count(file, { ...env, [name]: String(small) })) / (large - small);
}

const show = (label, n) => console.log(`${label.padEnd(62)} ${Math.round(n).toLocaleString('en-US').padStart(12)}`);

// The games counted lie between GAMES_FROM and GAMES_TO (default 1,200 and 2,000). With V8 on one
// thread, a late change of a common object's hidden class (which deoptimizes many functions at once)
// was seen between games 400 and 1,200: a window that starts earlier can count that recompiling.
const from = Number(process.env.GAMES_FROM ?? 1200);
const to = Number(process.env.GAMES_TO ?? 2000);

try {
  if (process.env.ONLY !== 'games') {
    const battles = await bundle('battles');
    show('instructions per full-board battle (copy + fight), 20,000-40,000:', perUnit(battles, 'N', 20000, 40000));
  }
  if (process.env.ONLY !== 'battles') {
    const games = await bundle('prof');
    const range = `games ${from.toLocaleString('en-US')}-${to.toLocaleString('en-US')}`;
    show(`instructions per random game, playSample, ${range}:`, perUnit(games, 'GAMES', from, to));
    if (process.env.ALL === '1') {
      show(`instructions per random game, sampleAction then apply, ${range}:`, perUnit(games, 'GAMES', from, to, { SAMPLE: '1' }));
      show(`instructions per random game, listing every action, ${range}:`, perUnit(games, 'GAMES', from, to, { LIST: '1' }));
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
