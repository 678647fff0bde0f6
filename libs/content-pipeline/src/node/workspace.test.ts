import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../../test/fixture-workspace.js';
import { listGames, loadGameFiles, loadSchemas } from './load.js';
import { WorkspacePathError, validateWorkspace } from './workspace.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

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
});
