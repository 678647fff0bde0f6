import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { po as gettextPo } from 'gettext-parser';
import { validateWorkspace } from '@armory/content-pipeline/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { findRoot } from '../root.js';
import { runArmory } from '../testing.js';
import { tempFolder } from '../temp-folder.testing.js';

const repo = findRoot(import.meta.dirname);
const fixture = join(repo, 'libs/content-pipeline/src/i18n/test-fixtures');
let root: string;
const pl = () => join(root, 'content/tiny-war/i18n/pl.yaml');
const read = (path: string) => readFileSync(path, 'utf8');

/** A temp workspace with the tiny-war fixture game and the real locale schema. */
beforeEach(() => {
  root = tempFolder('armory-i18n-');
  cpSync(fixture, root, { recursive: true });
  mkdirSync(join(root, 'schemas/common'), { recursive: true });
  cpSync(join(repo, 'schemas/common/locale.schema.json'), join(root, 'schemas/common/locale.schema.json'));
});

async function exportTo(locale: string): Promise<string> {
  const file = join(root, `${locale}.po`);
  const { code, stderr } = await runArmory(['i18n', 'export', 'tiny-war', '--locale', locale, '-o', file], root);
  expect(stderr).toMatch(/^wrote /);
  expect(code).toBe(0);
  return file;
}

/** Edits a PO file the way a translator's tool would: parse, change, compile, with gettext-parser. */
function editPo(file: string, edit: (entries: Record<string, { msgid: string; msgstr: string[]; comments?: { flag?: string } }>) => void) {
  const table = gettextPo.parse(readFileSync(file));
  const byKey: Record<string, { msgid: string; msgstr: string[]; comments?: { flag?: string } }> = {};
  for (const [context, entries] of Object.entries(table.translations))
    for (const e of Object.values(entries)) if (context) byKey[context] = e;
  edit(byKey);
  writeFileSync(file, gettextPo.compile(table));
}

describe('armory i18n status', () => {
  it('counts and lists done, missing, stale and orphaned keys', async () => {
    const { code, stdout } = await runArmory(['i18n', 'status', 'tiny-war'], root);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^tiny-war pl: 2 of 5 done, 2 missing, 1 stale, 0 orphaned\n/);
    expect(stdout).toContain('    wolves.hq.name  "HQ"  content/tiny-war/armies/wolves.yaml:10');
    expect(stdout).toContain('    wolves.net.name  "Net Fighter" (translated from older English as "Sieciarz")');
  });

  it('gives every key as JSON, and exits 1 when a key is orphaned', async () => {
    writeFileSync(pl(), `${read(pl())}  wolves.gone.name:\n    text: Nie ma\n    source: "00000000"\n`);
    const { code, stdout } = await runArmory(['i18n', 'status', '--locale', 'pl', '--json'], root);
    expect(code).toBe(1);
    const [status] = JSON.parse(stdout);
    expect(status.counts).toEqual({ total: 5, done: 2, missing: 2, stale: 1, orphaned: 1 });
    expect(status.orphaned[0].key).toBe('wolves.gone.name');
  });

  it('refuses, exit 1, while the English does not load, rather than call every translation orphaned', async () => {
    const wolves = join(root, 'content/tiny-war/armies/wolves.yaml');
    writeFileSync(wolves, read(wolves).replace('name: Wolves', 'name: [Wolves'));
    const r = await runArmory(['i18n', 'status', 'tiny-war'], root);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^armory i18n: content\/tiny-war has (1 error; fix it|\d+ errors; fix them) first \(npx armory validate content\/tiny-war\)\n$/,
    );
    expect(r.code).toBe(1);
  });

  it('flags a key stale, in status and in the export, once its English changes', async () => {
    const army = join(root, 'content/tiny-war/armies/wolves.yaml');
    writeFileSync(army, read(army).replace('name: Wolf\n', 'name: Grey Wolf\n'));
    const { stdout } = await runArmory(['i18n', 'status', 'tiny-war', '--json'], root);
    expect(JSON.parse(stdout)[0].stale.map((k: { key: string }) => k.key)).toEqual(['wolves.wolf.name', 'wolves.net.name']);
    const po = read(await exportTo('pl'));
    expect(po).toContain(
      '#. army \'wolves\' > tiles \'wolf\' > name\n#: content/tiny-war/armies/wolves.yaml:7\n#, fuzzy\nmsgctxt "wolves.wolf.name"\nmsgid "Grey Wolf"\nmsgstr "Wilk"\n',
    );
  });
});

