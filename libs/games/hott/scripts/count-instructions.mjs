// Instructions per whole odds table, counted by valgrind's callgrind: repeatable whatever else the shared
// machine is doing, where timings move with the load. Bundles scripts/table-rounds.ts with esbuild, runs it under
// callgrind with V8 on one thread at 2 and 7 rounds, and divides the difference by 5 (the JIT's warm-up, paid by
// both runs, drops out). Needs valgrind (Debian package); takes a few minutes.
// Run: node scripts/count-instructions.mjs
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hott-instructions-'));
const bundle = join(dir, 'table-rounds.mjs');
await build({
  entryPoints: [join(here, 'table-rounds.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  logLevel: 'error',
});

function count(rounds) {
  const out = execFileSync(
    'sh',
    [
      '-c',
      `valgrind --tool=callgrind --smc-check=all-non-file --callgrind-out-file=${join(dir, 'cg.out')} "${process.execPath}" --single-threaded "${bundle}" 2>&1 >/dev/null | grep Collected`,
    ],
    { env: { ...process.env, ROUNDS: String(rounds) }, encoding: 'utf8' },
  );
  const m = /Collected\s*:\s*(\d+)/.exec(out);
  if (!m) throw new Error(`no instruction count from valgrind (is it installed?):\n${out}`);
  return Number(m[1]);
}

try {
  const [small, large] = [count(2), count(7)];
  console.log(`instructions per whole odds table: ${((large - small) / 5 / 1e6).toFixed(0)} M (2 rounds: ${small}, 7 rounds: ${large})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
