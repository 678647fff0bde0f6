/**
 * A saved log whose options were edited by hand, through the commands a user types: `armory replay` refuses it before
 * any game is set up (exit 2), at the option's place in the file, in the words `armory simulate` uses for the option
 * that sets it up on its command line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '@armory/registry';
import { runArmory } from '../src/testing.js';
import { tempFolder } from '../src/temp-folder.testing.js';

type Log = Record<string, unknown> & { options: Record<string, unknown> };

/** A log of one game saved by `armory simulate <game> ... --save-log`, as a user saves one. */
async function savedLog(game: string, ...options: string[]): Promise<{ file: string; log: Log }> {
  const file = join(tempFolder('armory-replay-options-'), `${game}.json`);
  const args = ['simulate', game, '--games', '1', '--seed', '3', '--workers', '0', '--save-log', file, ...options];
  expect((await runArmory(args)).code).toBe(0);
  return { file, log: JSON.parse(readFileSync(file, 'utf8')) as Log };
}

/** Writes the log edited, as a user's editor writes JSON (two spaces), and replays it. */
async function replayEdited(file: string, log: Log) {
  const text = JSON.stringify(log, null, 2);
  writeFileSync(file, text);
  return { replayed: await runArmory(['replay', file]), text };
}

/** `file:line:column` of the line in `text` holding `"key":`, as the message names it. */
function placeOf(file: string, text: string, key: string): string {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(`"${key}":`));
  return `${file}:${line + 1}:${lines[line]!.indexOf(`"${key}":`) + 1}`;
}

/** The one usage error `armory replay` gives, and nothing else. */
function refusal(replayed: { code: number; stdout: string; stderr: string }): string {
  expect(replayed.code).toBe(2);
  expect(replayed.stdout).toBe('');
  const m = /^armory replay: (.*)\nRun 'armory replay --help' for usage\.\n$/.exec(replayed.stderr);
  expect(m, replayed.stderr).not.toBeNull();
  return m![1]!;
}

/** What `armory simulate <game>` says of the same option typed on its command line. */
async function simulateSays(game: string, ...option: string[]): Promise<string> {
  const r = await runArmory(['simulate', game, '--games', '1', '--seed', '3', '--workers', '0', ...option]);
  expect(r.code).toBe(2);
  return /^armory simulate: (.*)\n/.exec(r.stderr)![1]!;
}

describe('armory replay of a HOTT battle log with its options edited', () => {
  it('boundLimit -5: refused at its place in the words simulate uses for --bound-limit -5', async () => {
    const { file, log } = await savedLog('hott');
    expect(log.options['boundLimit']).toBe(60);
    const { replayed, text } = await replayEdited(file, { ...log, options: { ...log.options, boundLimit: -5 } });
    const simulate = await simulateSays('hott', '--bound-limit', '-5');
    expect(simulate).toBe("--bound-limit must be a whole number of at least 1, got '-5'");
    expect(refusal(replayed)).toBe(`${placeOf(file, text, 'boundLimit')}: options.boundLimit -5 (--bound-limit -5): ${simulate}`);
  }, 60_000);

  it('a misspelt option or a number written as text: one error naming it', async () => {
    const { file, log } = await savedLog('hott');
    const { boundLimit, ...rest } = log.options;
    const misspelt = await replayEdited(file, { ...log, options: { ...rest, boundLimt: boundLimit } });
    expect(refusal(misspelt.replayed)).toBe(
      `${placeOf(file, misspelt.text, 'boundLimt')}: options.boundLimt is no set-up option of hott (did you mean boundLimit?); its options: mode, armies, battlefield, attackerEdge, shootingTargets, boundLimit, situation`,
    );
    const asText = await replayEdited(file, { ...log, options: { ...log.options, boundLimit: '60' } });
    expect(refusal(asText.replayed)).toBe(
      `${placeOf(file, asText.text, 'boundLimit')}: options.boundLimit "60": --bound-limit 60 sets up 60`,
    );
  }, 60_000);

  it("a single combat's troop type misspelt, or a field inside its situation: named by its whole path", async () => {
    const { file, log } = await savedLog('hott', '--mode', 'combat');
    const situation = log.options['situation'] as Record<string, Record<string, unknown>>;
    const attacker = { ...situation['attacker'], type: 'knigts' };
    const typo = await replayEdited(file, { ...log, options: { ...log.options, situation: { ...situation, attacker } } });
    expect(refusal(typo.replayed)).toBe(
      `${placeOf(file, typo.text, 'type')}: options.situation.attacker.type "knigts" (--attacker knigts): ${await simulateSays('hott', '--attacker', 'knigts')}`,
    );
    const inside = await replayEdited(file, { ...log, options: { ...log.options, situation: { ...situation, attackr: attacker } } });
    expect(refusal(inside.replayed)).toBe(
      `${placeOf(file, inside.text, 'attackr')}: options.situation.attackr is no set-up option of hott (did you mean attacker?); options.situation holds: attacker, defender, kind`,
    );
  }, 60_000);

  it('a bound limit other than the default, within range, still replays to where it differs (exit 1)', async () => {
    const { file, log } = await savedLog('hott');
    const { replayed } = await replayEdited(file, { ...log, options: { ...log.options, boundLimit: 30 } });
    expect(replayed.code).toBe(1);
    expect(replayed.stdout).toMatch(/^replay differs at step \d+ .*"type":"bound-limit"/);
  }, 60_000);
});

