import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './boundaries.js';
import { lockfileMismatches } from './lockfile.js';
import { tempFolder } from './temp-folder.testing.js';

const root = workspaceRoot(import.meta.dirname);

/** A copy of the repo's package.json files and lockfile only, to change one range in. */
function copyOfManifests(): string {
  const dir = tempFolder('lockfile-');
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  cpSync(join(root, 'package.json'), join(dir, 'package.json'));
  cpSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
  for (const path of Object.keys(lock.packages).filter((p) => p !== '' && !p.includes('node_modules'))) {
    mkdirSync(join(dir, path), { recursive: true });
    cpSync(join(root, path, 'package.json'), join(dir, path, 'package.json'));
  }
  return dir;
}

function edit(file: string, change: (json: Record<string, Record<string, string>>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

describe('the lockfile against the package.json files', () => {
  it('agrees on this tree, so a fresh npm install leaves it clean', () => {
    expect(lockfileMismatches(root)).toEqual([]);
  });

  it("names a workspace's range that the lockfile does not have", () => {
    const dir = copyOfManifests();
    edit(join(dir, 'tools/cli/package.json'), (json) => {
      json['dependencies']!['esbuild'] = '^0.28.2';
    });
    const found = lockfileMismatches(dir);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^tools\/cli\/package\.json: dependencies\.esbuild is '\^0\.28\.2' in package\.json but '~0\.28\.2' in package-lock\.json$/,
    );
  });

  it("names a root range, and a workspace dependency the lockfile's entry lacks", () => {
    const dir = copyOfManifests();
    edit(join(dir, 'package.json'), (json) => {
      json['devDependencies']!['vitest'] = '^1.0.0';
    });
    edit(join(dir, 'libs/engine/package.json'), (json) => {
      json['dependencies'] = { ...json['dependencies'], 'left-pad': '1.3.0' };
    });
    expect(lockfileMismatches(dir)).toEqual([
      expect.stringMatching(/^package\.json: devDependencies\.vitest is '\^1\.0\.0' in package\.json but '.+' in package-lock\.json$/),
      "libs/engine/package.json: dependencies.left-pad is '1.3.0' in package.json but nothing in package-lock.json",
    ]);
  });

  it('names a workspace the lockfile has no entry for', () => {
    const dir = copyOfManifests();
    mkdirSync(join(dir, 'tools/newcomer'));
    writeFileSync(join(dir, 'tools/newcomer/package.json'), JSON.stringify({ name: '@armory/newcomer' }));
    expect(lockfileMismatches(dir)).toEqual([
      'tools/newcomer/package.json: package-lock.json has no entry "tools/newcomer"; run npm install at the root',
    ]);
  });
});
