import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateWorkspace } from '../node.js';
import { packageTranslations } from './package-translations.js';
import { tempFolder } from '../../test/fixture-workspace.js';

const repo = join(import.meta.dirname, '../../../..');

/** The tiny-war fixture game in a temp workspace with the real locale schema; `edit` may change it first. */
function report(edit: (root: string) => void = () => {}) {
  const root = tempFolder('i18n-package-');
  cpSync(join(import.meta.dirname, 'test-fixtures'), root, { recursive: true });
  mkdirSync(join(root, 'schemas/common'), { recursive: true });
  cpSync(join(repo, 'schemas/common/locale.schema.json'), join(root, 'schemas/common/locale.schema.json'));
  edit(root);
  return validateWorkspace(root, ['content/tiny-war']).reports[0]!;
}

describe('packageTranslations', () => {
  it('carries the translations made from the current English, by locale and key, and every key of the content', () => {
    const carried = packageTranslations(report());
    // The net fighter's Polish was made when the tile had another name: stale, so left out.
    expect(carried.locales).toEqual({ pl: { 'wolves.name': 'Wilki', 'wolves.wolf.name': 'Wilk' } });
    expect(carried.keys).toEqual(['wolves.name', 'wolves.wolf.name', 'wolves.hq.name', 'wolves.hq.text', 'wolves.net.name']);
  });

  it('is empty of locales for a game with no translations', () => {
    const carried = packageTranslations(report((root) => rmSync(join(root, 'content/tiny-war/i18n'), { recursive: true })));
    expect(carried.locales).toEqual({});
    expect(carried.keys).toHaveLength(5);
  });
});
