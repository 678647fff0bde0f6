/**
 * A scratch copy of the workspace for trying `armory new game` as a user would (never in the real tree). The copy
 * shares the real third-party node_modules through links, and its own @armory packages are linked as
 * `npm install` links them. Tests only.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { repoRoot } from '../root.js';

/** What a command printed and how it ended. */
export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ScratchWorkspace {
  root: string;
  /** Runs a program with Node in `cwd` (default the copy's root). */
  node(args: string[], cwd?: string): Ran;
  /** Runs a program on PATH (npm) in `cwd`. */
  program(name: string, args: string[], cwd?: string): Ran;
  /** The copy's own `armory`, from its sources. */
  armory(...args: string[]): Ran;
  /** A third-party tool's entry in the real node_modules, e.g. `vitest/vitest.mjs`. */
  tool(path: string): string;
  /** What `npm install` does for new workspace packages: links every @armory package of the copy. */
  linkWorkspacePackages(): void;
  /** Removes the copy (the links, never what they lead to). */
  remove(): void;
}

// Without FORCE_COLOR (Nx sets it for its tasks): next to NO_COLOR it makes Node print a warning on stderr.
const { FORCE_COLOR: _forceColor, ...plainEnv } = process.env;
const env = { ...plainEnv, ARMORY_FROM_SOURCE: '1', NO_COLOR: '1' };

export function scratchWorkspace(prefix: string): ScratchWorkspace {
  const real = repoRoot();
  const root = mkdtempSync(join(tmpdir(), prefix));
  const skip = new Set(['node_modules', '.git', '.nx', '.svelte-kit', 'build', 'test-results', 'apps', '.bench-tmp']);
  cpSync(real, root, { recursive: true, filter: (p) => !skip.has(basename(p)) });
  mkdirSync(join(root, 'node_modules'));
  for (const entry of readdirSync(join(real, 'node_modules')))
    if (entry !== '@armory') symlinkSync(join(real, 'node_modules', entry), join(root, 'node_modules', entry));

  const program = (name: string, args: string[], cwd = root): Ran => {
    const r = spawnSync(name, args, { cwd, encoding: 'utf8', env });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const linkWorkspacePackages = () => {
    const scope = join(root, 'node_modules', '@armory');
    mkdirSync(scope, { recursive: true });
    for (const parent of ['libs', 'libs/content', 'libs/games', 'tools']) {
      for (const dir of readdirSync(join(root, parent))) {
        const manifest = join(root, parent, dir, 'package.json');
        if (!existsSync(manifest)) continue;
        const link = join(root, 'node_modules', (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name);
        rmSync(link, { force: true });
        symlinkSync(join(root, parent, dir), link);
      }
    }
  };
  linkWorkspacePackages();
  return {
    root,
    node: (args, cwd) => program(process.execPath, args, cwd),
    program,
    armory: (...args) => program(process.execPath, [join(root, 'tools/cli/bin/armory.js'), ...args]),
    tool: (path) => join(real, 'node_modules', path),
    linkWorkspacePackages,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
