import { describe, expect, it } from 'vitest';
import type { DeclaredId } from '@armory/content-pipeline';
import { idNames, type NamedFile } from './id-names.js';

const id = (collection: string, value: string, pointer: string, scope: 'game' | 'file' = 'game'): DeclaredId => ({
  collection,
  value,
  pointer,
  scope,
});

const types: NamedFile = {
  path: 'content/hott/troop-types.yaml',
  data: { types: [{ id: 'knights', name: 'Knights' }, { id: 'spears', name: 'Spears' }, { id: 'horde' }] },
  findings: {
    ids: [
      id('troop-types', 'knights', '/types/0/id'),
      id('troop-types', 'spears', '/types/1/id'),
      id('troop-types', 'horde', '/types/2/id'),
    ],
  },
};

describe('idNames', () => {
  it('names each id of a collection by the name declared beside it, leaving out ids with none', () => {
    expect(idNames([types], 'troop-types', 'content/hott/armies/a.yaml')).toEqual(
      new Map([
        ['knights', 'Knights'],
        ['spears', 'Spears'],
      ]),
    );
    expect(idNames([types], 'armies', 'content/hott/armies/a.yaml').size).toBe(0);
  });

  it("reads a file-scoped id's name only from the file it is declared in, and keys with / or ~ in them", () => {
    const rules: NamedFile = {
      path: 'content/g/rules.yaml',
      data: { 'hq/spots': { north: { id: 'n', name: 'North' } } },
      findings: { ids: [id('spot', 'n', '/hq~1spots/north/id', 'file')] },
    };
    expect(idNames([rules], 'spot', 'content/g/rules.yaml').get('n')).toBe('North');
    expect(idNames([rules], 'spot', 'content/g/other.yaml').size).toBe(0);
  });
});
