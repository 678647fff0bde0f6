import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { whyUnreadable } from './unreadable.js';
import { tempFolder } from './temp-folder.testing.js';

/** The error reading `path` throws. */
function readError(path: string): unknown {
  try {
    readFileSync(path);
  } catch (error) {
    return error;
  }
  throw new Error(`${path} could be read`);
}

describe('whyUnreadable', () => {
  it('names the missing target of a link', () => {
    const dir = tempFolder('armory-unreadable-');
    const link = join(dir, 'a.yaml');
    symlinkSync('gone.yaml', link);
    expect(whyUnreadable(link, readError(link))).toBe('is a link to a missing file (gone.yaml)');
  });

  it('says other reasons in words, not error codes', () => {
    const dir = tempFolder('armory-unreadable-');
    expect(whyUnreadable(dir, readError(dir))).toBe('cannot be read: it is a folder');
    const missing = join(dir, 'none.yaml');
    expect(whyUnreadable(missing, readError(missing))).toBe('cannot be read: no such file');
  });
});
