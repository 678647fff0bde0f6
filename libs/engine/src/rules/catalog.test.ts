import { describe, expect, it } from 'vitest';
import { catalogGaps, type EffectCatalog } from './catalog.js';

const catalog: EffectCatalog = {
  noun: 'ability',
  content: { kind: 'abilities', ids: '/abilities/*/id' },
  schemas: 'abilities',
  meanings: ['swap', 'tug'],
};

describe('catalogGaps', () => {
  it('finds nothing when content, schemas and code name the same ids', () => {
    expect(catalogGaps(catalog, { content: ['tug', 'swap'], schemas: ['swap', 'tug'] })).toEqual([]);
  });

  it('names each forgotten piece: a module never registered, a schema never written, code no content reaches', () => {
    expect(catalogGaps(catalog, { content: ['swap', 'tug', 'net'], schemas: ['swap', 'net'] })).toEqual([
      "ability 'net' has no code module that gives it meaning",
      "ability 'tug' has no parameter schema abilities/tug.schema.json",
    ]);
    expect(
      catalogGaps({ ...catalog, meanings: ['swap', 'tug', 'recoil'] }, { content: ['swap', 'tug'], schemas: ['swap', 'tug'] }),
    ).toEqual([
      "ability 'recoil' has no entry in the abilities content (/abilities/*/id), no parameter schema abilities/recoil.schema.json",
    ]);
  });
});
