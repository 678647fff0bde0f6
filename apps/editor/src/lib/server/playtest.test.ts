import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRuns, comparedRun, type ComparedRun, type RunComparison } from '@armory/engine';
import { findGame } from '@armory/registry';
import { readPlaytestForm, type PlaytestForm } from './playtest-form.js';
import { playPlaytest, preparePlaytest } from './playtest.js';

/** The repository: its content/ is read as saved, never written. */
const REPO = resolve(import.meta.dirname, '../../../../..');
const ARMORY = join(REPO, 'tools/cli/bin/armory.js');

/** The form's run on the server, then the command it hands out run as a user types it (plus --json). */
async function bothWays(game: string, form: PlaytestForm) {
  const module = findGame(game)!;
  const read = readPlaytestForm(form, module);
  if (!('request' in read)) throw new Error(read.problem);
  const ready = preparePlaytest(REPO, module, read.request);
  if (!('prepared' in ready)) throw new Error(JSON.stringify(ready));
  const page = await playPlaytest(ready.prepared);
  const words = page.command.split(' ');
  expect(words.slice(0, 2)).toEqual(['npx', 'armory']);
  const cli = spawnSync(process.execPath, [ARMORY, ...words.slice(2), '--json'], { cwd: REPO, encoding: 'utf8' });
  expect(cli.stderr).toBe('');
  expect(cli.status).toBe(0);
  return { page, cli: JSON.parse(cli.stdout) as unknown };
}

