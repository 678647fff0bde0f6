import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as pipeline from './index.js';

const here = dirname(fileURLToPath(import.meta.url));
const importPattern = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module reachable from `entry` through relative imports, with the bare specifiers each one imports. */
function reachable(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const bare: string[] = [];
    seen.set(file, bare);
    for (const m of text.matchAll(importPattern)) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else bare.push(spec);
    }
  };
  visit(entry);
  return seen;
}

describe('the browser entry', () => {
  it('reaches no node built-in module, so the editor can run it in the browser', () => {
    const builtins = new Set(builtinModules);
    const offending = [...reachable(join(here, 'index.ts'))].flatMap(([file, specs]) =>
      specs.filter((s) => s.startsWith('node:') || builtins.has(s.split('/')[0]!)).map((s) => `${file}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('exports the API the editor and the CLI code against', () => {
    for (const name of ['createValidator', 'formatDiagnostic', 'translatableStrings', 'sourceHash', 'codeFrame', 'countDiagnostics']) {
      expect(typeof (pipeline as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
