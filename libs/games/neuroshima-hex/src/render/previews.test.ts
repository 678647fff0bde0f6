import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { previews } from './previews.js';
import { neuroshimaHexModule } from '../module.js';

/** Every `x-preview` name in this game's schemas. */
function namedPreviews(): Set<string> {
  const dir = join(import.meta.dirname, '../../../../../schemas/neuroshima-hex');
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const preview = (node as Record<string, unknown>)['x-preview'];
    if (typeof preview === 'string') names.add(preview);
    Object.values(node).forEach(visit);
  };
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith('.schema.json')) visit(JSON.parse(readFileSync(join(d, e.name), 'utf8')));
    }
  };
  walk(dir);
  return names;
}

describe('previews', () => {
  it('draws every preview the schemas name, and the registry module lists them', () => {
    const named = namedPreviews();
    expect([...named].sort()).toEqual(['legend', 'tile']);
    for (const name of named) expect(neuroshimaHexModule.previews?.[name]).toBe(previews[name]);
  });

  it("draws a tile in its army file's colour", () => {
    const svg = previews['tile']!({ id: 'wolf', kind: 'unit' }, { file: { colour: '#123456' } });
    expect(svg).toContain('fill="#123456"');
  });
});
