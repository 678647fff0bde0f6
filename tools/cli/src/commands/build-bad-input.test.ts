import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '@armory/content-pipeline/testing';
import { runArmory } from '../testing.js';

const ARMY = 'content/skirmish/armies/wolves.yaml';
const MODELINE = '# yaml-language-server: $schema=../../../schemas/skirmish/army.schema.json\n';
const billionLaughs = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]']
  .concat(
    Array.from(
      { length: 9 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(', ')}]`,
    ),
  )
  .join('\n');

/** Each bad input: the file to write, its text (or an edit of the army), and the rule and line it must report. */
const cases: { name: string; file?: string; text: string | ((army: string) => string); rule: string; line: number }[] = [
  { name: 'a YAML syntax error', text: (t) => t.replace('name: Wolves', 'name: [Wolves'), rule: 'yaml-syntax', line: 4 },
  { name: 'a wrong type', text: (t) => t.replace('initiative: 3', 'initiative: fast'), rule: 'schema:type', line: 14 },
  {
    name: 'an unknown key',
    text: (t) => t.replace('    count: 3', '    count: 3\n    strenght: 1'),
    rule: 'schema:additionalProperties',
    line: 14,
  },
  { name: 'an unknown marker', text: (t) => t.replace('type: shield', 'type: sheild'), rule: 'schema:discriminator', line: 17 },
  { name: 'an unknown ability', text: (t) => t.replace('abilities: [bite]', 'abilities: [bit]'), rule: 'unresolved-ref', line: 15 },
  {
    name: 'a duplicate id',
    text: (t) => t.replace('  - id: howler\n    name: Howler', '  - id: den\n    name: Den two'),
    rule: 'unique-id',
    line: 19,
  },
  {
    name: 'a dangling translation key',
    file: 'content/skirmish/i18n/pl.yaml',
    text: (t) => t.replace('wolves.wolf.name:', 'wolves.wolfe.name:'),
    rule: 'i18n-dangling',
    line: 7,
  },
  { name: 'an army too large', text: (t) => t.replace('count: 3', 'count: 32'), rule: 'army-size', line: 4 },
  { name: 'two HQs', text: (t) => t.replace('name: Howler\n    kind: soldier', 'name: Howler\n    kind: hq'), rule: 'one-hq', line: 19 }, // at each HQ; this is the second
  { name: 'an empty file', text: '', rule: 'empty-file', line: 1 },
  { name: 'binary data', text: `${MODELINE}\u0000\u0001\u0002`, rule: 'not-text', line: 2 },
  { name: 'a JSON array', text: `${MODELINE}[1, 2, 3]\n`, rule: 'schema:type', line: 2 },
  { name: 'tabs for indentation', text: (t) => t.replace('  - id: den', '\t- id: den'), rule: 'yaml-syntax', line: 5 },
  { name: 'a 10 MB file', text: `${MODELINE}${'# padding line of a huge file\n'.repeat(360_000)}`, rule: 'file-too-large', line: 1 },
  { name: 'an alias bomb', text: `${MODELINE}${billionLaughs}\n`, rule: 'alias-limit', line: 6 }, // where the copies pass the limit
  { name: 'a missing modeline', text: (t) => t.split('\n').slice(1).join('\n'), rule: 'modeline', line: 1 },
  { name: 'a modeline naming no schema', text: (t) => t.replace('army.schema.json', 'armies.schema.json'), rule: 'modeline', line: 1 },
];

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('bad input through the CLI: a positioned error, exit 1, nothing written', () => {
  for (const c of cases) {
    it(c.name, async () => {
      root = makeWorkspace();
      const file = c.file ?? ARMY;
      const path = join(root, file);
      mkdirSync(dirname(path), { recursive: true });
      const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
      writeFileSync(path, typeof c.text === 'string' ? c.text : c.text(old));
      const validate = await runArmory(['validate', '--format', 'json'], root);
      expect(validate.code).toBe(1);
      const rows = JSON.parse(validate.stdout) as { file: string; line: number; rule: string; severity: string }[];
      expect(rows).toContainEqual(expect.objectContaining({ file, line: c.line, rule: c.rule, severity: 'error' }));
      const build = await runArmory(['build'], root);
      expect(build.code).toBe(1);
      expect(build.stderr).toContain(`${file}:${c.line}:`);
      expect(build.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(join(root, 'libs/content/skirmish/data/content.json'))).toBe(false);
    });
  }
});

describe('the build summary', () => {
  it('counts one error in the singular', async () => {
    root = makeWorkspace();
    const path = join(root, ARMY);
    writeFileSync(path, readFileSync(path, 'utf8').replace('initiative: 3', 'initiative: fast'));
    const build = await runArmory(['build'], root);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('armory build: 1 error; nothing was written');
  });
});
