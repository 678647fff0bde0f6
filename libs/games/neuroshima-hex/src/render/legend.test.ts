import { describe, expect, it } from 'vitest';
import { footprintOf } from '@armory/render';
import { legendEntries, legendPicture } from './legend.js';

const army = {
  name: 'Hounds',
  colour: '#8b1a1a',
  tiles: [
    { id: 'hq', kind: 'hq', edges: { N: { feature: 'melee' } } },
    {
      id: 'wolf',
      kind: 'unit',
      initiative: [2],
      edges: { N: { feature: 'melee', assumed: true }, S: { feature: 'net' } },
      tips: { E: { feature: 'thrower', strength: 2 } },
    },
    { id: 'battle', name: 'Battle', kind: 'instant', abilities: [{ ability: 'battle' }] },
    { id: 'sniper', name: 'Sniper', kind: 'instant', abilities: [{ ability: 'sniper' }] },
  ],
};

describe('the legend', () => {
  it('explains each feature the army uses once, the assumed mark, the HQ, initiative and each instant symbol', () => {
    expect(legendEntries(army).map((e) => e.text)).toEqual([
      'melee (edge)',
      'net (edge)',
      'thrower (tip)',
      'marks, or the number beside them: strength',
      'faded: assumed placement',
      'inner ring: the HQ',
      'middle number: initiative',
      'instant: Battle',
      'instant (other effects)',
    ]);
  });

  it('leaves out what the army does not use', () => {
    const plain = { tiles: [{ kind: 'unit', initiative: [1], edges: { N: { feature: 'ranged' } } }] };
    expect(legendEntries(plain).map((e) => e.text)).toEqual(['ranged (edge)', 'middle number: initiative']);
    expect(legendEntries({ tiles: 'nothing' })).toEqual([]);
  });

  it('is a box picture with a small tile per entry, titled with the army name', () => {
    const svg = legendPicture(army);
    expect(footprintOf(svg).shape).toBe('box');
    expect(svg.match(/class="nh-tile"/g)).toHaveLength(legendEntries(army).length);
    expect(svg).toContain('>Key: Hounds</text>');
    // Edge and tip glyphs are shown close up, the whole tile for the rest.
    expect(svg.match(/viewBox="-30 -50 60 45"/g)).toHaveLength(legendEntries(army).filter((e) => e.zoom === 'N').length);
    expect(svg).toContain('viewBox="5 -55 55 45"');
  });
});
