/**
 * The source folders the editor's build is made from, so `armory start` rebuilds it when any of them changed:
 * apps/editor/src and the src/ of every workspace package it depends on, directly or not (the registry brings
 * every game and the engine). Found through the packages' package.json dependencies, so a new game or library
 * needs no list kept here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  workspaces?: string[];
}

const manifest = (folder: string): Manifest => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;

/** Each workspace package's folder (relative to `repo`), by package name; `libs/games/*` patterns are expanded. */
function workspacePackages(repo: string): Map<string, string> {
  const folders = (manifest(repo).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return existsSync(join(repo, parent)) ? readdirSync(join(repo, parent)).map((name) => `${parent}/${name}`) : [];
  });
  const byName = new Map<string, string>();
  for (const folder of folders) {
    if (!existsSync(join(repo, folder, 'package.json'))) continue;
    const name = manifest(join(repo, folder)).name;
    if (name) byName.set(name, folder);
  }
  return byName;
}

/** The src/ folders (relative to `repo`) of the package in `start` and every workspace package it depends on. */
export function sourceFolders(repo: string, start: string): string[] {
  const packages = workspacePackages(repo);
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
    for (const dependency of Object.keys(manifest(join(repo, folder)).dependencies ?? {})) {
      const found = packages.get(dependency);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return [...seen].map((folder) => `${folder}/src`).filter((src) => existsSync(join(repo, src)));
}
