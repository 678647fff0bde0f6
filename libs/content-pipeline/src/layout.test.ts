import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layoutContent, layoutPath, type PackageLayout } from './layout.js';

const layout: PackageLayout = {
  armies: { kind: 'army', type: 'Army', shape: 'by-id', idType: 'ArmyId', description: 'Every army, by id.' },
  rules: { kind: 'rules', type: 'Rules', shape: 'single', description: 'The base rules.' },
};

describe('layoutContent', () => {
  it('gives the values the package exports, by export name, ids in order', () => {
    const values = layoutContent(layout, { army: { b: { id: 'b' }, a: { id: 'a' } }, rules: { rules: { radius: 2 } } });
    expect(values).toEqual({ armies: { a: { id: 'a' }, b: { id: 'b' } }, rules: { radius: 2 } });
    expect(Object.keys(values['armies'] as object)).toEqual(['a', 'b']);
  });

  it('gives an empty object for a by-id kind with no files', () => {
    expect(layoutContent({ armies: layout['armies']! }, {})).toEqual({ armies: {} });
  });

  it('refuses a single export with no file or several files of its kind', () => {
    expect(() => layoutContent(layout, { army: {} })).toThrow("export 'rules' wants exactly one 'rules' file, found 0");
    expect(() => layoutContent(layout, { rules: { x: {}, y: {} } })).toThrow("export 'rules' wants exactly one 'rules' file, found 2");
  });
});

describe('layoutPath', () => {
  it("names a game's exports.json from the workspace root", () => {
    expect(layoutPath('hott')).toBe('libs/content/hott/exports.json');
  });
});

describe('the layout entry', () => {
  it('reaches no node built-in module, so the editor can lay content out in the browser', () => {
    const builtins = new Set(builtinModules);
    const offending: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:^|\s)(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
        else if (spec.startsWith('node:') || builtins.has(spec.split('/')[0]!)) offending.push(`${file}: ${spec}`);
      }
    };
    visit(join(dirname(fileURLToPath(import.meta.url)), 'layout.ts'));
    expect(seen.size).toBeGreaterThan(1); // it did follow layout.ts's own imports
    expect(offending).toEqual([]);
  });
});