describe('armory i18n export and import', () => {
  it('writes a PO with header, contexts, references and fuzzy stale entries', async () => {
    const table = gettextPo.parse(readFileSync(await exportTo('pl')));
    expect(table.headers).toMatchObject({ Language: 'pl', 'X-Armory-Game': 'tiny-war', 'Content-Type': 'text/plain; charset=UTF-8' });
    expect(table.headers['Plural-Forms']).toMatch(/^nplurals=3;/);
    expect(table.translations['wolves.hq.text']!['Howls at night.\nBites at dawn.']!.msgstr).toEqual(['']);
    expect(table.translations['wolves.net.name']!['Net Fighter']).toMatchObject({ msgstr: ['Sieciarz'], comments: { flag: 'fuzzy' } });
    expect(table.translations['wolves.wolf.name']!['Wolf']!.comments).toEqual({
      extracted: "army 'wolves' > tiles 'wolf' > name",
      reference: 'content/tiny-war/armies/wolves.yaml:7',
    });
  });

  it('names the path the user gave, not the temp file beside it, when part of that path is a file', async () => {
    const file = join(root, 'notes.txt');
    writeFileSync(file, 'a file, not a folder\n');
    const r = await runArmory(['i18n', 'export', 'tiny-war', '--locale', 'pl', '-o', `${file}/x.po`], root);
    expect(r.stderr).toBe(
      `armory i18n: cannot write ${file}/x.po: part of the path is not a folder\nRun 'armory i18n --help' for usage.\n`,
    );
    expect(r.code).toBe(2);
  });

  // GNU gettext's own checker, where the machine has it (Debian package gettext): an independent judge of the format.
  it.skipIf(!existsSync('/usr/bin/msgfmt'))('writes a PO that msgfmt -c accepts', async () => {
    const result = spawnSync('/usr/bin/msgfmt', ['-c', '-o', '/dev/null', await exportTo('pl')], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('round trip: a translator edits the PO; only those translations change in the YAML, byte for byte', async () => {
    const before = read(pl());
    const file = await exportTo('pl');
    editPo(file, (e) => {
      e['wolves.hq.name']!.msgstr = ['Sztab'];
      e['wolves.net.name']!.comments = {}; // reviewed: the old translation still fits
      e['wolves.wolf.name']!.msgstr = ['Wilk szary'];
    });
    const { code, stdout } = await runArmory(['i18n', 'import', 'tiny-war', file], root);
    expect(stdout).toBe('content/tiny-war/i18n/pl.yaml: applied 3, unchanged 1, fuzzy 0, untranslated 1, rejected 0\n');
    expect(code).toBe(0);
    const expected = before
      .replace('text:   Wilk\n', 'text:   Wilk szary\n')
      .replace('source: "231d264d"\n', 'source: "90438ca2"\n')
      .concat('  wolves.hq.name:\n    text: Sztab\n    source: "a688d83a"\n');
    expect(read(pl())).toBe(expected);
    const again = await runArmory(['i18n', 'import', 'tiny-war', await exportTo('pl')], root);
    expect(again.stdout).toMatch(/applied 0, unchanged 4/);
    expect(read(pl())).toBe(expected);
  });

  it('keeps fuzzy entries out, and reports unknown keys and out-of-date English by line without applying them', async () => {
    const before = read(pl());
    const file = await exportTo('pl');
    let po = read(file).replace('msgid "HQ"\nmsgstr ""', 'msgid "Headquarters"\nmsgstr "Sztab"');
    po = po.replace('msgid "Net Fighter"\nmsgstr "Sieciarz"', 'msgid "Net Fighter"\nmsgstr "Sieciarz 2"');
    po += '\nmsgctxt "wolves.bear.name"\nmsgid "Bear"\nmsgstr "Niedźwiedź"\n';
    writeFileSync(file, po);
    const { code, stderr } = await runArmory(['i18n', 'import', 'tiny-war', file], root);
    expect(code).toBe(1);
    const lines = po.split('\n');
    const lineOf = (text: string) => lines.indexOf(text) + 1;
    expect(stderr).toContain(
      `${file}:${lineOf('msgctxt "wolves.hq.name"')}: skipped: the English of 'wolves.hq.name' is now "HQ", the PO has "Headquarters"`,
    );
    expect(stderr).toContain(`${file}:${lineOf('msgctxt "wolves.net.name"')}: skipped: 'wolves.net.name' is marked fuzzy`);
    expect(stderr).toContain(
      `${file}:${lineOf('msgctxt "wolves.bear.name"')}: skipped: 'wolves.bear.name' names no translatable text in tiny-war`,
    );
    expect(read(pl())).toBe(before);
  });

  it('refuses a malformed PO with its position, and writes nothing', async () => {
    const before = read(pl());
    const file = await exportTo('pl');
    writeFileSync(file, read(file).replace('msgstr "Wilk"', 'msgstr "Wilk'));
    const { code, stderr } = await runArmory(['i18n', 'import', 'tiny-war', file], root);
    expect(code).toBe(1);
    const line = read(file).split('\n').indexOf('msgstr "Wilk') + 1;
    expect(stderr).toBe(
      `armory i18n: ${file}:${line}:13: the string is not closed: a PO string ends with " on the same line; nothing was imported\n`,
    );
    expect(read(pl())).toBe(before);
  });

  it('refuses a PO for another game or another locale', async () => {
    const file = await exportTo('pl');
    writeFileSync(
      file,
      read(file).replace('X-Armory-Game: tiny-war', 'X-Armory-Game: other-war').replace('msgstr "Wilk"', 'msgstr "Wilczek"'),
    );
    const other = await runArmory(['i18n', 'import', 'tiny-war', file], root);
    expect(other.code).toBe(1);
    expect(other.stderr).toBe(
      `armory i18n: ${file}:4: the PO is for game 'other-war' (X-Armory-Game header), not 'tiny-war'; nothing was imported\n`,
    );
    writeFileSync(file, read(file).replace('X-Armory-Game: other-war', 'X-Armory-Game: tiny-war'));
    const wrongLocale = await runArmory(['i18n', 'import', 'tiny-war', file, '--locale', 'de'], root);
    expect(wrongLocale.code).toBe(1);
    expect(wrongLocale.stderr).toMatch(/:4: the PO is for language 'pl', not 'de'/);
    expect(read(pl())).not.toContain('Wilczek');
  });

  it('starts a new locale: export of an empty one, then import creates the file with its modeline', async () => {
    const file = await exportTo('de');
    expect(read(file)).toContain('"Language: de\\n"');
    editPo(file, (e) => {
      e['wolves.wolf.name']!.msgstr = ['Wolf'];
      e['wolves.hq.text']!.msgstr = ['Heult nachts.\nBeißt bei Tagesanbruch.'];
    });
    const dry = await runArmory(['i18n', 'import', 'tiny-war', file, '--dry-run'], root);
    expect(dry.stdout).toMatch(/^content\/tiny-war\/i18n\/de.yaml \(new\): would apply 2,/);
    expect(existsSync(join(root, 'content/tiny-war/i18n/de.yaml'))).toBe(false);
    expect((await runArmory(['i18n', 'import', 'tiny-war', file], root)).code).toBe(0);
    const de = read(join(root, 'content/tiny-war/i18n/de.yaml'));
    expect(de).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/\.\.\/schemas\/common\/locale\.schema\.json\nlocale: de\nentries:\n/);
    const report = validateWorkspace(root, ['content/tiny-war/i18n/de.yaml']);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { stdout } = await runArmory(['i18n', 'status', 'tiny-war', '--locale', 'de', '--json'], root);
    expect(JSON.parse(stdout)[0].counts).toMatchObject({ done: 2, missing: 3 });
  });

  it('names the PO file with -o, --out (as the games name their output) or --output, once', async () => {
    const a = await runArmory(['i18n', 'export', 'tiny-war', '--locale', 'pl', '--out', join(root, 'a.po')], root);
    expect(a.code).toBe(0);
    const b = await runArmory(['i18n', 'export', 'tiny-war', '--locale', 'pl', '--output', join(root, 'b.po')], root);
    expect(b.code).toBe(0);
    expect(read(join(root, 'b.po'))).toBe(read(join(root, 'a.po')));
    const both = await runArmory(['i18n', 'export', 'tiny-war', '--locale', 'pl', '-o', 'c.po', '--output', 'd.po'], root);
    expect(both.stderr).toMatch(/^armory i18n: give the PO file once, with -o or --out\n/);
    expect(both.code).toBe(2);
  });

  it('refuses to export into a folder, naming what was given, and leaves nothing behind', async () => {
    const out = join(root, 'out');
    mkdirSync(out);
    const r = await runArmory(['i18n', 'export', 'tiny-war', '--locale', 'pl', '-o', out], root);
    expect(r.stderr).toBe(`armory i18n: cannot write ${out}: it is a folder; name a file\nRun 'armory i18n --help' for usage.\n`);
    expect(r.code).toBe(2);
    expect(readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it("answers a caller's mistakes with exit 2", async () => {
    expect((await runArmory(['i18n', 'export', 'tiny-war', '--locale', '../x'], root)).stderr).toMatch(/'..\/x' is not a locale code/);
    expect((await runArmory(['i18n', 'export', 'tiny-war'], root)).code).toBe(2);
    expect((await runArmory(['i18n', 'status', 'no-such-game'], root)).stderr).toMatch(
      /no game 'no-such-game' in content\/; games: tiny-war/,
    );
    const missing = await runArmory(['i18n', 'import', 'tiny-war', join(root, 'missing.po')], root);
    expect(missing.stderr).toMatch(/^armory i18n: cannot read .*missing\.po: no such file or folder\n/);
    expect(missing.code).toBe(2);
    const folder = await runArmory(['i18n', 'import', 'tiny-war', root], root);
    expect(folder.stderr).toBe(`armory i18n: cannot read ${root}: it is a folder\nRun 'armory i18n --help' for usage.\n`);
    expect(folder.code).toBe(2);
    expect((await runArmory(['i18n', 'translate'], root)).code).toBe(2);
  });
});