describe('armory replay of a Neuroshima Hex log with its options edited', () => {
  it('an army misspelt: the did-you-mean simulate gives for --armies', async () => {
    const { file, log } = await savedLog('neuroshima-hex');
    const armies = ['hell-hounds', 'troglodytez'];
    const { replayed, text } = await replayEdited(file, { ...log, options: { ...log.options, armies } });
    const simulate = await simulateSays('neuroshima-hex', '--armies', armies.join(','));
    expect(simulate).toContain("unknown --armies 'troglodytez' (did you mean troglodytes?)");
    expect(refusal(replayed)).toBe(
      `${placeOf(file, text, 'armies')}: options.armies ${JSON.stringify(armies)} (--armies ${armies.join(',')}): ${simulate}`,
    );
  }, 60_000);

  it('three armies, a misspelt teams, and more players than its armies seat: one error each', async () => {
    const { file, log } = await savedLog('neuroshima-hex');
    const three = ['hell-hounds', 'troglodytes', 'hell-hounds'];
    const armies = await replayEdited(file, { ...log, options: { armies: three } });
    expect(refusal(armies.replayed)).toBe(
      `${placeOf(file, armies.text, 'armies')}: options.armies ${JSON.stringify(three)} (--armies ${three.join(',')}): ${await simulateSays('neuroshima-hex', '--armies', three.join(','))}`,
    );
    const teams = await replayEdited(file, { ...log, options: { ...log.options, teems: [1, 2] } });
    expect(refusal(teams.replayed)).toBe(
      `${placeOf(file, teams.text, 'teems')}: options.teems is no set-up option of neuroshima-hex (did you mean teams?); its options: armies, teams`,
    );
    const threePlayers = await replayEdited(file, { ...log, players: ['random', 'random', 'random'] });
    expect(refusal(threePlayers.replayed)).toBe(
      `${placeOf(file, threePlayers.text, 'players')}: "players" names 3 players; neuroshima-hex is played by 2 or 4 seats`,
    );
    const four = await replayEdited(file, { ...log, players: ['random', 'random', 'random', 'random'] });
    expect(refusal(four.replayed)).toBe(
      `${placeOf(file, four.text, 'players')}: "players" names 4 players, and the log's options set up 2 seats`,
    );
  }, 60_000);
});

