import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { po as gettextPo } from 'gettext-parser';
import { runArmory } from '../../src/testing.js';
import { repoRoot } from '../../src/root.js';
import { tempFolder } from '../../src/temp-folder.testing.js';

// Neuroshima Hex's real Polish translation through the generic i18n commands.
const repo = repoRoot();
const read = (file: string) => readFileSync(file, 'utf8');
let root = '';

describe('armory i18n on the real content', () => {
  it('exports every Polish name, and importing that export changes nothing', async () => {
    const real = join(repo, 'content/neuroshima-hex/i18n/pl.yaml');
    root = tempFolder('armory-i18n-real-');
    cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
    cpSync(join(repo, 'content/neuroshima-hex'), join(root, 'content/neuroshima-hex'), { recursive: true });
    const file = join(root, 'pl.po');
    expect((await runArmory(['i18n', 'export', 'neuroshima-hex', '--locale', 'pl', '-o', file], root)).code).toBe(0);
    const table = gettextPo.parse(readFileSync(file));
    const translated = Object.values(table.translations)
      .flatMap((e) => Object.values(e))
      .filter((e) => e.msgctxt && e.msgstr[0]);
    const keys = [...read(real).matchAll(/^  ([\w.-]+):$/gm)].map((m) => m[1]);
    expect(translated.map((e) => e.msgctxt).sort()).toEqual(keys.sort());
    const { code, stdout } = await runArmory(['i18n', 'import', 'neuroshima-hex', file], root);
    expect(code).toBe(0);
    expect(stdout).toMatch(/applied 0, unchanged \d+, fuzzy 0/);
    expect(read(join(root, 'content/neuroshima-hex/i18n/pl.yaml'))).toBe(read(real));
  }, 60_000);
});
