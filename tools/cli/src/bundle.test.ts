import { describe, expect, it } from 'vitest';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain JavaScript without types (bin/ runs before any TypeScript can load)
import { bundleIsFresh } from '../bin/bundle-fresh.js';
import { tempFolder } from './temp-folder.testing.js';

describe('the bundled CLI', () => {
  it('runs only while no file it was made from is newer than the bundle', () => {
    const repo = tempFolder('armory-bundle-');
    mkdirSync(join(repo, 'src'));
    mkdirSync(join(repo, 'dist'));
    const url = (p: string) => pathToFileURL(join(repo, p));
    const at = (p: string, seconds: number) => utimesSync(join(repo, p), seconds, seconds);
    writeFileSync(join(repo, 'src/a.ts'), 'a');
    writeFileSync(join(repo, 'src/b.ts'), 'b');
    writeFileSync(join(repo, 'dist/armory.mjs'), '');
    writeFileSync(join(repo, 'dist/inputs.json'), JSON.stringify(['src/a.ts', 'src/b.ts']));
    at('src/a.ts', 1000);
    at('src/b.ts', 1000);
    at('dist/armory.mjs', 2000);
    const fresh = () => bundleIsFresh(url('dist/armory.mjs'), url('dist/inputs.json'), pathToFileURL(`${repo}/`));
    expect(fresh()).toBe(true);
    at('src/b.ts', 3000); // an edited source
    expect(fresh()).toBe(false);
    at('src/b.ts', 1000);
    writeFileSync(join(repo, 'dist/inputs.json'), JSON.stringify(['src/a.ts', 'src/gone.ts'])); // a deleted source
    expect(fresh()).toBe(false);
    writeFileSync(join(repo, 'dist/inputs.json'), '[]');
    expect(fresh()).toBe(false);
    expect(bundleIsFresh(url('dist/missing.mjs'), url('dist/inputs.json'), pathToFileURL(`${repo}/`))).toBe(false);
  });
});
