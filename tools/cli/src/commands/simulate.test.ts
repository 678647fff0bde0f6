import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '@armory/registry';
import { runArmory } from '../testing.js';
import { fixtureRace } from '../../test/fixture-game/module.js';
import { tempFolder } from '../temp-folder.testing.js';

// The command's game-independent behaviour, on a fixture game with a workspace of its own (test/fixture-game).
const root = join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace');
const armory = (args: string[], at = root) => runArmory(args, at);
const base = ['simulate', 'fixture-race', '--games', '3', '--seed', '5', '--workers', '0'];

beforeAll(() => registerGame(fixtureRace, new URL('../../test/fixture-game/module.ts', import.meta.url).href));
afterAll(() => unregisterGame('fixture-race'));

describe('armory simulate', () => {
  it('checks every argument before playing, with exit 2 and one plain message', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--games', '0'], /--games must be a whole number from 1 to 10,000,000, got '0'/],
      [['--games', '-5'], /--games must be a whole number from 1 to 10,000,000, got '-5'/],
      [['--games', '99999999999999999999'], /--games must be a whole number from 1 to 10,000,000, got '99999999999999999999'/],
      [['--games', 'many'], /--games must be a whole number/],
      [['--workers', '-1'], /--workers must be a whole number from 0 to 256/],
      [['--players', 'random,smart'], /unknown player 'smart'; known: random, greedy, mcts\[:iterations\]/],
      [['--players', 'random,random,greedy'], /--players names 3 players for 2 seats; name one per seat, or one for all/],
      [['--players', 'mcts:0,random'], /mcts takes a budget of 1/],
      [['--seats', '9'], /--seats must be a whole number from 2 to 3, got '9'/],
      [['--save-log', '/no/such/folder/game.json'], /cannot write --save-log \/no\/such\/folder\/game.json: no folder \/no\/such\/folder/],
      [['--save-log', tmpdir()], /cannot write --save-log .*: it is a folder/],
      [['--seed', ''], /--seed needs a value, got ''/],
      [['--seed', '1', '--seed', '2'], /--seed is given twice/],
      [['--bogus'], /unknown option '--bogus'; known: .*--games, --seed, --players/],
      [['extra'], /unexpected argument 'extra'/],
    ];
    for (const [extra, message] of cases) {
      const args = [...base];
      if (extra[0]!.startsWith('--') && args.includes(extra[0]!)) args.splice(args.indexOf(extra[0]!), 2);
      const r = await armory([...args, ...extra]);
      expect(r.code, extra.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      // The help it points to lists the game's own options too.
      expect(r.stderr).toMatch(/\nRun 'armory simulate fixture-race --help' for usage\.\n$/);
      expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
      expect(r.stdout).toBe('');
    }
    expect((await armory(['simulate', 'chess', '--games', '1', '--seed', '1'])).stderr).toMatch(
      /unknown game 'chess'; registered: .*fixture-race/,
    );
    expect((await armory(['simulate', '--games', '1'])).stderr).toMatch(/name the game first/);
    expect((await armory(['simulate', 'fixture-race', '--seed', '1'])).stderr).toMatch(/--games is required/);
    expect((await armory(['simulate', 'fixture-race', '--games', '1'])).stderr).toMatch(/--seed is required/);
  });

  it('seats one player named alone at every seat, as armory hounds cards does', async () => {
    const r = await armory([...base, '--seats', '3', '--players', 'greedy', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).players).toEqual(['greedy', 'greedy', 'greedy']);
  });

  it("adds the game's rate tables, filled from its summed stats, to the text and the JSON", async () => {
    const args = ['simulate', 'fixture-race', '--games', '40', '--seed', '2', '--workers', '0', '--players', 'greedy,random'];
    const json = JSON.parse((await armory([...args, '--json'])).stdout);
    const wins = json.wins.map((w: { wins: number }) => w.wins);
    // Each runner ran every game, so its row's count is the games and its wins are the seat's wins.
    expect(json.runners.rows.map((r: { id: string; games: number; won: number }) => [r.id, r.games, r.won]).sort()).toEqual([
      ['runner-1', 40, wins[0]],
      ['runner-2', 40, wins[1]],
    ]);
    expect(json.runners.rows[0].rate).toBeGreaterThanOrEqual(json.runners.rows[1].rate);
    const text = (await armory(args)).stdout;
    const best = json.runners.rows[0];
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    expect(text).toContain(`\n\n  per runner:\n`);
    expect(text).toMatch(/^ +games +won +win rate +95% interval$/m);
    expect(text).toContain(
      `  ${best.label}     40 ${String(best.won).padStart(5)}  ${pct(best.rate).padStart(8)}  [${pct(best.low)}, ${pct(best.high)}]\n`,
    );
  });

  it('refuses worker threads for a game registered without a source file, which they could not load', async () => {
    unregisterGame('fixture-race');
    registerGame(fixtureRace);
    try {
      const r = await armory(['simulate', 'fixture-race', '--games', '1', '--seed', '1']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/fixture-race was registered without a source file, so worker threads cannot load it; use --workers 0/);
    } finally {
      unregisterGame('fixture-race');
      registerGame(fixtureRace, new URL('../../test/fixture-game/module.ts', import.meta.url).href);
    }
  });

  it("exits 1 without playing when the game's content is invalid", async () => {
    const broken = tempFolder('armory-bad-content-');
    cpSync(root, broken, { recursive: true });
    const rules = join(broken, 'content', 'fixture-race', 'rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('target: 10', 'target: ten'));
    const r = await armory(base, broken);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/content\/fixture-race\/rules\.yaml:\d+:\d+ error/);
  });

  it('prints the report even when the log cannot be written after the run, and says so (exit 2)', async () => {
    const file = join(tempFolder('armory-log-'), 'log.json');
    // A folder that appears at the log's path during the run stands for a disk that fills up meanwhile.
    const setup = fixtureRace.game.setup;
    const late = {
      ...fixtureRace,
      game: { ...fixtureRace.game, setup: (...a: Parameters<typeof setup>) => (mkdirSync(file, { recursive: true }), setup(...a)) },
    };
    unregisterGame('fixture-race');
    registerGame(late);
    try {
      const r = await armory(['simulate', 'fixture-race', '--games', '2', '--seed', '1', '--workers', '0', '--save-log', file]);
      expect(r.stdout).toMatch(/^fixture-race: 2 games, seed 1/);
      expect(r.stderr).toMatch(/cannot write --save-log .*: it is a folder \(the report above is complete\)/);
      expect(r.code).toBe(2);
    } finally {
      unregisterGame('fixture-race');
      registerGame(fixtureRace, new URL('../../test/fixture-game/module.ts', import.meta.url).href);
    }
  });
});
