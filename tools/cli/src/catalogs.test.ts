/**
 * Every registered game's ability or effect catalogs, held to their content and parameter schemas: an entry in
 * one that the others lack is a forgotten registration (content that does nothing in play, code nothing reaches).
 * A game takes part by declaring `catalogs` on its registry module; nothing here names a game.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogGaps, type EffectCatalog } from '@armory/engine';
import { readCatalog } from '@armory/content-pipeline/node';
import { makeWorkspace } from '@armory/content-pipeline/testing';
import { games } from '@armory/registry';
import { findRoot } from './root.js';

const root = findRoot(process.cwd());

describe("each registered game's catalogs agree with its content and schemas", () => {
  for (const game of games()) {
    for (const catalog of game.catalogs ?? []) {
      it(`${game.id}: the ${catalog.noun} catalog`, () => {
        const found = readCatalog(root, game.id, catalog);
        expect(found.content.length).toBeGreaterThan(0);
        expect(catalogGaps(catalog, found)).toEqual([]);
      }, 30_000); // compiles every schema and validates the game: seconds on a busy machine
    }
  }
});

let fixture = '';
afterEach(() => rmSync(fixture, { recursive: true, force: true }));

describe('the catalog check', () => {
  it('fails for a catalog entry whose module was never registered', () => {
    fixture = makeWorkspace();
    mkdirSync(join(fixture, 'schemas/skirmish/abilities'));
    for (const id of ['bite', 'howl'])
      writeFileSync(
        join(fixture, `schemas/skirmish/abilities/${id}.schema.json`),
        JSON.stringify({ $id: `skirmish/abilities/${id}.schema.json`, type: 'object' }),
      );
    const catalog: EffectCatalog = {
      noun: 'ability',
      content: { kind: 'abilities', ids: '/abilities/*/id' },
      schemas: 'abilities',
      meanings: ['bite'],
    };
    expect(catalogGaps(catalog, readCatalog(fixture, 'skirmish', catalog))).toEqual([
      "ability 'howl' has no code module that gives it meaning",
    ]);
    expect(catalogGaps({ ...catalog, meanings: ['bite', 'howl'] }, readCatalog(fixture, 'skirmish', catalog))).toEqual([]);
  }, 30_000);
});
