import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { battleCommand } from './battle.js';

const values = { armies: undefined, battlefield: undefined, seed: '1', players: 'random,random', out: 'elsewhere' };

describe('armory hott battle', () => {
  it('makes or refuses the output folder before playing, so a wrong -o is told at once', async () => {
    const asked: Array<Record<string, string>> = [];
    const said: string[] = [];
    const io = {
      root: '.',
      isTTY: false,
      out: (text: string) => said.push(text),
      err: (text: string) => said.push(text),
      writeFiles(_dir: string, files: Record<string, string>) {
        asked.push(files);
        throw new Error('it is a file, not a folder');
      },
    };
    expect(await battleCommand.run(values, io, content, [])).toBe(2);
    // The only write asked for is the empty one that makes the folder: no page, so no battle was played.
    expect(asked).toEqual([{}]);
    expect(said).toEqual(['armory hott battle: cannot write to elsewhere: it is a file, not a folder\n']);
  });
});

describe('armory hott battle --help', () => {
  it('lists every exit status the command can end with, invalid content (1) among them', () => {
    expect(battleCommand.exitStatus).toBe('0 done, 1 invalid content, 2 usage or I/O error.');
  });
});
