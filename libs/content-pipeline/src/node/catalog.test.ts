import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../../test/fixture-workspace.js';
import { readCatalog } from './catalog.js';

let root = '';

describe('readCatalog', () => {
  it('reads the catalog ids from the content file and the parameter schemas folder', () => {
    root = makeWorkspace();
    mkdirSync(join(root, 'schemas/skirmish/abilities'));
    writeFileSync(
      join(root, 'schemas/skirmish/abilities/bite.schema.json'),
      JSON.stringify({ $id: 'skirmish/abilities/bite.schema.json', type: 'object' }),
    );
    mkdirSync(join(root, 'schemas/skirmish/abilities/parts'));
    writeFileSync(
      join(root, 'schemas/skirmish/abilities/parts/reach.schema.json'),
      JSON.stringify({ $id: 'skirmish/abilities/parts/reach.schema.json', type: 'string' }),
    );
    const found = readCatalog(root, 'skirmish', { content: { kind: 'abilities', ids: '/abilities/*/id' }, schemas: 'abilities' });
    expect(found).toEqual({ content: ['bite', 'howl'], schemas: ['bite'] });
  });
});
