import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import type { SourceFile } from '../types.js';

/** `root`-relative posix path of an absolute path. */
export function workspacePath(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (entry.isFile() && keep(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Every `schemas/**\/*.json` under `root`, parsed, keyed by workspace path. A schema that is not valid JSON is left
 * out and reported into `problems` (when given) instead of throwing.
 */
export function loadSchemas(root: string, problems: Diagnostic[] = []): Record<string, object> {
  const schemas: Record<string, object> = {};
  for (const file of walk(join(root, 'schemas'), (n) => n.endsWith('.json'))) {
    const path = workspacePath(root, file);
    try {
      schemas[path] = JSON.parse(readFileSync(file, 'utf8')) as object;
    } catch (error) {
      problems.push({ file: path, line: 1, column: 1, pointer: '', message: `schema is not valid JSON: ${(error as Error).message}`, rule: 'schema-file', severity: 'error', frame: '' });
    }
  }
  return schemas;
}

/** The game folders under `root/content`, by name. */
export function listGames(root: string): string[] {
  const dir = join(root, 'content');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

/** Every YAML file of one game (`content/<game>/**\/*.yaml`), read as UTF-8 text. */
export function loadGameFiles(root: string, game: string): SourceFile[] {
  return walk(join(root, 'content', game), (n) => /\.ya?ml$/.test(n)).map((file) => ({
    path: workspacePath(root, file),
    // Invalid UTF-8 becomes U+FFFD here, which the parser reports as "not text" rather than guessing.
    text: readFileSync(file).toString('utf8'),
  }));
}

/** True when `path` exists and is a folder. */
export function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}
