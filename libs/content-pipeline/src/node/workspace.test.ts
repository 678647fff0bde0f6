import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace, tempFolder } from '../../test/fixture-workspace.js';
import { listGames, loadGameFiles, loadSchemas } from './load.js';
import { WorkspacePathError, validateWorkspace } from './workspace.js';

let root = '';

const ARMY = 'content/skirmish/armies/wolves.yaml';

describe('validateWorkspace', () => {
  it('reads the games, their files and the schemas from disk', () => {
    root = makeWorkspace();
    expect(listGames(root)).toEqual(['skirmish']);
    expect(loadGameFiles(root, 'skirmish').map((f) => f.path)).toContain('content/skirmish/armies/wolves.yaml');
    expect(Object.keys(loadSchemas(root)).sort()).toEqual([
      'schemas/common/checks.schema.json',
      'schemas/common/locale.schema.json',
      'schemas/skirmish/abilities.schema.json',
      'schemas/skirmish/army.schema.json',
      'schemas/skirmish/rules.schema.json',
    ]);
    const { totals, fileCount, reports } = validateWorkspace(root);
    expect(totals).toEqual({ errors: 0, warnings: 1 });
    expect(fileCount).toBe(5);
    expect(reports.map((r) => r.game)).toEqual(['skirmish']);
  });

  it('reports a schema that is not JSON as a problem, not a crash', () => {
    root = makeWorkspace();
    writeFileSync(join(root, 'schemas/skirmish/broken.schema.json'), '{ "type": ');
    const { diagnostics } = validateWorkspace(root);
    expect(diagnostics[0]).toMatchObject({ file: 'schemas/skirmish/broken.schema.json', rule: 'schema-file', line: 1 });
    expect(diagnostics[0]!.frame).toContain('> 1 | { "type": ');
  });

  it('reports a schema that is not JSON once: the content naming it and the checks reading that content wait', () => {
    root = makeWorkspace();
    writeFileSync(join(root, 'schemas/skirmish/rules.schema.json'), '{ broken\n');
    const { diagnostics } = validateWorkspace(root);
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => [d.file, d.line, d.column, d.rule])).toEqual([
      ['schemas/skirmish/rules.schema.json', 1, 3, 'schema-file'],
    ]);
  });

  it('points a schema that does not compile at the place ajv names', () => {
    root = makeWorkspace();
    const schema = { $id: 'skirmish/odd.schema.json', type: 'object', properties: { a: { type: 'string' } }, allOf: [{ required: ['b'] }] };
    writeFileSync(join(root, 'schemas/skirmish/odd.schema.json'), JSON.stringify(schema, null, 2));
    const [d] = validateWorkspace(root).diagnostics;
    expect(d).toMatchObject({ file: 'schemas/skirmish/odd.schema.json', rule: 'schema-file', pointer: '/allOf/0', line: 10, column: 5 });
    expect(d!.message).toContain('required property "b" is not defined');
    expect(d!.frame).toContain('>');
  });

  it('refuses paths that do not exist or lie outside content/', () => {
    root = makeWorkspace();
    expect(() => validateWorkspace(root, ['content/skirmish/none.yaml'])).toThrow(WorkspacePathError);
    expect(() => validateWorkspace(root, ['schemas'])).toThrow(/not inside content/);
  });

  it('follows a symlink to an army inside content/, so the army is validated like any other', () => {
    root = makeWorkspace();
    mkdirSync(join(root, 'content/skirmish/shared'));
    const army = readFileSync(join(root, ARMY), 'utf8').replace('id: wolves', 'id: bears').replace('../../../', '../../../');
    writeFileSync(join(root, 'content/skirmish/shared/bears.yaml'), army);
    symlinkSync('../shared/bears.yaml', join(root, 'content/skirmish/armies/bears.yaml'));
    const paths = loadGameFiles(root, 'skirmish').map((f) => f.path);
    expect(paths).toContain('content/skirmish/armies/bears.yaml');
    const { fileCount, diagnostics } = validateWorkspace(root, ['content/skirmish/armies/bears.yaml']);
    expect(fileCount).toBe(1);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('refuses a symlink that leads outside content/, with an error at the link, and reads nothing through it', () => {
    root = makeWorkspace();
    symlinkSync('/etc/passwd', join(root, 'content/skirmish/armies/passwd.yaml'));
    const { totals, diagnostics, fileCount } = validateWorkspace(root);
    expect(fileCount).toBe(6);
    expect(totals.errors).toBe(1);
    const [d] = diagnostics.filter((x) => x.severity === 'error');
    expect(d).toMatchObject({ file: 'content/skirmish/armies/passwd.yaml', line: 1, column: 1, rule: 'symlink' });
    expect(d!.message).toBe('symlink leads outside content/ (to /etc/passwd); only links that stay inside content/ are followed');
    expect(d!.frame).not.toContain('root:');
  });

  it('refuses a symlinked folder that leads outside content/, and a link to nothing', () => {
    root = makeWorkspace();
    const outside = tempFolder('armory-outside-');
    writeFileSync(join(outside, 'x.yaml'), readFileSync(join(root, ARMY)));
    symlinkSync(outside, join(root, 'content/skirmish/more'));
    symlinkSync('gone.yaml', join(root, 'content/skirmish/armies/ghost.yaml'));
    const errors = validateWorkspace(root).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.file, d.rule])).toEqual([
      ['content/skirmish/armies/ghost.yaml', 'symlink'],
      ['content/skirmish/more', 'symlink'],
    ]);
    expect(errors[0]!.message).toContain('leads to nothing');
  });

  it('follows a symlinked game folder inside content/ and refuses one outside', () => {
    root = makeWorkspace();
    symlinkSync('skirmish', join(root, 'content/skirmish-copy'));
    expect(listGames(root)).toEqual(['skirmish', 'skirmish-copy']);
    expect(loadGameFiles(root, 'skirmish-copy').map((f) => f.path)).toContain('content/skirmish-copy/armies/wolves.yaml');
    const outside = tempFolder('armory-outside-');
    symlinkSync(outside, join(root, 'content/elsewhere'));
    expect(loadGameFiles(root, 'elsewhere')).toMatchObject([{ path: 'content/elsewhere', unreadable: { rule: 'symlink' } }]);
  });

  it('says which byte is not UTF-8 and where, framing that line', () => {
    root = makeWorkspace();
    const text = readFileSync(join(root, ARMY), 'utf8').replace('name: Wolves', 'name: Wilki XX');
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf('XX');
    bytes[at] = 0xb1; // "ą" in ISO 8859-2
    bytes[at + 1] = 0x20;
    writeFileSync(join(root, ARMY), bytes);
    const errors = validateWorkspace(root).diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    const line = text.slice(0, text.indexOf('name: Wilki')).split('\n').length;
    expect(errors[0]).toMatchObject({ file: ARMY, rule: 'not-utf8', line, column: 13 });
    expect(errors[0]!.message).toBe(`file is not UTF-8 (byte 0xB1 at ${line}:13); save it as UTF-8`);
    expect(errors[0]!.frame).toContain(`> ${line} | name: Wilki`);
  });
});
