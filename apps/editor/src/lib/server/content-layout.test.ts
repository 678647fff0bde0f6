import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentLayout } from './content-layout.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const rules = { kind: 'rules', type: 'Rules', shape: 'single', description: 'The base rules.' };

describe('contentLayout', () => {
  it("reads the game's exports.json, and gives undefined for a game without one", () => {
    root = mkdtempSync(join(tmpdir(), 'editor-layout-'));
    mkdirSync(join(root, 'libs/content/race'), { recursive: true });
    writeFileSync(join(root, 'libs/content/race/exports.json'), JSON.stringify({ $comment: 'c', rules }));
    expect(contentLayout(root, 'race')).toEqual({ rules });
    expect(contentLayout(root, 'chess')).toBeUndefined();
  });

  it('gives undefined for an exports.json that is not JSON, so previews go without content', () => {
    root = mkdtempSync(join(tmpdir(), 'editor-layout-'));
    mkdirSync(join(root, 'libs/content/race'), { recursive: true });
    writeFileSync(join(root, 'libs/content/race/exports.json'), '{ "rules": ');
    expect(contentLayout(root, 'race')).toBeUndefined();
  });
});
