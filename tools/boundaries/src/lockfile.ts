/**
 * Whether package-lock.json agrees with every workspace package.json about what each depends on. When they differ,
 * a fresh `npm install` rewrites the lockfile and leaves the tree dirty, so the mismatch is caught here first.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { workspacePackages } from './boundaries.js';

/** The dependency lists npm copies from a package.json into its lockfile entry. */
const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

type Ranges = Partial<Record<(typeof KINDS)[number], Record<string, string>>>;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** How `declared` (a package.json) and `locked` (its lockfile entry) differ, one line per dependency. */
function differences(where: string, declared: Ranges, locked: Ranges): string[] {
  const found: string[] = [];
  for (const kind of KINDS) {
    const mine = declared[kind] ?? {};
    const lock = locked[kind] ?? {};
    for (const name of new Set([...Object.keys(mine), ...Object.keys(lock)])) {
      if (mine[name] === lock[name]) continue;
      const say = (range: string | undefined) => (range === undefined ? 'nothing' : `'${range}'`);
      found.push(`${where}: ${kind}.${name} is ${say(mine[name])} in package.json but ${say(lock[name])} in package-lock.json`);
    }
  }
  return found;
}

/**
 * Every way package-lock.json under `root` disagrees with the root package.json (its `packages[""]`) and each
 * workspace package.json (its `packages["<dir>"]`); empty when `npm install` would leave both as they are.
 */
export function lockfileMismatches(root: string): string[] {
  const lock = readJson(join(root, 'package-lock.json')) as { packages?: Record<string, Ranges> };
  const entries = lock.packages ?? {};
  const found = differences('package.json', readJson(join(root, 'package.json')) as Ranges, entries[''] ?? {});
  for (const pkg of workspacePackages(root)) {
    const dir = relative(root, pkg.dir).split(sep).join('/');
    const entry = entries[dir];
    if (!entry) {
      found.push(`${dir}/package.json: package-lock.json has no entry "${dir}"; run npm install at the root`);
      continue;
    }
    found.push(...differences(`${dir}/package.json`, readJson(join(pkg.dir, 'package.json')) as Ranges, entry));
  }
  return found;
}
