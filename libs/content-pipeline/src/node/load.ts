import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import type { SourceFile } from '../types.js';
import { hexByte, notUtf8At } from '../utf8.js';

/** `root`-relative posix path of an absolute path. */
export function workspacePath(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

/** True when `path` is `folder` or lies inside it (both real paths). */
function inside(folder: string, path: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : `${folder}${sep}`);
}

/** What a walk found, in order: a file to read, or a symlink it refused (at the link's own path) and why. */
interface Found {
  path: string;
  refused?: string;
}

/**
 * Files under `dir` whose names `keep` accepts, sorted. Symlinks are followed when they resolve inside `fence`
 * (a real path) and refused otherwise, so a link can neither hide a file nor smuggle one in from elsewhere.
 */
function walk(dir: string, keep: (name: string) => boolean, fence: Fence, out: Found[] = [], seen = new Set<string>()): Found[] {
  if (!existsSync(dir)) return out;
  const real = realpathSync(dir);
  if (seen.has(real)) return out; // a link back to a folder already walked would loop forever
  seen.add(real);
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = linkTarget(full, fence);
      if (typeof target === 'string') {
        if (isFolder(full) || keep(entry.name)) out.push({ path: full, refused: target });
      } else if (target.folder) walk(full, keep, fence, out, seen);
      else if (keep(entry.name)) out.push({ path: full });
      continue;
    }
    if (entry.isDirectory()) walk(full, keep, fence, out, seen);
    else if (entry.isFile() && keep(entry.name)) out.push({ path: full });
  }
  return out;
}

/** The folder symlinks must stay in: its real path, and its name for messages (`content/`). */
interface Fence {
  real: string;
  name: string;
}

function fenceOf(root: string, folder: string): Fence {
  const path = join(root, folder);
  return { real: existsSync(path) ? realpathSync(path) : path, name: `${folder}/` };
}

/** Where a symlink leads, when it may be followed; otherwise why not, in words. */
function linkTarget(link: string, fence: Fence): { folder: boolean } | string {
  let real: string;
  try {
    real = realpathSync(link);
  } catch {
    return `symlink leads to nothing (its target does not exist); remove it or point it at a file inside ${fence.name}`;
  }
  if (!inside(fence.real, real))
    return `symlink leads outside ${fence.name} (to ${real}); only links that stay inside ${fence.name} are followed`;
  return { folder: statSync(real).isDirectory() };
}

/**
 * Every `schemas/**\/*.json` under `root`, parsed, keyed by workspace path. A schema that is not valid JSON is left
 * out and reported into `problems` (when given) instead of throwing.
 */
export function loadSchemas(root: string, problems: Diagnostic[] = []): Record<string, object> {
  const schemas: Record<string, object> = {};
  const dir = join(root, 'schemas');
  const found = walk(dir, (n) => n.endsWith('.json'), fenceOf(root, 'schemas'));
  for (const { path: file, refused } of found) {
    const path = workspacePath(root, file);
    if (refused) {
      problems.push({ file: path, line: 1, column: 1, pointer: '', message: refused, rule: 'symlink', severity: 'error', frame: '' });
      continue;
    }
    try {
      schemas[path] = JSON.parse(readFileSync(file, 'utf8')) as object;
    } catch (error) {
      problems.push({
        file: path,
        line: 1,
        column: 1,
        pointer: '',
        message: `schema is not valid JSON: ${(error as Error).message}`,
        rule: 'schema-file',
        severity: 'error',
        frame: '',
      });
    }
  }
  return schemas;
}

/** The game folders under `root/content`, by name (a symlinked folder counts; `loadGameFiles` judges where it leads). */
export function listGames(root: string): string[] {
  const dir = join(root, 'content');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && (e.isDirectory() || (e.isSymbolicLink() && isFolder(join(dir, e.name)))))
    .map((e) => e.name)
    .sort();
}

/** One file's text, and why it cannot be read as UTF-8 when it cannot. */
function readSource(root: string, file: string): SourceFile {
  const bytes = readFileSync(file);
  // Lossy decoding keeps the lines, so the code frame can still show where the bad byte sits.
  const source: SourceFile = { path: workspacePath(root, file), text: bytes.toString('utf8') };
  const bad = notUtf8At(bytes);
  if (bad) {
    const message = `file is not UTF-8 (byte ${hexByte(bad.byte)} at ${bad.line}:${bad.column}); save it as UTF-8`;
    source.unreadable = { message, rule: 'not-utf8', line: bad.line, column: bad.column };
  }
  return source;
}

/**
 * Every YAML file of one game (`content/<game>/**\/*.yaml`), read as UTF-8 text. A symlink inside content/ is
 * followed; one that leads outside content/ (or nowhere) comes back as a file that cannot be read, saying why.
 */
export function loadGameFiles(root: string, game: string): SourceFile[] {
  if (!existsSync(join(root, 'content'))) return [];
  const fence = fenceOf(root, 'content');
  const gameDir = join(root, 'content', game);
  if (lstatSync(gameDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
    const target = linkTarget(gameDir, fence);
    if (typeof target === 'string') return [refusedFile(root, gameDir, target)];
  }
  return walk(gameDir, (n) => /\.ya?ml$/.test(n), fence).map(({ path, refused }) =>
    refused ? refusedFile(root, path, refused) : readSource(root, path),
  );
}

function refusedFile(root: string, link: string, message: string): SourceFile {
  return { path: workspacePath(root, link), text: '', unreadable: { message, rule: 'symlink', line: 1, column: 1 } };
}

/** True when `path` exists and is a folder. */
export function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}
