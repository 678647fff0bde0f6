import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { footprintOf } from '@armory/render';
import { describe, expect, it } from 'vitest';
import { MOST_SQUARES_DRAWN, SQUARE_UNITS } from './battlefield-picture.js';
import { battlefieldPreview } from './battlefield-preview.js';
import { content } from './content.testing.js';
import { smallestTextPx, textsOf, wordsOf } from './picture-text.testing.js';
import { hottModule } from './module.js';

/** The attributes of every element of `tag` carrying `attribute`, in order. */
function tagged(svg: string, tag: string, attribute: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const m of svg.matchAll(new RegExp(`<${tag} ([^>]*\\b${attribute}="[^"]*"[^>]*)>`, 'g'))) {
    found.push(Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));
  }
  return found;
}

/** The red notes under the picture, each as one line. */
const notes = (svg: string) => textsOf([...svg.matchAll(/<text data-note="\d+".*?<\/text>/g)].map((m) => m[0]).join(''));

const paces = content.rules.table.squarePaces;
/** Drawing units of `n` paces with the grid drawn. */
const units = (n: number) => (n / paces) * SQUARE_UNITS;

describe('battlefieldPreview', () => {
  it("is the registry module's preview of the name the battlefield schema asks for", () => {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../schemas/hott/battlefield.schema.json'), 'utf8'));
    expect(hottModule.previews?.[schema['x-preview']]).toBe(battlefieldPreview);
  });

  for (const [id, field] of Object.entries(content.battlefields)) {
    it(`draws ${id} to scale: every terrain piece where the file puts it, the stronghold, both zones and the grid`, () => {
      const svg = battlefieldPreview(field, { file: field, content });
      expect(footprintOf(svg).shape).toBe('box');
      const pieces = tagged(svg, 'rect', 'data-piece');
      expect(pieces).toHaveLength(field.terrain.length);
      field.terrain.forEach((piece, i) => {
        // North (the attacker's edge) is up: a piece's near side at y paces is drawn depth - y - its depth from the top.
        expect(pieces[i]).toMatchObject({
          'data-piece': String(i + 1),
          'data-terrain': piece.kind,
          x: String(units(piece.x)),
          y: String(units(field.depth - piece.y - piece.depth)),
          width: String(units(piece.width)),
          height: String(units(piece.depth)),
        });
        const kind = content.rules.terrain.find((k) => k.id === piece.kind)!;
        expect(svg).toContain(`>${kind.name}</text>`);
      });
      const [stronghold] = tagged(svg, 'g', 'data-stronghold');
      expect(stronghold!['data-stronghold']).toBe(`${field.stronghold.x},${field.stronghold.y}`);
      const wall = new RegExp(`<g data-stronghold="[^"]*"><rect ([^>]*)>`).exec(svg)![1]!;
      expect(wall).toContain(`x="${units(field.stronghold.x)}" y="${units(field.depth - field.stronghold.y - paces)}"`);
      expect(wall).toContain(`width="${SQUARE_UNITS}" height="${SQUARE_UNITS}"`);

      const { defenderWithin, attackerWithin } = content.rules.setUp.deployment;
      const zones = Object.fromEntries(tagged(svg, 'rect', 'data-zone').map((z) => [z['data-zone'], z]));
      expect(zones['defender']).toMatchObject({ y: String(units(field.depth - defenderWithin)), height: String(units(defenderWithin)) });
      expect(zones['attacker']).toMatchObject({ y: '0', height: String(units(attackerWithin)) });
      expect(tagged(svg, 'path', 'data-grid')[0]!['data-grid']).toBe(`${field.width / paces} x ${field.depth / paces}`);
      expect(wordsOf(svg)).toContain(`a square is ${paces} paces`);
      expect(notes(svg)).toEqual([]);
    });
  }

  it("numbers the edges the attacker rolls for: edge 1, the far one, is the attacker's as drawn, and edge 3 the defender's", () => {
    const field = content.battlefields['low-hills']!;
    const svg = battlefieldPreview(field, { file: field, content }).replace(/&#39;/g, "'");
    const texts = textsOf(svg);
    expect(texts).toContain("edge 1, the attacker's as drawn");
    expect(texts).toContain("edge 3, the defender's as drawn");
    expect(texts).toContain(
      'the attacker rolls for its edge: 2 is on the right, 3 below, 4 on the left; the table turns to bring it to the top',
    );
  });

  it('with only its file, as the editor gives it while the game has an error, draws the pieces and says what it lacks', () => {
    const field = content.battlefields['low-hills']!;
    const svg = battlefieldPreview(field, { file: field });
    expect(tagged(svg, 'rect', 'data-piece').map((p) => p['data-terrain'])).toEqual(field.terrain.map((t) => t.kind));
    expect(tagged(svg, 'g', 'data-stronghold')).toHaveLength(1);
    expect(tagged(svg, 'path', 'data-grid')).toEqual([]);
    expect(tagged(svg, 'rect', 'data-zone')).toEqual([]);
    expect(notes(svg)).toEqual([expect.stringMatching(/^no grid, terrain names or deployment zones: they need the game content/)]);
  });

  it('draws a half-edited battlefield: a missing terrain list, pieces off the table or not placed yet, sizes off the grid', () => {
    const base = { id: 'new-field', name: 'New Field', width: 1200, depth: 1000, stronghold: { x: 500, y: 0 } };
    const bare = battlefieldPreview(base, { file: base, content });
    expect(tagged(bare, 'rect', 'data-piece')).toEqual([]);
    expect(tagged(bare, 'g', 'data-stronghold')).toHaveLength(1);
    expect(notes(bare)).toEqual([]);

    const edited = {
      ...base,
      width: 1250,
      stronghold: { x: 5000, y: 0 },
      terrain: [
        { kind: 'woods', x: 1000, y: 0, width: 400, depth: 200 },
        { kind: 'hill' },
        { kind: 'marsh', x: 3000, y: 0, width: 100, depth: 100 },
        { kind: 'woods', x: 150, y: 300, width: 100, depth: 100 },
        'not a piece',
      ],
    };
    const svg = battlefieldPreview(edited, { file: edited, content });
    // Only the part on the table of the first piece, and the fourth, are drawn.
    const drawn = tagged(svg, 'rect', 'data-piece');
    expect(drawn.map((p) => p['data-piece'])).toEqual(['1', '4']);
    expect(drawn[0]).toMatchObject({ x: String(units(1000)), width: String(units(250)) });
    expect(tagged(svg, 'g', 'data-stronghold')).toEqual([]);
    expect(notes(svg)).toEqual([
      'the table: width 1250 not a whole number of 100-pace squares',
      'terrain 1 (woods) runs off the table',
      'terrain 2 (hill): its place and size are not all set',
      'terrain 3 (marsh) lies off the table',
      'terrain 4 (woods): x 150 not a whole number of 100-pace squares',
      'terrain 5 (?): its place and size are not all set',
      'the stronghold stands off the table',
    ]);
  });

  it('draws a file with no size yet, or no file at all, as a line saying what is missing', () => {
    for (const value of [{ id: 'x' }, { id: 'x', width: 0, depth: 100 }, null, 'text']) {
      const svg = battlefieldPreview(value, { file: value, content });
      expect(footprintOf(svg).shape).toBe('box');
      expect(svg).toContain('give the table a width and a depth in paces');
    }
  });

  it('draws a table too big to draw square by square fitted, without its grid (a typo must not hold the page)', () => {
    const huge = {
      id: 'huge',
      name: 'Huge',
      width: paces * (MOST_SQUARES_DRAWN + 1),
      depth: 1000,
      stronghold: { x: 0, y: 0 },
      terrain: [],
    };
    const svg = battlefieldPreview(huge, { file: huge, content });
    expect(tagged(svg, 'path', 'data-grid')).toEqual([]);
    expect(tagged(svg, 'g', 'data-table')).toHaveLength(1);
    expect(svg.length).toBeLessThan(5000);
  });
});

/**
 * Where the editor shows a battlefield's picture (apps/editor SchemaField.svelte, `.picture`): at most 40rem wide
 * and 22rem high, 16 px a rem, inside the form's column. At a 1400 px window the column is the window less main's
 * padding (1.2rem a side), the problems' 22rem and the 1.2rem gap; at 800 px (under 60rem) it is the window less
 * the padding. A nested field's border and padding take under a rem more.
 */
const EDITOR_PICTURE = { width: 40 * 16, height: 22 * 16 };
const column = (window: number) => (window >= 60 * 16 ? window - 2.4 * 16 - 22 * 16 - 1.2 * 16 : window - 2.4 * 16) - 16;
/** The smallest text the audit found readable on screen. */
const READABLE_PX = 12;

describe('the battlefield picture in the editor', () => {
  for (const window of [1400, 800]) {
    const width = Math.min(EDITOR_PICTURE.width, column(window));
    for (const id of Object.keys(content.battlefields)) {
      it(`shows every word of ${id} at ${READABLE_PX} px or more in a ${window} px window, with the game content or without`, () => {
        const field = content.battlefields[id]!;
        const drawn = battlefieldPreview(field, { file: field, content });
        expect(smallestTextPx(drawn, width, EDITOR_PICTURE.height)).toBeGreaterThanOrEqual(READABLE_PX);
        // While the game has an error the picture has no rules: its red note says so, as readable as the rest.
        const bare = battlefieldPreview(field, { file: field });
        expect(notes(bare)).toHaveLength(1);
        expect(smallestTextPx(bare, width, EDITOR_PICTURE.height)).toBeGreaterThanOrEqual(READABLE_PX);
      });
    }
  }
});