describe('armory replay of a Shifting Hills log with its options edited', () => {
  it('a turn limit of 0, a misspelt option, a rule choice misspelt: one error each, as simulate says it', async () => {
    const { file, log } = await savedLog('shifting-hills');
    expect(log.options['turnLimit']).toBe(200);
    const zero = await replayEdited(file, { ...log, options: { ...log.options, turnLimit: 0 } });
    expect(refusal(zero.replayed)).toBe(
      `${placeOf(file, zero.text, 'turnLimit')}: options.turnLimit 0 (--turn-limit 0): ${await simulateSays('shifting-hills', '--turn-limit', '0')}`,
    );
    const misspelt = await replayEdited(file, { ...log, options: { ...log.options, turnLimt: 200 } });
    expect(refusal(misspelt.replayed)).toMatch(
      new RegExp(
        `^${placeOf(file, misspelt.text, 'turnLimt')}: options.turnLimt is no set-up option of shifting-hills \\(did you mean turnLimit\\?\\)`,
      ),
    );
    const choice = await replayEdited(file, { ...log, options: { ...log.options, knownForbiddenMove: 'refuze' } });
    expect(refusal(choice.replayed)).toBe(
      `${placeOf(file, choice.text, 'knownForbiddenMove')}: options.knownForbiddenMove "refuze" (--known-forbidden-move refuze): ${await simulateSays('shifting-hills', '--known-forbidden-move', 'refuze')}`,
    );
  }, 60_000);

  it('a log with its turn limit off and a rule option switched on replays as it was played (exit 0)', async () => {
    const { file, log } = await savedLog('shifting-hills', '--turn-limit', 'off', '--attacker-def-shields');
    expect(log.options['turnLimit']).toBeNull();
    const { replayed } = await replayEdited(file, log);
    expect(replayed.code).toBe(0);
  }, 60_000);

  it('one player for a game of 2 seats is refused at "players"', async () => {
    const { file, log } = await savedLog('shifting-hills');
    const { replayed, text } = await replayEdited(file, { ...log, players: ['random'] });
    expect(refusal(replayed)).toBe(`${placeOf(file, text, 'players')}: "players" names 1 player; shifting-hills is played by 2 seats`);
  }, 60_000);
});

describe('armory replay of a Hounds and Heroes log with its options edited', () => {
  it('5 seats, or a misspelt variant: the words simulate uses for --seats 5 and --variant', async () => {
    const { file, log } = await savedLog('hounds');
    const seats = await replayEdited(file, { ...log, options: { ...log.options, seats: 5 } });
    expect(refusal(seats.replayed)).toContain(`${placeOf(file, seats.text, 'seats')}: options.seats 5 (--seats 5): `);
    const variants = await replayEdited(file, { ...log, options: { ...log.options, variants: ['no-such-variant'] } });
    expect(refusal(variants.replayed)).toBe(
      `${placeOf(file, variants.text, 'variants')}: options.variants ["no-such-variant"] (--variant no-such-variant): ${await simulateSays('hounds', '--variant', 'no-such-variant')}`,
    );
  }, 60_000);

  it('a log of 3 seats replays as it was played (exit 0)', async () => {
    const { file, log } = await savedLog('hounds', '--seats', '3', '--players', 'random,random,random');
    const { replayed } = await replayEdited(file, log);
    expect(replayed.code).toBe(0);
  }, 60_000);
});

describe('armory replay of a log with its game or seed edited', () => {
  it('a game edited to another registered game: one line saying its content is none of that game (exit 1)', async () => {
    const { file, log } = await savedLog('hott');
    const parts = Object.keys((log['content'] as { parts: Record<string, string> }).parts);
    const { replayed } = await replayEdited(file, { ...log, game: 'shifting-hills' });
    expect(replayed).toEqual({
      code: 1,
      stdout: `replay refused: the log was played on content with no part of shifting-hills's (${parts.slice(0, 3).join(', ')}, ...): is its "game" the game it was played with? (--force tries anyway)\n`,
      stderr: '',
    });
  }, 60_000);

  it('a seed edited: the replay differs where the dice do (exit 1)', async () => {
    const { file, log } = await savedLog('hott');
    const { replayed } = await replayEdited(file, { ...log, seed: 4 });
    expect(replayed.code).toBe(1);
    expect(replayed.stderr).toBe('');
    expect(replayed.stdout).toMatch(/^replay differs at step \d+ \(.*\): event \d+ differs: expected .*, got .*\n$/);
  }, 60_000);
});

describe("a game's option fields", () => {
  // A game that reads its logs' options back names a field for each of its options, so an option added later is not
  // refused in every log that uses it.
  for (const module of games().filter((m) => m.optionFields))
    it(`${module.id}: every option of its own sets a field of the set-up options`, () => {
      const read = new Set(module.optionFields!.map((f) => f.option));
      expect(module.options.map((o) => o.name).filter((name) => !read.has(name))).toEqual([]);
    });
});
