import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ioProblem } from './io-errors.js';

const failure = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
};

describe('ioProblem', () => {
  it('says in words why a file could not be read', () => {
    expect(ioProblem(failure(() => readFileSync(join(tmpdir(), 'armory-no-such-file'))))).toBe('no such file or folder');
    expect(ioProblem(failure(() => readFileSync(tmpdir())))).toBe('it is a folder');
  });

  it('falls back to the code, or the message of an error without one', () => {
    expect(ioProblem(Object.assign(new Error('x'), { code: 'EXDEV' }))).toBe('EXDEV');
    expect(ioProblem(new Error('plain'))).toBe('plain');
  });
});
