import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('.', import.meta.url));

/** Each ability module's imports of its siblings (`./x.js`), type-only imports included. */
function siblingImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(folder + file, 'utf8');
    graph.set(
      file.replace(/\.ts$/, ''),
      [...text.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => m[1]!),
    );
  }
  return graph;
}

/** The first import cycle found, as module names, or null. */
function firstCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    path.push(name);
    for (const next of graph.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

describe('the ability modules', () => {
  it('import each other without a cycle, so each can be read (and loaded) on its own terms', () => {
    const graph = siblingImports();
    expect(graph.get('move')).toContain('step');
    expect(firstCycle(graph)).toBeNull();
  });
});
