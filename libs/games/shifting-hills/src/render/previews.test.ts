import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { footprintOf } from '@armory/render';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { shiftingHillsModule } from '../module.js';
import { previews } from './previews.js';

/** Every `x-preview` name in this game's schemas. */
function namedPreviews(): string[] {
  const dir = join(import.meta.dirname, '../../../../../schemas/shifting-hills');
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const preview = (node as Record<string, unknown>)['x-preview'];
    if (typeof preview === 'string') names.add(preview);
    Object.values(node).forEach(visit);
  };
  for (const f of readdirSync(dir)) if (f.endsWith('.schema.json')) visit(JSON.parse(readFileSync(join(dir, f), 'utf8')));
  return [...names].sort();
}

describe('previews', () => {
  it('draws every preview the schemas name, and the registry module lists them', () => {
    expect(namedPreviews()).toEqual(['board', 'bonus-card', 'tile']);
    for (const name of namedPreviews()) expect(shiftingHillsModule.previews?.[name]).toBe(previews[name]);
  });

  it('draws a tile as a hex in its colour, with its battle and movement effects and its stars', () => {
    const forest = content.tiles.tiles.find((t) => t.id === 'forest')!;
    const svg = previews['tile']!(forest, { file: content.tiles });
    expect(footprintOf(svg).shape).toBe('hex');
    expect(svg).toContain(`fill="${forest.colour}"`);
    expect(svg).toContain('+1 DEF');
    expect(svg).toContain('impedes: mech');
    expect(svg).toContain('2 of 10');
    const hq = previews['tile']!(
      content.tiles.tiles.find((t) => t.id === 'headquarters')!,
      { file: content.tiles },
    );
    expect(hq).toContain('impedes: any squad (enemy HQ)');
    expect(hq).not.toContain('aria-label="star"');
  });

  it('draws a printed copy of a tile with a plain star when it is one of the starred copies, else without one', () => {
    const forest = content.tiles.tiles.find((t) => t.id === 'forest')!;
    expect(forest.stars).toBeGreaterThan(0);
    expect(forest.count).toBeGreaterThan(forest.stars);
    const copy = (number: number) => previews['tile']!(forest, { file: content.tiles, copy: { number, of: forest.count } });
    const stars = (svg: string) => svg.match(/aria-label="star"/g)?.length ?? 0;
    expect(stars(copy(1))).toBe(1);
    expect(stars(copy(forest.stars))).toBe(1);
    expect(stars(copy(forest.stars + 1))).toBe(0);
    expect(stars(copy(forest.count))).toBe(0);
    // A printed copy is one tile: it does not say how many of the others carry a star.
    expect(copy(1)).not.toContain(`of ${forest.count}`);
  });

  it('draws a long tile or card name whole, in smaller type in the same room', () => {
    const forest = content.tiles.tiles.find((t) => t.id === 'forest')!;
    const survivors = content.bonusCards.cards.find((c) => c.id === 'survivors-found')!;
    const name = 'Forest of the Long Shadows Where Nobody Walks';
    const bold = (svg: string) =>
      [...svg.matchAll(/font-size="([\d.]+)" font-weight="bold"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ size: Number(m[1]), text: m[2]! }));
    for (const [svg, full, chars] of [
      [previews['tile']!({ ...forest, name }, { file: content.tiles }), 9, 13],
      [previews['bonus-card']!({ ...survivors, name }, { file: content.bonusCards }), 5.5 * (content.bonusCards.size!.width / 63), 16],
    ] as const) {
      const lines = bold(svg);
      expect(lines.map((l) => l.text).join(' ')).toBe(name);
      for (const line of lines) {
        expect(line.size).toBeLessThan(full);
        expect(line.text.length * line.size).toBeLessThanOrEqual(chars * full + 1e-9);
      }
      expect(lines.reduce((h, l) => h + l.size, 0)).toBeLessThanOrEqual(2 * full + 1e-9);
    }
    expect(bold(previews['tile']!(forest, { file: content.tiles }))).toEqual([{ size: 9, text: 'Forest' }]);
  });

  it('draws a bonus card as a card with its effect and parameters', () => {
    const survivors = content.bonusCards.cards.find((c) => c.id === 'survivors-found')!;
    const svg = previews['bonus-card']!(survivors, { file: content.bonusCards });
    expect(footprintOf(svg).shape).toBe('box');
    expect(svg).toContain('Survivors Found');
    const words = svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(words).toContain('survivors-found (gain: infantry 2, rocketeer 2, mech 1)');
  });

  it("draws a bonus card at its deck's printed size and states it in mm, so a print sheet prints it at it", () => {
    const card = content.bonusCards.cards[0]!;
    const stated = footprintOf(previews['bonus-card']!(card, { file: content.bonusCards }));
    expect(stated).toEqual({
      shape: 'box',
      viewBox: { x: 0, y: 0, ...content.bonusCards.size },
      mm: content.bonusCards.size,
    });
    // A copy of the content with another size: the picture follows it, its wording scaled with it.
    const tarot = { ...content.bonusCards, size: { width: 70, height: 120 } };
    const svg = previews['bonus-card']!(card, { file: tarot });
    expect(footprintOf(svg)).toEqual({ shape: 'box', viewBox: { x: 0, y: 0, width: 70, height: 120 }, mm: { width: 70, height: 120 } });
    expect(svg).toContain('<rect x="0.5" y="0.5" width="69" height="119"');
    const foot = [...svg.matchAll(/y="([\d.]+)" font-size="([\d.]+)" text-anchor="middle" fill="#555555"/g)];
    expect(Number(foot[foot.length - 1]![1])).toBeCloseTo(120 - (6 * 70) / 63);
    expect(Number(foot[0]![2])).toBeCloseTo((3.8 * 70) / 63);
  });

  it('says a deck with no size yet has no size to draw its cards at', () => {
    const { size: _, ...unsized } = content.bonusCards;
    expect(() => previews['bonus-card']!(content.bonusCards.cards[0]!, { file: unsized })).toThrow(
      "a bonus card is drawn at its deck's size: give the deck a size, its width and height in mm",
    );
  });

  it('draws the board from the rules file: every hex named, the HQs marked', () => {
    const svg = previews['board']!(content.rules, { file: content.rules });
    expect(svg.match(/<polygon/g)).toHaveLength(37);
    expect(svg).toContain('>HQ 1</text><text y="11" font-size="6" text-anchor="middle" fill="#333333">d2<');
    expect(svg).toContain('>HQ 2</text><text y="11" font-size="6" text-anchor="middle" fill="#333333">d6<');
    expect(svg).not.toContain('is not a hex of this board');
  });

  it('says how many hexes a board too big to draw would have, without building it', () => {
    const rules = { ...content.rules, board: { ...content.rules.board, columns: [4, 999999, 4] } };
    const svg = previews['board']!(rules, { file: rules });
    expect(svg).toContain('the columns make 1000007 hexes: too many to draw (at most 5000)');
    expect(svg).not.toContain('<polygon');
    expect(previews['board']!(content.rules, { file: content.rules })).toContain('<polygon');
  });

  it('names an HQ placed on a hex the columns do not have, under the board and in its label', () => {
    const headquarters = content.rules.headquarters.map((hq) => (hq.seat === 2 ? { ...hq, hex: 'd9' } : hq));
    const svg = previews['board']!({ ...content.rules, headquarters }, { file: content.rules });
    expect(svg.match(/<polygon/g)).toHaveLength(37);
    expect(svg.match(/>HQ \d<\/text>/g)).toEqual(['>HQ 1</text>']);
    expect(svg).toContain('fill="#b00020">HQ 2: d9 is not a hex of this board</text>');
    expect(svg).toMatch(/aria-label="the board: 37 hexes in columns of 4, 5, 6, 7, 6, 5, 4; HQ 2: d9 is not a hex of this board"/);
  });

  it('writes what a designer types as text, never as markup (the editor draws pictures as it is typed)', () => {
    const typed = 'Say "go" <b>now</b> & move';
    const forest = content.tiles.tiles.find((t) => t.id === 'forest')!;
    const tile = previews['tile']!({ ...forest, name: typed, colour: '#12"><b>x</b>' }, { file: content.tiles });
    const card = previews['bonus-card']!({ ...content.bonusCards.cards[0]!, text: typed }, { file: content.bonusCards });
    const hqs = content.rules.headquarters.map((hq, i) => (i === 0 ? { ...hq, seat: '1<b>' as unknown as number } : hq));
    const board = previews['board']!({ ...content.rules, headquarters: hqs }, { file: content.rules });
    for (const svg of [tile, card, board]) expect(svg).not.toContain('<b>');
    expect(tile).toContain('aria-label="Say &quot;go&quot; &lt;b&gt;now&lt;/b&gt; &amp; move: +1 DEF; impedes: mech"');
    // A colour half typed is no colour yet: the tile keeps the plain grey until it reads as #rrggbb.
    expect(tile).toContain('fill="#dddddd"');
    expect(card).toContain(`aria-label="${content.bonusCards.cards[0]!.name}: Say &quot;go&quot; &lt;b&gt;now&lt;/b&gt; &amp; move"`);
    expect(board).toContain('>HQ 1&lt;b&gt;</text>');
  });

  it('wraps a long effect into short lines that fit the hex, and draws a card whose name is not typed yet', () => {
    const mountain = content.tiles.tiles.find((t) => t.id === 'mountain')!;
    const svg = previews['tile']!(
      { ...mountain, entering: [{ effect: 'forbids', units: ['infantry', 'rocketeer', 'mech'] }] },
      { file: content.tiles },
    );
    const lines = [...svg.matchAll(/font-size="6" text-anchor="middle"[^>]*>([^<]*)</g)].map((m) => m[1]!);
    expect(lines).toEqual(['+1 ATK +1 DEF', 'no entry:', 'infantry,', 'rocketeer, mech']);
    const card = previews['bonus-card']!({ ...content.bonusCards.cards[0]!, name: '' }, { file: content.bonusCards });
    expect(card).toContain('font-size="4.5"');
    // The effect sits at the foot: its last line's baseline is the card's height less a margin, however many lines.
    const foot = [...card.matchAll(/y="([\d.]+)" font-size="3.8"/g)].map((m) => Number(m[1]));
    expect(foot.length).toBeGreaterThan(1);
    expect(foot[foot.length - 1]).toBe(82);
  });
});