describe('a play-test run', () => {
  it("gives armory simulate --json's figures for the same arguments, game options included", async () => {
    const form = {
      games: '40',
      seed: '1',
      players: ['greedy', 'random'],
      options: { 'turn-limit': '30', 'survivors-count-as-play': true },
    };
    const { page, cli } = await bothWays('shifting-hills', form);
    expect(page.command).toBe(
      'npx armory simulate shifting-hills --games 40 --seed 1 --players greedy,random --turn-limit 30 --survivors-count-as-play',
    );
    expect(page.json).toEqual(cli);
    expect(page.stopped).toBe(false);
  }, 120000);

  it('gives the same figures for a seat count the game lets you choose, and a word as seed', async () => {
    const form = { games: '30', seed: 'balance', seats: '3', players: ['random', 'random', 'random'], options: {} };
    const { page, cli } = await bothWays('hounds', form);
    expect(page.command).toBe('npx armory simulate hounds --games 30 --seed balance --players random,random,random --seats 3');
    expect(page.json).toEqual(cli);
    expect(page.report.sides.map((s) => s.name)).toEqual(['seat 1', 'seat 2', 'seat 3']);
  }, 120000);

  it("plays HOTT's battle on the table (its default), with the armies and battlefield the form names", async () => {
    const form = {
      games: '2',
      seed: '1',
      players: ['random', 'random'],
      options: { armies: 'sky-lords,sorcerous-realm', battlefield: 'open-field' },
    };
    const { page, cli } = await bothWays('hott', form);
    expect(page.command).toBe(
      'npx armory simulate hott --games 2 --seed 1 --players random,random --armies sky-lords,sorcerous-realm --battlefield open-field',
    );
    expect(page.json).toEqual(cli);
    expect(page.json['options']).toMatchObject({ mode: 'battle', armies: ['sky-lords', 'sorcerous-realm'], battlefield: 'open-field' });
    // Seat 1 defends, seat 2 attacks, each named by its army.
    expect(page.report.sides.map((s) => s.name)).toEqual(['Sky Lords (defending)', 'Sorcerous Realm (attacking)']);
  }, 120000);

  it('stops when asked, reporting the games played as --games <that many> would', async () => {
    const module = findGame('shifting-hills')!;
    const read = readPlaytestForm({ games: '2000', seed: '1', players: ['random', 'random'], options: {} }, module);
    const ready = preparePlaytest(REPO, module, (read as { request: never }).request);
    const stop = new AbortController();
    const page = await playPlaytest((ready as { prepared: never }).prepared, {
      signal: stop.signal,
      onProgress: (p) => p.done >= 20 && stop.abort(),
    });
    expect(page.stopped).toBe(true);
    const played = page.json['games'] as number;
    expect(played).toBeLessThan(2000);
    expect(page.command).toBe(`npx armory simulate shifting-hills --games ${played} --seed 1 --players random,random`);
  }, 120000);

  it("refuses options the module refuses, in the module's words, and plays nothing", () => {
    const module = findGame('neuroshima-hex')!;
    const read = readPlaytestForm(
      { games: '10', seed: '1', seats: '2', players: ['random', 'random'], options: { armies: 'molochs,troglodytes' } },
      module,
    );
    const ready = preparePlaytest(REPO, module, (read as { request: never }).request);
    expect(ready).toEqual({ problem: "unknown --armies 'molochs'; known: hell-hounds, troglodytes" });
    // A typo is named as the command line names it.
    const typo = readPlaytestForm(
      { games: '10', seed: '1', seats: '2', players: ['random', 'random'], options: { armies: 'hell-hound,troglodytes' } },
      module,
    );
    expect(preparePlaytest(REPO, module, (typo as { request: never }).request)).toEqual({
      problem: "unknown --armies 'hell-hound' (did you mean hell-hounds?); known: hell-hounds, troglodytes",
    });
    // Validating the content twice takes seconds when the machine is busy.
  }, 30000);

  it("refuses HOTT's battle options beside a single combat's, in the module's words", () => {
    const module = findGame('hott')!;
    const read = readPlaytestForm(
      { games: '10', seed: '1', players: ['random', 'random'], options: { mode: 'battle', attacker: 'knights' } },
      module,
    );
    expect(preparePlaytest(REPO, module, (read as { request: never }).request)).toEqual({
      problem: '--attacker describes a single combat, not a battle; leave it out, or give --mode combat',
    });
  }, 30000);

  it('counts the errors of content with errors, names their files, and plays nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'armory-playtest-'));
    try {
      for (const path of ['content/shifting-hills', 'schemas', 'libs/content/shifting-hills/exports.json'])
        cpSync(join(REPO, path), join(root, path), { recursive: true });
      const rules = join(root, 'content/shifting-hills/rules.yaml');
      writeFileSync(rules, readFileSync(rules, 'utf8').replace(/^(\s*turnLimit:).*$/m, '$1 soon'));
      const module = findGame('shifting-hills')!;
      const request = { games: 10, seed: 1, players: ['random', 'random'], options: {} };
      expect(preparePlaytest(root, module, request)).toEqual({
        errors: 1,
        files: [{ path: 'content/shifting-hills/rules.yaml', errors: 1 }],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('compares a run with the earlier run the form gives, or says why the two cannot be compared', async () => {
    const module = findGame('hott')!;
    const playHott = async (form: PlaytestForm, compareWith?: ComparedRun) => {
      const read = readPlaytestForm(form, module);
      if (!('request' in read)) throw new Error(read.problem);
      const ready = preparePlaytest(REPO, module, read.request);
      if (!('prepared' in ready)) throw new Error(JSON.stringify(ready));
      return playPlaytest(ready.prepared, { workers: 0 }, compareWith);
    };
    const form = { games: '300', seed: '1', players: ['random', 'random'], options: { attacker: 'knights', defender: 'spears' } };
    const first = await playHott(form);
    expect(first.comparison).toBeUndefined();
    const earlier = comparedRun(first.json) as ComparedRun;
    const second = await playHott({ ...form, seed: '2', options: { ...form.options, going: 'bad' } }, earlier);
    expect(second.comparison).toEqual({ games: 300, comparison: compareRuns(earlier, comparedRun(second.json) as ComparedRun) });
    const { comparison } = second.comparison as { comparison: RunComparison };
    expect(comparison.rows.map((r) => r.name)).toEqual(['attacking knights', 'defending spears', 'draws']);
    expect(comparison.differences).toEqual([
      'the content is the same',
      'option situation.attacker.going: "good" before, "bad" now',
      'option situation.defender.going: "good" before, "bad" now',
    ]);
    // Runs of another game cannot be compared; the run itself still is played and reported.
    const other = await playHott(form, { ...earlier, game: 'hounds' });
    expect(other.comparison).toEqual({ problem: 'the earlier run is of hounds, this one of hott' });
    expect(other.json['games']).toBe(300);
  }, 120000);
});
