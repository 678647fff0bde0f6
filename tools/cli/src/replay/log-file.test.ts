import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logShapeProblem, readLog } from './log-file.js';
import { tempFolder } from '../temp-folder.testing.js';

/** A whole log of a one-action game, as `armory simulate --save-log` writes one. */
const whole = {
  seatsFrom: 1,
  game: 'race',
  players: ['random', 'greedy'],
  options: { seats: 2 },
  seed: 'd:12',
  actions: [{ type: 'add', step: 3 }],
  events: [[{ type: 'won', seat: 1 }]],
  steps: 1,
  result: { over: true, winners: [1], draw: false },
  content: { hash: 'ab', parts: { rules: 'cd' } },
};

describe('logShapeProblem', () => {
  it('accepts a whole log', () => {
    expect(logShapeProblem(whole)).toBeNull();
  });

  it('names the first field a hand edit broke', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: 'x' }, '"content" must be the stamp of the content it was played on ({ hash, parts }), got "x"'],
      [{ content: null }, '"content" must be the stamp of the content it was played on ({ hash, parts }), got null'],
      [{ result: null }, `"result" must be the game's status at the end ({ over, ... }), got null`],
      [{ seed: null }, '"seed" must be a number or a text, got null'],
      [{ options: null }, '"options" must be the game\'s set-up options (an object), got null'],
      [{ options: [1] }, '"options" must be the game\'s set-up options (an object), got [1]'],
      [{ game: 5 }, `"game" must be a game's name, got 5`],
      [{ players: 5 }, '"players" must be a list of player names, got 5'],
      [{ actions: [{ type: 'add' }, null] }, 'action 2 must be an object with a "type", got null'],
      [{ actions: [5] }, 'action 1 must be an object with a "type", got 5'],
      [{ events: [5] }, 'the events of step 1 must be a list of objects, got 5'],
      [{ steps: '1' }, '"steps" must be the number of actions played, got "1"'],
    ];
    for (const [edit, problem] of cases) expect(logShapeProblem({ ...whole, ...edit })).toBe(problem);
  });

  it('lists every missing field at once, and refuses what is not an object', () => {
    expect(logShapeProblem({ game: 'race', actions: [], events: [] })).toBe('it lacks content, players, options, seed, steps, result');
    expect(logShapeProblem([])).toBe('it is not a JSON object');
    expect(logShapeProblem(null)).toBe('it is not a JSON object');
  });
});

describe('readLog', () => {
  it('says in words why a file is no log: missing, a folder, not JSON, broken', () => {
    const dir = tempFolder('armory-log-');
    expect(() => readLog(join(dir, 'none.json'))).toThrow(`cannot read log ${join(dir, 'none.json')}: no such file or folder`);
    expect(() => readLog(dir)).toThrow(`cannot read log ${dir}: it is a folder`);
    writeFileSync(join(dir, 'text.json'), 'not json\n');
    expect(() => readLog(join(dir, 'text.json'))).toThrow(
      `${join(dir, 'text.json')}:1:2: not JSON (unexpected token 'o'), so not a game log (logs come from armory simulate --save-log)`,
    );
    writeFileSync(join(dir, 'cut.json'), `${JSON.stringify(whole, null, 2).slice(0, 60)}\n`);
    const cut = JSON.stringify(whole, null, 2).slice(0, 60).split('\n');
    expect(() => readLog(join(dir, 'cut.json'))).toThrow(
      `${join(dir, 'cut.json')}:${cut.length}:${cut.at(-1)!.length + 1}: not JSON (the text ends before the JSON does), so not a game log`,
    );
    writeFileSync(join(dir, 'edited.json'), JSON.stringify({ ...whole, result: null }));
    expect(() => readLog(join(dir, 'edited.json'))).toThrow(
      `${join(dir, 'edited.json')} is not a whole game log: "result" must be the game's status at the end ({ over, ... }), got null (logs come from armory simulate --save-log)`,
    );
    writeFileSync(join(dir, 'whole.json'), JSON.stringify(whole));
    expect(readLog(join(dir, 'whole.json')).saved).toEqual(whole);
  });

  it('names where in the file a member of the log is, as file:line:column', () => {
    const file = join(tempFolder('armory-log-'), 'whole.json');
    writeFileSync(file, JSON.stringify(whole, null, 2));
    const log = readLog(file);
    expect(log.at(['options', 'seats'])).toBe(`${file}:9:5`);
    expect(log.at(['players'])).toBe(`${file}:4:3`);
    expect(log.at(['options', 'teams'])).toBe(file);
  });
});
