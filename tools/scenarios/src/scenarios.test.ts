import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createValidator } from '@armory/content-pipeline';
import { loadGameFiles, loadSchemas } from '@armory/content-pipeline/node';
import { registerGame, unregisterGame } from '@armory/registry';
import {
  checkReferences,
  findScenarioFiles,
  MissingPathError,
  placedProblem,
  readScenarioFile,
  runScenarioFile,
  type ScenarioChecks,
} from './index.js';
import { raceModule, raceRunnersSchema, raceScenarioSchema, type RaceContent } from './fixture-game.testing.js';
import { tempFolder } from './temp-folder.testing.js';

const repo = join(import.meta.dirname, '..', '..', '..');
const content: RaceContent = { runners: ['hare', 'tortoise'], finish: 5 };
const modeline = '# yaml-language-server: $schema=../../schemas/fixture-race/scenario.schema.json\n';
const good = `${modeline}id: hare-wins
title: The hare crosses the finish
rules: [finish]
runners: [hare, tortoise]
at: [4, 0]
actions:
  - { type: run, steps: 1 }
expect:
  events:
    - { type: ran, seat: 1, to: 5 }
  winner: 1
  pending: { seat: null, actions: [] }
  zones:
    - { zone: track, seat: 1, size: 5 }
`;

let root: string;
let checks: ScenarioChecks;
/** Writes a scenario file; its id becomes the file's name, as every scenario's must, unless `keepId`. */
const write = (name: string, text: string, keepId = false) => {
  const path = join(root, 'games', 'race', name);
  writeFileSync(path, keepId ? text : text.replace('id: hare-wins', `id: ${name.replace(/\.yaml$/, '')}`));
  return path;
};

beforeAll(() => {
  registerGame(raceModule);
  root = mkdtempSync(join(tmpdir(), 'armory-scenarios-'));
  cpSync(join(repo, 'schemas', 'common'), join(root, 'schemas', 'common'), { recursive: true });
  mkdirSync(join(root, 'schemas', 'fixture-race'));
  writeFileSync(join(root, 'schemas', 'fixture-race', 'scenario.schema.json'), JSON.stringify(raceScenarioSchema));
  writeFileSync(join(root, 'schemas', 'fixture-race', 'runners.schema.json'), JSON.stringify(raceRunnersSchema));
  mkdirSync(join(root, 'content', 'fixture-race'), { recursive: true });
  writeFileSync(
    join(root, 'content', 'fixture-race', 'runners.yaml'),
    '# yaml-language-server: $schema=../../schemas/fixture-race/runners.schema.json\nrunners: [hare, tortoise]\n',
  );
  mkdirSync(join(root, 'games', 'race'), { recursive: true });
  const validator = createValidator(loadSchemas(root));
  expect(validator.schemaProblems).toEqual([]);
  checks = { root, validator, contentFiles: (game) => loadGameFiles(root, game) };
});
afterAll(() => {
  unregisterGame(raceModule.id);
  rmSync(root, { recursive: true, force: true });
});

