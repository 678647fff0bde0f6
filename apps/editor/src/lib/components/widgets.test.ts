import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGETS } from './widgets.js';

describe('widgets', () => {
  it('has every widget a schema in the repository names in x-widget', () => {
    const root = join(import.meta.dirname, '../../../../../schemas');
    const named = new Set<string>();
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const widget = (node as Record<string, unknown>)['x-widget'];
      if (typeof widget === 'string') named.add(widget);
      Object.values(node).forEach(visit);
    };
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.schema.json')) visit(JSON.parse(readFileSync(join(d, e.name), 'utf8')));
      }
    };
    walk(root);
    expect(named.size).toBeGreaterThan(0);
    for (const name of named) expect(WIDGETS, `x-widget: ${name}`).toHaveProperty([name]);
  });
});
