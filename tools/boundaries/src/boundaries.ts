import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** One kind of package and what it may import. */
export interface BoundaryRule {
  mayImport: string[];
  runtimeDependencies?: boolean;
  /** A tag prefix (e.g. "game") whose value must match between importer and imported package. */
  sameTag?: string;
}
export type BoundaryRules = Record<string, BoundaryRule>;

export interface WorkspacePackage {
  name: string;
  dir: string;
  tags: string[];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

export interface Violation {
  file: string;
  line: number;
  message: string;
}

const importPattern = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import specifier in a source text, with its 1-based line. */
export function importsOf(text: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, line });
  }
  return found;
}

function readPackage(dir: string): WorkspacePackage | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    nx?: { tags?: string[] };
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return {
    name: json.name,
    dir,
    tags: json.nx?.tags ?? [],
    dependencies: json.dependencies ?? {},
    devDependencies: json.devDependencies ?? {},
  };
}

/** The workspace's packages, from the root package.json's workspaces globs (plain paths and "dir/*"). */
export function workspacePackages(root: string): WorkspacePackage[] {
  const globs = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  const dirs: string[] = [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = join(root, glob.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent)) dirs.push(join(parent, entry));
    } else dirs.push(join(root, glob));
  }
  return dirs.map(readPackage).filter((p): p is WorkspacePackage => p !== undefined);
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const full = join(d, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|js|mjs|svelte)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

function kindOf(pkg: WorkspacePackage, rules: BoundaryRules): string | undefined {
  return pkg.tags.find((t) => t in rules);
}

/** Checks one package's sources and manifest against the rules. */
export function checkPackage(pkg: WorkspacePackage, all: WorkspacePackage[], rules: BoundaryRules): Violation[] {
  const violations: Violation[] = [];
  const kind = kindOf(pkg, rules);
  if (!kind) {
    return [
      {
        file: join(pkg.dir, 'package.json'),
        line: 1,
        message: `${pkg.name} has no kind tag (one of ${Object.keys(rules)
          .filter((k) => k.includes(':'))
          .join(', ')})`,
      },
    ];
  }
  const rule = rules[kind]!;
  if (rule.runtimeDependencies === false && Object.keys(pkg.dependencies).length > 0) {
    violations.push({
      file: join(pkg.dir, 'package.json'),
      line: 1,
      message: `${pkg.name} (${kind}) must have no runtime dependencies, has: ${Object.keys(pkg.dependencies).join(', ')}`,
    });
  }
  const byName = new Map(all.map((p) => [p.name, p]));
  const root = resolve(pkg.dir);
  for (const file of sourceFiles(join(pkg.dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const { specifier, line } of importsOf(text)) {
      if (specifier.startsWith('.')) {
        const target = resolve(join(file, '..'), specifier);
        if (!target.startsWith(root + sep)) {
          violations.push({ file, line, message: `'${specifier}' reaches outside ${pkg.name}; import the package by name instead` });
        }
        continue;
      }
      const target = byName.get(specifier.split('/').slice(0, 2).join('/'));
      if (!target || target.name === pkg.name) continue;
      const targetKind = kindOf(target, rules);
      const allowed = rule.mayImport.includes('*') || (targetKind !== undefined && rule.mayImport.includes(targetKind));
      if (!allowed) {
        violations.push({
          file,
          line,
          message: `${pkg.name} (${kind}) may not import ${target.name} (${targetKind ?? 'untagged'}); allowed: ${rule.mayImport.join(', ') || 'no workspace package'}`,
        });
        continue;
      }
      if (rule.sameTag) {
        const prefix = `${rule.sameTag}:`;
        const mine = pkg.tags.find((t) => t.startsWith(prefix));
        const theirs = target.tags.find((t) => t.startsWith(prefix));
        if (theirs && theirs !== mine) {
          violations.push({
            file,
            line,
            message: `${pkg.name} (${mine ?? 'no ' + rule.sameTag}) may not import ${target.name} (${theirs})`,
          });
          continue;
        }
      }
      if (!(target.name in pkg.dependencies) && !(target.name in pkg.devDependencies)) {
        violations.push({ file, line, message: `${pkg.name} imports ${target.name} but does not list it in package.json dependencies` });
      }
    }
  }
  return violations;
}

/** Finds the workspace root: the nearest folder up with nx.json. */
export function workspaceRoot(from: string): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'nx.json'))) {
    const up = resolve(dir, '..');
    if (up === dir) throw new Error(`no nx.json above ${from}`);
    dir = up;
  }
  return dir;
}

export function formatViolation(v: Violation, root: string): string {
  return `${relative(root, v.file)}:${v.line}: ${v.message}`;
}
