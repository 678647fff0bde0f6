import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLogPath } from './log-file.js';
import { tempFolder } from '../temp-folder.testing.js';

describe('checkLogPath', () => {
  it('accepts a new or existing file in a writable folder, and refuses a folder, a missing folder or a file as folder', () => {
    const dir = tempFolder('armory-log-path-');
    expect(() => checkLogPath(join(dir, 'new.json'), 'new.json')).not.toThrow();
    writeFileSync(join(dir, 'old.json'), '{}');
    expect(() => checkLogPath(join(dir, 'old.json'), 'old.json')).not.toThrow();
    expect(() => checkLogPath(dir, 'd')).toThrow('cannot write --save-log d: it is a folder');
    expect(() => checkLogPath(join(dir, 'no', 'x.json'), 'no/x.json')).toThrow(
      `cannot write --save-log no/x.json: no folder ${join(dir, 'no')}`,
    );
    expect(() => checkLogPath(join(dir, 'old.json', 'x.json'), 'old.json/x.json')).toThrow(
      `cannot write --save-log old.json/x.json: ${join(dir, 'old.json')} is not a folder`,
    );
  });

  it('leaves no file behind for a new path, and an existing file as it was', () => {
    const dir = tempFolder('armory-log-path-');
    checkLogPath(join(dir, 'new.json'), 'new.json');
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(join(dir, 'old.json'), '{"kept":true}');
    checkLogPath(join(dir, 'old.json'), 'old.json');
    expect(readFileSync(join(dir, 'old.json'), 'utf8')).toBe('{"kept":true}');
  });

  // Permissions do not tell whether a folder takes new files (root passes them all): /proc never does.
  it.runIf(existsSync('/proc/self'))('refuses a folder that takes no new files, whoever runs it', () => {
    expect(() => checkLogPath('/proc/armory-log.json', 'x.json')).toThrow('cannot write --save-log x.json: /proc takes no new files');
  });
});
