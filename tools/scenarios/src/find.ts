/** Finding scenario files: every *.yaml under the files and folders a user names. */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown for a path that does not exist: a usage mistake, not a failing scenario. */
export class MissingPathError extends Error {
  constructor(path: string) {
    super(`no such file or folder: ${path}`);
    this.name = 'MissingPathError';
  }
}

const isScenarioName = (p: string) => p.endsWith('.yaml') || p.endsWith('.yml');

/**
 * Every *.yaml file under these files or folders, sorted; folders and files whose names start with a dot are skipped.
 * Each real folder is searched once, so a link back to a folder above (a loop) or a second way to one adds nothing.
 * A *.yaml link to nothing is kept as a file, so reading it reports it and the other scenarios still run.
 */
export function findScenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (p: string, named: boolean) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      if (!lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink()) throw new MissingPathError(p);
      if (named || isScenarioName(p)) out.push(p);
      return;
    }
    if (st.isDirectory()) {
      const real = realpathSync(p);
      if (seen.has(real)) return;
      seen.add(real);
      for (const f of readdirSync(p).sort()) if (!f.startsWith('.') && f !== 'node_modules') walk(join(p, f), false);
    } else if (named || isScenarioName(p)) out.push(p);
  };
  for (const p of paths) walk(p, true);
  return [...new Set(out)].sort();
}
