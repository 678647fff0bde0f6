import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.testing.js';

// Each test checks what the one before it left: tests in a file run in order.
describe('tempFolder', () => {
  let made = '';

  it('makes a new empty folder in the temp folder, named from the prefix', () => {
    made = tempFolder('temp-folder-test-');
    expect(dirname(made)).toBe(tmpdir());
    expect(made).toMatch(/\/temp-folder-test-[^/]+$/);
    expect(readdirSync(made)).toEqual([]);
    writeFileSync(join(made, 'notes.txt'), 'written by the test');
  });

  it('removed that folder, with what the test wrote in it, when the test ended', () => {
    expect(made).not.toBe('');
    expect(existsSync(made)).toBe(false);
  });

  it.fails('is removed when its test fails too', () => {
    made = tempFolder('temp-folder-test-');
    throw new Error('this test fails on purpose');
  });

  it('removed the failed test’s folder', () => {
    expect(existsSync(made)).toBe(false);
  });
});

describe('tempFolder outside a test', () => {
  let thrown: unknown;
  let before: string[] = [];
  const outside = () => readdirSync(tmpdir()).filter((name) => name.startsWith('temp-folder-outside-'));
  beforeAll(() => {
    before = outside();
    try {
      tempFolder('temp-folder-outside-');
    } catch (error) {
      thrown = error;
    }
  });

  it('refuses, and makes nothing that no test would remove', () => {
    expect(String(thrown)).toMatch(/inside a test/);
    expect(outside()).toEqual(before);
  });
});
