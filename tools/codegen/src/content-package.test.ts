import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PackageLayout } from '@armory/content-pipeline/layout';
import { contentPackageFiles, writeContentPackage } from './content-package.js';

const layout: PackageLayout = {
  armies: { kind: 'army', type: 'Army', shape: 'by-id', idType: 'ArmyId', description: 'Every army, by id.' },
  rules: { kind: 'rules', type: 'Rules', shape: 'single', description: 'The base rules.' },
};

describe('content package files', () => {
  const content = { army: { b: { id: 'b' }, a: { id: 'a' } }, rules: { rules: { radius: 2 } } };
  const files = contentPackageFiles(layout, content, 'export interface Army { id: string }\n');

  it('exports the data as plain ESM, armies keyed by id', async () => {
    const mod = (await import(`data:text/javascript,${encodeURIComponent(files['index.js']!)}`)) as Record<string, unknown>;
    expect(mod['armies']).toEqual({ a: { id: 'a' }, b: { id: 'b' } });
    expect(mod['rules']).toEqual({ radius: 2 });
  });

  it('declares the ids as a union so armies[id] needs no undefined check', () => {
    expect(files['index.d.ts']).toContain('export type ArmyId = "a" | "b";');
    expect(files['index.d.ts']).toContain('export declare const armies: { readonly [id in ArmyId]: Army };');
    expect(files['index.d.ts']).toContain('export declare const rules: Rules;');
    expect(files['types.d.ts']).toBe('export interface Army { id: string }\n');
  });

  it('declares the ids inside an export as unions, in content order, across every value of a by-id export', () => {
    const inside: PackageLayout = {
      armies: { ...layout['armies']!, ids: { TileId: 'tiles' } },
      rules: { ...layout['rules']!, ids: { KindId: 'kinds' } },
    };
    const tiled = {
      army: { a: { id: 'a', tiles: [{ id: 'wolf' }, { id: 'hq' }] }, b: { id: 'b', tiles: [{ id: 'hq' }, { id: 'bear' }] } },
      rules: { rules: { kinds: [] } },
    };
    const dts = contentPackageFiles(inside, tiled, '')['index.d.ts']!;
    expect(dts).toContain('/** The ids in every one of `armies`\'s `tiles`. */\nexport type TileId = "wolf" | "hq" | "bear";');
    expect(dts).toContain('/** The ids in `rules.kinds`. */\nexport type KindId = never;');
  });

  it('refuses ids taken from what is not a list of things with ids', () => {
    const inside: PackageLayout = { rules: { ...layout['rules']!, ids: { RadiusId: 'radius' } } };
    expect(() => contentPackageFiles(inside, content, '')).toThrow(/export 'rules' has no list 'radius'/);
    const unnamed = { rules: { rules: { kinds: [{ name: 'x' }] } } };
    expect(() => contentPackageFiles({ rules: { ...layout['rules']!, ids: { KindId: 'kinds' } } }, unnamed, '')).toThrow(/no string id/);
  });

  it('refuses a single export with several files', () => {
    expect(() => contentPackageFiles(layout, { ...content, rules: { x: {}, y: {} } }, '')).toThrow(/exactly one 'rules' file, found 2/);
  });

  it('exports the translations by locale and key, typed by the locales carried and every key of the content', async () => {
    const translations = { keys: ['a.name', 'b.name'], locales: { pl: { 'a.name': 'Ą' } } };
    const out = contentPackageFiles(layout, content, '', translations);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(out['index.js']!)}`)) as Record<string, unknown>;
    expect(mod['translations']).toEqual({ pl: { 'a.name': 'Ą' } });
    expect(out['index.d.ts']).toContain('export type TranslationKey = "a.name" | "b.name";');
    expect(out['index.d.ts']).toContain('export type Locale = "pl";');
    expect(out['index.d.ts']).toContain(
      'export declare const translations: { readonly [locale in Locale]: { readonly [key in TranslationKey]?: string } };',
    );
    // A package with no translations still exports the name, empty.
    expect(files['index.d.ts']).toContain('export type Locale = never;');
    expect(files['index.js']).toContain('export const translations = {};');
  });

  it("refuses an export of its own called 'translations'", () => {
    expect(() => contentPackageFiles({ ...layout, translations: layout['rules']! }, content, '')).toThrow(
      /may not be called 'translations'/,
    );
  });
});

describe('writeContentPackage', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the files it is given as dist/, replacing the old one, and reads nothing else', () => {
    // A workspace with no built data, layout or types: the files given are all it needs.
    root = mkdtempSync(join(tmpdir(), 'codegen-package-'));
    mkdirSync(join(root, 'libs/content/race/dist'), { recursive: true });
    writeFileSync(join(root, 'libs/content/race/dist/old.js'), 'stale');
    const written = writeContentPackage(root, 'race', {
      'index.js': 'export const a = 1;\n',
      'index.d.ts': 'export declare const a: 1;\n',
    });
    expect(written).toEqual([join('libs/content/race/dist/index.js'), join('libs/content/race/dist/index.d.ts')]);
    expect(readdirSync(join(root, 'libs/content/race/dist')).sort()).toEqual(['index.d.ts', 'index.js']);
    expect(readFileSync(join(root, 'libs/content/race/dist/index.js'), 'utf8')).toBe('export const a = 1;\n');
  });
});
