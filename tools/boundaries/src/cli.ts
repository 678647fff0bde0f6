import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkPackage, formatViolation, workspacePackages, workspaceRoot, type BoundaryRules } from './boundaries.js';

/** Checks the package in `dir`; prints violations; returns the exit code. */
export async function runCli(dir: string): Promise<number> {
  const root = workspaceRoot(dir);
  const rules = JSON.parse(readFileSync(join(root, 'tools/boundaries/rules.json'), 'utf8')) as BoundaryRules;
  delete (rules as Record<string, unknown>)['$comment'];
  const all = workspacePackages(root);
  const pkg = all.find((p) => resolve(p.dir) === resolve(dir));
  if (!pkg) {
    console.error(`boundaries: ${dir} is not a workspace package`);
    return 2;
  }
  const violations = checkPackage(pkg, all, rules);
  for (const v of violations) console.error(formatViolation(v, root));
  if (violations.length === 0) console.log(`boundaries: ${pkg.name} ok`);
  return violations.length === 0 ? 0 : 1;
}
