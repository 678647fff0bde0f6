// Instructions per full-board battle and per random game, counted by valgrind's callgrind: repeatable to
// about 0.5% whatever else the machine is doing, where timings on this shared machine move by a third.
// Bundles scripts/battles.ts and scripts/prof.ts with esbuild, runs each under callgrind with V8 on one
// thread, twice (with no work, then with the work), and prints the difference per battle or game.
// Needs valgrind (Debian package). Run: node scripts/count-instructions.mjs  (about four minutes; ONLY=battles
// counts the battles alone).
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
  const out = execFileSync('sh', ['-c', `valgrind --tool=callgrind --smc-check=all-non-file --callgrind-out-file=${join(dir, 'cg.out')} "${process.execPath}" --single-threaded "${file}" 2>&1 >/dev/null | grep Collected`], { env: { ...process.env, ...env }, encoding: 'utf8' });
  const m = /Collected\s*:\s*(\d+)/.exec(out);
  if (!m) throw new Error(`no instruction count from valgrind (is it installed?):\n${out}`);
  return Number(m[1]);
}

try {
  const battles = await bundle('battles');
  const games = await bundle('prof');
  const nBattles = 20000;
  const nGames = 400;
  const perBattle = (count(battles, { N: String(nBattles) }) - count(battles, { N: '0' })) / nBattles;
  console.log(`instructions per full-board battle (copy + fight):       ${Math.round(perBattle).toLocaleString('en-US')}`);
  // ONLY=battles stops here (about a minute).
  if (process.env.ONLY !== 'battles') {
    const perGame = (count(games, { GAMES: String(nGames) }) - count(games, { GAMES: '0' })) / nGames;
    const perListedGame = (count(games, { GAMES: String(nGames), LIST: '1' }) - count(games, { GAMES: '0' })) / nGames;
    const perSampledGame = (count(games, { GAMES: String(nGames), SAMPLE: '1' }) - count(games, { GAMES: '0' })) / nGames;
    console.log(`instructions per random game, playSample:               ${Math.round(perGame).toLocaleString('en-US')}`);
    console.log(`instructions per random game, sampleAction then apply:  ${Math.round(perSampledGame).toLocaleString('en-US')}`);
    console.log(`instructions per random game, listing every action:     ${Math.round(perListedGame).toLocaleString('en-US')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
