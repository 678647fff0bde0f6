import type { Diagnostic } from '@armory/content-pipeline';
import { describe, expect, it, vi } from 'vitest';
import { problemsElsewhere } from './problems-elsewhere.js';
import { EditSession } from './session.svelte.js';

/** A made-up game: troop types declare ids, an army's elements name them. */
const schemas: Record<string, object> = {
  'schemas/duel/troop-types.schema.json': {
    $id: 'duel/troop-types.schema.json',
    type: 'object',
    properties: { types: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', 'x-id': 'troop-types' } } } } },
  },
  'schemas/duel/army.schema.json': {
    $id: 'duel/army.schema.json',
    type: 'object',
    properties: {
      id: { type: 'string' },
      elements: { type: 'array', items: { type: 'object', properties: { type: { type: 'string', 'x-ref': 'troop-types' } } } },
    },
  },
};
const TYPES_TEXT = '# yaml-language-server: $schema=../../schemas/duel/troop-types.schema.json\ntypes:\n  - id: knights\n  - id: blades\n';
const ARMY_TEXT = (types: string[]) =>
  `# yaml-language-server: $schema=../../../schemas/duel/army.schema.json\nid: red\nelements:\n${types.map((t) => `  - type: ${t}\n`).join('')}`;

/** The troop types file open, beside the red army naming `army` (and a blue one naming `blue`, if given). */
function session(army: string[], blue?: string[]) {
  const blueFile = blue ? [{ path: 'content/duel/armies/blue.yaml', text: ARMY_TEXT(blue).replace('id: red', 'id: blue') }] : [];
  return new EditSession({
    game: 'duel',
    path: 'duel/troop-types.yaml',
    text: TYPES_TEXT,
    hash: 'h0',
    schemas,
    files: [
      { path: 'content/duel/troop-types.yaml', text: TYPES_TEXT },
      ...blueFile,
      { path: 'content/duel/armies/red.yaml', text: ARMY_TEXT(army) },
    ],
  });
}

describe('an edit that breaks other files', () => {
  it('shows the problems it makes in another file, and none once undone', () => {
    const page = session(['knights', 'blades']);
    expect(page.elsewhere).toEqual([]);
    page.edit((t) => t.replace('id: knights', 'id: knight'));
    expect(page.diagnostics).toEqual([]);
    expect(page.elsewhere.map((f) => f.path)).toEqual(['duel/armies/red.yaml']);
    const [problem, ...more] = page.elsewhere[0]!.problems;
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/duel/armies/red.yaml', line: 4, pointer: '/elements/0/type', severity: 'error' });
    expect(problem!.message).toMatch(/unknown id 'knights'/);
    expect(page.saveLabel).toBe('Save, breaking 1 other file');
    page.undo();
    expect(page.elsewhere).toEqual([]);
    expect(page.saveLabel).toBe('Save');
  });

  it('leaves out what was wrong in the other file before the page opened', () => {
    const page = session(['knights', 'hero']);
    expect(page.elsewhere).toEqual([]);
    page.edit((t) => t.replace('id: blades', 'id: blade'));
    expect(page.elsewhere).toEqual([]);
    page.edit((t) => t.replace('id: knights', 'id: knight'));
    expect(page.elsewhere.flatMap((f) => f.problems.map((d) => d.pointer))).toEqual(['/elements/0/type']);
  });
});

describe('a renamed id named in two other files', () => {
  it('lists its one error once, under the file it is in, naming the other place, and a save counts the files as the home page does', async () => {
    const page = session(['knights', 'blades'], ['knights']);
    page.edit((t) => t.replace('id: knights', 'id: knight'));
    expect(page.elsewhere.map((f) => f.path)).toEqual(['duel/armies/blue.yaml']);
    const [error] = page.elsewhere[0]!.problems;
    expect(page.elsewhere[0]!.problems).toHaveLength(1);
    expect(error!.file).toBe('content/duel/armies/blue.yaml');
    expect(error!.message).toContain('red.yaml');
    expect(page.saveLabel).toBe('Save, breaking 1 other file');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ hash: 'h1' }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await page.save();
    vi.unstubAllGlobals();
    expect(page.notice).toMatch(/^Saved, but this change breaks 1 other file \(see Problems\)/);
  });
});

describe('problemsElsewhere', () => {
  const at = (file: string, line: number, message: string): Diagnostic => ({
    file,
    line,
    column: 3,
    pointer: '/x',
    message,
    rule: 'unknown-ref',
    severity: 'error',
    frame: '',
  });

  it("counts a problem at the same place and rule as the same one, though its message quotes the edited file's ids", () => {
    const opened = [at('content/g/b.yaml', 4, "unknown id 'x'; known: a, b")];
    const now = [at('content/g/b.yaml', 4, "unknown id 'x'; known: a, c"), at('content/g/b.yaml', 9, "unknown id 'b'")];
    expect(problemsElsewhere(opened, now, 'content/g/a.yaml')).toEqual([{ path: 'g/b.yaml', problems: [now[1]] }]);
  });

  it('lists one problem standing for places in several files (a renamed id) once, under its own file, as the home page counts it', () => {
    const merged: Diagnostic = {
      ...at('content/g/b.yaml', 4, "unknown id 'x', named in 2 places"),
      places: [
        { file: 'content/g/b.yaml', line: 4, column: 3 },
        { file: 'content/g/c.yaml', line: 7, column: 5 },
      ],
    };
    expect(problemsElsewhere([], [merged], 'content/g/a.yaml')).toEqual([{ path: 'g/b.yaml', problems: [merged] }]);
    // Placed in the edited file, it is the edited file's own problem (its own list shows it), not another file's.
    const here = { ...merged, file: 'content/g/a.yaml', places: [{ file: 'content/g/a.yaml', line: 4, column: 3 }, merged.places![1]!] };
    expect(problemsElsewhere([], [here], 'content/g/a.yaml')).toEqual([]);
  });

  it('gives a locale file its translate page, where a translation left stale is reviewed', () => {
    const stale = {
      ...at('content/g/i18n/pl.yaml', 5, "pl translation of 'a.name' is stale"),
      rule: 'i18n-stale',
      severity: 'warning' as const,
    };
    const broken = at('content/g/b.yaml', 4, "unknown id 'x'");
    expect(problemsElsewhere([], [stale, broken], 'content/g/a.yaml', 'g', [{ locale: 'pl', path: 'content/g/i18n/pl.yaml' }])).toEqual([
      { path: 'g/i18n/pl.yaml', problems: [stale], translatePage: '/translate/g/pl' },
      { path: 'g/b.yaml', problems: [broken] },
    ]);
  });

  it("never lists the edited file's own problems", () => {
    expect(problemsElsewhere([], [at('content/g/a.yaml', 1, 'bad')], 'content/g/a.yaml')).toEqual([]);
  });
});

describe('saving an edit that breaks other files', () => {
  it('says so instead of a plain "Saved."', async () => {
    const page = session(['knights']);
    page.edit((t) => t.replace('id: knights', 'id: knight'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ hash: 'h1' }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await page.save();
    vi.unstubAllGlobals();
    expect(page.noticeKind).toBe('draft');
    expect(page.notice).toBe('Saved, but this change breaks 1 other file (see Problems): `armory build` refuses it until it is fixed.');
  });
});
