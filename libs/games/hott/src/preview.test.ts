import { footprintOf, layoutSheet } from '@armory/render';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { troopTypePreview } from './preview.js';

const knights = content.troopTypes.types.find((t) => t.id === 'knights')!;

describe('troopTypePreview', () => {
  it('draws the factors and moves, and a bar pair for every troop type when the content is at hand', () => {
    const svg = troopTypePreview(knights, { file: content.troopTypes, content });
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('factor +3 vs foot, +4 vs others');
    expect(svg).toContain('moves 300 good / 200 bad / 400 road');
    // Knights attacking spears: the spears are hurt in 10 of 36 rolls, the knights in 21 (17 recoils, 4 destroyed).
    expect(svg).toContain('spears: green 10/36, red 21/36');
    expect(svg.match(/<title>/g)).toHaveLength(content.troopTypes.types.length);
  });

  it('works the odds out again for new content (the editor gives a new content object after each edit)', () => {
    const before = troopTypePreview(knights, { file: content.troopTypes, content });
    // Knights at +9 against foot: the spears (+4) never out-roll them, so the knights are hurt in none of the rolls.
    const types = content.troopTypes.types.map((t) => (t.id === 'knights' ? { ...t, factor: { ...t.factor, foot: 9 } } : t));
    const edited = { ...content, troopTypes: { ...content.troopTypes, types } };
    const after = troopTypePreview(knights, { file: edited.troopTypes, content: edited });
    expect(before).toContain('spears: green 10/36, red 21/36');
    expect(after).not.toContain('spears: green 10/36');
    expect(after).toMatch(/spears: green \d+\/36, red 0\/36/);
    expect(troopTypePreview(knights, { file: content.troopTypes, content })).toBe(before);
  });

  it('with only its file, as the editor gives it, draws who wins the roll on factors alone', () => {
    const svg = troopTypePreview(knights, { file: content.troopTypes });
    expect(svg).toContain('on factors alone');
    // Knights +3 against foot, spears +4 against mounted: knights win when a > d+1 (10 of 36), lose when a <= d (21).
    expect(svg).toContain('spears: green 10/36, red 21/36');
  });

  it('copes with a half-written type', () => {
    expect(troopTypePreview({ id: 'new-type' }, { file: {} })).toContain('new-type');
    expect(troopTypePreview({ id: 'new-type' }, { file: {} })).not.toContain('<title>');
  });

  it('prints at its own size, its smallest text 2 mm high, eight charts to an A4 page (the editor print sheet)', () => {
    const charts = content.troopTypes.types.map((t) => troopTypePreview(t, { file: content.troopTypes, content }));
    for (const svg of charts) {
      const footprint = footprintOf(svg);
      if (footprint.shape !== 'box' || !footprint.mm) throw new Error('a troop type chart states its printed size in mm');
      const mmPerUnit = footprint.mm.width / footprint.viewBox.width;
      expect(footprint.mm.height / footprint.viewBox.height).toBeCloseTo(mmPerUnit, 3);
      const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
      expect(smallest * mmPerUnit).toBeGreaterThanOrEqual(2);
    }
    // The sheet lays them out as the editor's /sheet page does: two across and four down on each A4 page.
    const pages = layoutSheet(content.troopTypes.types.map((t, i) => ({ id: t.id, svg: charts[i]!, copies: 1 })));
    expect(pages.map((p) => p.pictures.length)).toEqual(
      Array.from({ length: Math.ceil(charts.length / 8) }, (_, i) => Math.min(8, charts.length - 8 * i)),
    );
  });
});
