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
    expect(svg).toContain('spears: enemy hurt 10/36, it is hurt 21/36');
    expect(svg.match(/<title>/g)).toHaveLength(content.troopTypes.types.length);
  });

  it('draws the figures alone without the content, and copes with a half-written type', () => {
    expect(troopTypePreview(knights, { file: content.troopTypes })).not.toContain('<title>');
    expect(troopTypePreview({ id: 'new-type' }, { file: {} })).toContain('new-type');
  });
});
