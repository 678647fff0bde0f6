import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolders, writeFiles } from './folders.js';
import { tempFolder } from './temp-folder.testing.js';

describe('makeFolders', () => {
  it('makes every missing folder down to the one asked for, and accepts one already there', () => {
    const root = tempFolder('armory-folders-');
    makeFolders(join(root, 'a', 'b', 'c'));
    expect(statSync(join(root, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(() => makeFolders(join(root, 'a', 'b'))).not.toThrow();
  });

  it('fails, rather than loop, where a folder cannot be made', () => {
    const root = tempFolder('armory-folders-');
    writeFileSync(join(root, 'file'), '');
    expect(() => makeFolders(join(root, 'file', 'x'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  it.runIf(existsSync('/proc/self'))('fails under /proc, where recursive mkdirSync never returns', () => {
    expect(() => makeFolders('/proc/armory-no-such/x')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});

describe('writeFiles', () => {
  it('writes each file into the folder, made if missing, and returns their paths', () => {
    const dir = join(tempFolder('armory-folders-'), 'out', 'odds');
    expect(writeFiles(dir, { 'a.csv': 'x,y\n', 'a.html': '<p>' })).toEqual([join(dir, 'a.csv'), join(dir, 'a.html')]);
    expect(readFileSync(join(dir, 'a.csv'), 'utf8')).toBe('x,y\n');
    expect(readdirSync(dir).sort()).toEqual(['a.csv', 'a.html']);
  });
});
