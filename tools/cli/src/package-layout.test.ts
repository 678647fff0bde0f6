import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackageLayout } from './package-layout.js';
import { tempFolder } from './temp-folder.testing.js';

describe('readPackageLayout', () => {
  it('reads a layout, and names the file when it is not JSON', async () => {
    const root = tempFolder('armory-layout-');
    mkdirSync(join(root, 'libs/content/race'), { recursive: true });
    const rules = { kind: 'rules', type: 'Rules', shape: 'single', description: 'd' };
    writeFileSync(join(root, 'libs/content/race/exports.json'), JSON.stringify({ rules }));
    expect(await readPackageLayout(root, 'race')).toEqual({ layout: { rules } });
    writeFileSync(join(root, 'libs/content/race/exports.json'), '{ "rules": ');
    expect(await readPackageLayout(root, 'race')).toEqual({
      problem: expect.stringMatching(/^libs\/content\/race\/exports\.json is not valid JSON: /),
    });
  });
});
