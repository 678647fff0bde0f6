import { describe, expect, it } from 'vitest';
import { tileSvg } from './tile-svg.js';

const wolf = {
  name: 'Wolf',
  kind: 'unit',
  initiative: [3],
  edges: { N: { feature: 'melee', strength: 2 }, NE: { feature: 'armor', assumed: true } },
  tips: { W: { feature: 'thrower', strength: 1 } },
};

describe('tileSvg', () => {
  it('draws one melee spike per point of strength, on the named edge', () => {
    const svg = tileSvg(wolf);
    const north = /<g class="feature" data-edge="N">(.*?)<\/g>/.exec(svg)![1]!;
    expect(north.match(/class="melee"/g)).toHaveLength(2);
  });

  it('marks assumed placements so a designer can spot them', () => {
    expect(tileSvg(wolf)).toContain('<g class="feature assumed" data-edge="NE"><line class="armor"');
  });

  it('draws a tip feature at its tip and the initiative numbers', () => {
    const svg = tileSvg({ ...wolf, initiative: [3, 1] });
    expect(svg).toMatch(/data-tip="W"><polygon class="thrower"/);
    expect(svg).toContain('>3 1</text>');
  });

  it('escapes names and names an unknown feature instead of dropping it', () => {
    const svg = tileSvg({ name: 'A <b> & "c"', edges: { S: { feature: 'laser' } } });
    expect(svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).toMatch(/data-edge="S"><text class="unknown-feature"[^>]*>laser</);
  });

  it('survives half-typed tiles', () => {
    const broken = { name: 7, edges: { N: null, SE: 'melee' }, initiative: 'fast' } as unknown as Parameters<typeof tileSvg>[0];
    expect(() => tileSvg(broken)).not.toThrow();
    expect(tileSvg(broken)).not.toContain('data-edge');
  });

  it('gives print sizes when asked', () => {
    expect(tileSvg(wolf, { width: '40mm', height: '40mm' })).toMatch(/^<svg[^>]* width="40mm" height="40mm"/);
  });
});
