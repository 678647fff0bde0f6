import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolders } from './folders.js';

describe('makeFolders', () => {
  it('makes every missing folder down to the one asked for, and accepts one already there', () => {
    const root = mkdtempSync(join(tmpdir(), 'armory-folders-'));
    makeFolders(join(root, 'a', 'b', 'c'));
    expect(statSync(join(root, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(() => makeFolders(join(root, 'a', 'b'))).not.toThrow();
  });

  it('fails, rather than loop, where a folder cannot be made', () => {
    const root = mkdtempSync(join(tmpdir(), 'armory-folders-'));
    writeFileSync(join(root, 'file'), '');
    expect(() => makeFolders(join(root, 'file', 'x'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  it.runIf(existsSync('/proc/self'))('fails under /proc, where recursive mkdirSync never returns', () => {
    expect(() => makeFolders('/proc/armory-no-such/x')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
