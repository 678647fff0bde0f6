import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLayout } from './package-layout.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const rules = { kind: 'rules', type: 'Rules', shape: 'single', description: 'The base rules.' };

function workspaceWith(exportsJson: string): string {
  root = mkdtempSync(join(tmpdir(), 'pipeline-layout-'));
  mkdirSync(join(root, 'libs/content/race'), { recursive: true });
  writeFileSync(join(root, 'libs/content/race/exports.json'), exportsJson);
  return root;
}

describe('readLayout', () => {
  it("reads a game's exports.json and leaves its $comment out", () => {
    workspaceWith(JSON.stringify({ $comment: 'What the package exports.', rules }));
    expect(readLayout(root, 'race')).toEqual({ rules });
  });

  it('throws a SyntaxError for a file that is not JSON, and a file-system error for a missing one', () => {
    workspaceWith('{ "rules": ');
    expect(() => readLayout(root, 'race')).toThrow(SyntaxError);
    expect(() => readLayout(root, 'chess')).toThrow(/ENOENT/);
  });
});