describe('a scenario file of a registered game', () => {
  it('reads, names its game and runs', () => {
    const read = readScenarioFile(write('good.yaml', good), checks);
    expect(read.problems).toEqual([]);
    expect(read.file).toBe('games/race/good.yaml');
    expect(read.game?.id).toBe('fixture-race');
    expect(checkReferences(read, content)).toEqual([]);
    const result = runScenarioFile(read, content);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('shows expected vs actual when an expectation fails', () => {
    const read = readScenarioFile(write('wrong.yaml', good.replace('winner: 1', 'winner: 2')), checks);
    expect(runScenarioFile(read, content).failures).toEqual(['expected winner seat 2, got seat 1 (finish)']);
  });

  it('refuses seat 0 (seats count from 1) with one problem at its line and column', () => {
    const read = readScenarioFile(write('zero.yaml', good.replace('winner: 1', 'winner: 0')), checks);
    expect(read.scenario).toBeUndefined();
    expect(read.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      "games/race/zero.yaml:12:11 race scenario 'zero': expect, winner must be a seat counted from 1 (1 = the first player), draw or none, got 0",
    ]);
  });

  it('places an impossible set-up the game reports where it is', () => {
    const read = readScenarioFile(write('setup.yaml', good.replace('at: [4, 0]', 'at: [4, 0, 1]')), checks);
    const result = runScenarioFile(read, content);
    expect(result.failures).toEqual(['set-up: at: give one place per runner (2), got 3']);
    const p = placedProblem(read, result);
    expect(p && `${p.file}:${p.line}:${p.column} ${p.message}`).toBe(
      'games/race/setup.yaml:6:5 set-up: at: give one place per runner (2), got 3',
    );
    expect(
      placedProblem(
        readScenarioFile(write('fine.yaml', good), checks),
        runScenarioFile(readScenarioFile(write('fine.yaml', good), checks), content),
      ),
    ).toBeUndefined();
  });

  it("names a wrong seat in the game's own word for a seat (its module's seatWord)", () => {
    raceModule.seatWord = 'runner';
    try {
      const read = readScenarioFile(write('zero-word.yaml', good.replace('seat: 1, to: 5', 'seat: 0, to: 5')), checks);
      expect(read.problems.map((p) => p.message)).toEqual([
        'expect.events item 1: seat: runners count from 1 (1 is the first player), got 0',
      ]);
    } finally {
      delete raceModule.seatWord;
    }
  });

  it("refuses seat 0 in a game's seat field of an event or action at its line and column, one problem each", () => {
    const text = good.replace('seat: 1, to: 5', 'seat: 0, to: 5');
    const read = readScenarioFile(write('zero-event.yaml', text), checks);
    expect(read.scenario).toBeUndefined();
    expect(read.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.rule}]`)).toEqual([
      'games/race/zero-event.yaml:11:26 expect.events item 1: seat: seats count from 1 (1 is the first player), got 0 [seat]',
    ]);
    expect(read.problems[0]!.frame).toContain('> 11 |     - { type: ran, seat: 0, to: 5 }');
  });

  it('needs the id to be the file name, and says so at the id', () => {
    const read = readScenarioFile(write('named.yaml', good, true), checks);
    expect(read.scenario).toBeUndefined();
    expect(read.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.rule}]`)).toEqual([
      "games/race/named.yaml:2:5 the id must be the file name without .yaml: 'named', got 'hare-wins' [id]",
    ]);
    expect(readScenarioFile(write('hare-wins.yaml', good, true), checks).problems).toEqual([]);
  });

  it('places an action refused that no refusal expected at the action, as the only problem', () => {
    const text = good.replace('  - { type: run, steps: 1 }', '  - { type: run, steps: 3 }\n  - { type: run, steps: 1 }');
    const read = readScenarioFile(write('refused.yaml', text), checks);
    const result = runScenarioFile(read, content);
    expect(result.failures).toEqual(['action 1 was refused: illegal action run {steps: 3}: a runner runs 1 or 2 steps']);
    const p = placedProblem(read, result);
    expect(p && `${p.file}:${p.line}:${p.column} ${p.message} [${p.rule}]`).toBe(
      'games/race/refused.yaml:8:5 action 1 was refused: illegal action run {steps: 3}: a runner runs 1 or 2 steps [action]',
    );
  });

  it('reports a shape error through the pipeline, at the line and column of the mistake', () => {
    const read = readScenarioFile(write('bad.yaml', good.replace('  winner: 1', '  winer: 1')), checks);
    expect(read.scenario).toBeUndefined();
    expect(read.problems).toHaveLength(1);
    const [p] = read.problems;
    expect(`${p!.file}:${p!.line}:${p!.column}`).toBe('games/race/bad.yaml:12:3');
    expect(p!.message).toContain("'winer'");
    expect(p!.frame).toContain('> 12 |   winer: 1');
  });

  it('reports a YAML syntax error with its position', () => {
    const read = readScenarioFile(write('syntax.yaml', `${modeline}id: x\ntitle: [unclosed\n`), checks);
    expect(read.problems.length).toBeGreaterThan(0);
    expect(read.problems[0]!.file).toBe('games/race/syntax.yaml');
    expect(read.problems[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('reports a name the content lacks at its place, with a suggestion', () => {
    const read = readScenarioFile(write('typo.yaml', good.replace('runners: [hare, tortoise]', 'runners: [hare, tortise]')), checks);
    expect(read.problems).toEqual([]);
    const problems = checkReferences(read, content);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      "games/race/typo.yaml:5:17 'tortise' is not a runner (did you mean 'tortoise'?); known: hare, tortoise",
    ]);
    expect(problems[0]!.frame).toContain('> 5 | runners: [hare, tortise]');
  });

  it("checks an x-ref of the scenario schema against the ids its game's content declares", () => {
    expect(readScenarioFile(write('fav.yaml', good.replace('at: [4, 0]', 'favourite: tortoise\nat: [4, 0]')), checks).problems).toEqual([]);
    const read = readScenarioFile(write('fav-typo.yaml', good.replace('at: [4, 0]', 'favourite: tortise\nat: [4, 0]')), checks);
    expect(read.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.rule}`)).toEqual(['games/race/fav-typo.yaml:6:12 unresolved-ref']);
    expect(read.problems[0]!.message).toContain("unknown id 'tortise' in runner-ids (did you mean 'tortoise'?)");
  });

  it("names an unknown id written twice once, listing both places by the file's own name", () => {
    const text = good.replace('at: [4, 0]', 'favourite: turtle\nrivals: [turtle]\nat: [4, 0]');
    const read = readScenarioFile(write('turtle.yaml', text), checks);
    expect(read.problems.map((p) => [p.file, p.line, p.message])).toEqual([
      [
        'games/race/turtle.yaml',
        6,
        "race scenario 'turtle': favourite: unknown id 'turtle' in runner-ids, named in 2 places: games/race/turtle.yaml:6:12, 7:10; known: hare, tortoise",
      ],
    ]);
    expect(read.problems[0]!.places?.map((p) => p.file)).toEqual(['games/race/turtle.yaml', 'games/race/turtle.yaml']);
  });

  it('needs a modeline naming a registered game with scenario hooks', () => {
    const none = readScenarioFile(write('none.yaml', good.slice(modeline.length)), checks);
    expect(none.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      "1:1 the first line must name the game's scenario schema, like '# yaml-language-server: $schema=../../../../schemas/<game>/scenario.schema.json'",
    ]);
    const other = readScenarioFile(write('other.yaml', good.replace('fixture-race', 'no-such-game')), checks);
    expect(other.problems[0]!.message).toMatch(/^the modeline names game 'no-such-game', which is not registered; known: .*fixture-race/);
  });

  it('names a file outside the workspace by its path, and checks it all the same', () => {
    const outside = tempFolder('armory-outside-');
    const path = join(outside, 'bad.yaml');
    writeFileSync(path, good.replace('  winner: 1', '  winer: 1'));
    const read = readScenarioFile(path, checks);
    expect(read.problems[0]!.file).toBe(path);
    expect(read.problems[0]!.line).toBe(12);
  });
});

describe('findScenarioFiles', () => {
  it('finds *.yaml under folders, sorted, and takes files named outright', () => {
    write('b.yaml', good);
    write('a.yaml', good);
    write('notes.txt', 'not a scenario');
    const found = findScenarioFiles([join(root, 'games')]);
    expect(found.map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual(expect.arrayContaining(['a.yaml', 'b.yaml']));
    expect(found.some((f) => f.endsWith('notes.txt'))).toBe(false);
    expect(found).toEqual([...found].sort());
    expect(findScenarioFiles([join(root, 'games', 'race', 'notes.txt')])).toHaveLength(1);
  });

  it('searches each real folder once: a link looping back to a folder above is not followed', () => {
    const loop = tempFolder('armory-loop-');
    symlinkSync(loop, join(loop, 'self'));
    expect(findScenarioFiles([loop])).toEqual([]);
    writeFileSync(join(loop, 'a.yaml'), good);
    expect(findScenarioFiles([loop])).toEqual([join(loop, 'a.yaml')]);
  });

  it('keeps a link to a missing file, which reading then reports as unreadable', () => {
    const dir = tempFolder('armory-dangling-');
    writeFileSync(join(dir, 'a.yaml'), good);
    symlinkSync(join(dir, 'moved.yaml'), join(dir, 'b.yaml'));
    // Only scenario names: a dangling link to notes is no scenario, unless named.
    symlinkSync(join(dir, 'gone.txt'), join(dir, 'notes.txt'));
    expect(findScenarioFiles([dir])).toEqual([join(dir, 'a.yaml'), join(dir, 'b.yaml')]);
    expect(findScenarioFiles([join(dir, 'notes.txt')])).toEqual([join(dir, 'notes.txt')]);
    const read = readScenarioFile(join(dir, 'b.yaml'), checks);
    expect(read.unreadable).toBe(true);
    expect(read.problems.map((d) => [d.message, d.rule])).toEqual([[`is a link to a missing file (${join(dir, 'moved.yaml')})`, 'io']]);
  });

  it('throws MissingPathError for a path that does not exist', () => {
    expect(() => findScenarioFiles([join(root, 'nowhere')])).toThrow(MissingPathError);
  });
});
