import { describe, expect, it } from 'vitest';
import { footprintOf } from '@armory/render';
import { faceColour, lighten, tilePicture } from './tile-picture.js';

const wolf = {
  name: 'Wolf',
  kind: 'unit',
  initiative: [3],
  edges: { N: { feature: 'melee', strength: 2 }, NE: { feature: 'armor', assumed: true } },
  tips: { W: { feature: 'thrower', strength: 2 } },
};
const hounds = { colour: '#8b1a1a' };

/** The lines of a picture's name and their type sizes in px (CSS class size 9 unless the text sets its own). */
function nameTexts(svg: string): { text: string; size: number }[] {
  return [...svg.matchAll(/<text class="name"[^>]*?(?: style="font-size:([\d.]+)px")?>([^<]*)<\/text>/g)].map((m) => ({
    text: m[2]!,
    size: m[1] ? Number(m[1]) : 9,
  }));
}

describe('tilePicture', () => {
  it("draws a long name whole in smaller type within two lines' room, and a short one at full size", () => {
    expect(nameTexts(tilePicture(wolf))).toEqual([{ text: 'Wolf', size: 9 }]);
    const name = 'Wolf of the Northern Wastes Who Howls at Midnight';
    const lines = nameTexts(tilePicture({ ...wolf, name }));
    expect(lines.map((l) => l.text).join(' ')).toBe(name);
    // Each line is no wider than 12 characters at full size, and the lines take no more height than two did.
    for (const line of lines) expect(line.text.length * line.size).toBeLessThanOrEqual(12 * 9);
    expect(lines.reduce((h, l) => h + l.size, 0)).toBeLessThanOrEqual(2 * 9);
  });

  it('draws one melee spike per point of strength, on the named edge', () => {
    const north = /<g class="feature" data-edge="N">(.*?)<\/g>/.exec(tilePicture(wolf))![1]!;
    expect(north.match(/class="melee"/g)).toHaveLength(2);
  });

  it('writes the strength as a number when the marks would not fit along the edge', () => {
    const svg = tilePicture({ kind: 'unit', edges: { S: { feature: 'melee', strength: 7 } } });
    const south = /data-edge="S">(.*?)<\/g>/.exec(svg)![1]!;
    expect(south.match(/class="melee"/g)).toHaveLength(4);
    expect(south).toContain('>7</text>');
  });

  it('marks assumed placements so a designer can spot them', () => {
    expect(tilePicture(wolf)).toContain('<g class="feature assumed" data-edge="NE"><line class="armor"');
  });

  it('draws a tip feature at its tip and the initiative numbers', () => {
    const svg = tilePicture({ ...wolf, initiative: [3, 1] });
    expect(svg).toMatch(/data-tip="W"><polygon class="thrower"[^>]*\/><text class="strength"[^>]*>2</);
    expect(svg).toContain('>3 1</text>');
  });

  it("fills HQ and units with the army's colour, modules and instants with lighter shades of it", () => {
    expect(tilePicture({ kind: 'unit' }, hounds)).toContain('fill="#8b1a1a"');
    expect(tilePicture({ kind: 'hq' }, hounds)).toContain('fill="#8b1a1a"');
    expect(faceColour({ kind: 'module' }, hounds)).toBe(lighten('#8b1a1a', 0.45));
    expect(faceColour({ kind: 'instant' }, hounds)).not.toBe(faceColour({ kind: 'module' }, hounds));
    expect(lighten('#000000', 0.5)).toBe('#808080');
    // A dark army colour gets white ink, so names and marks stay readable.
    expect(tilePicture({ kind: 'unit', name: 'Wolf' }, hounds)).toContain('<g color="#ffffff">');
    expect(tilePicture({ kind: 'unit' }, { colour: 'red' })).toContain('fill="#d9d4c7"');
  });

  it('gives the HQ its ring and each instant the symbol of its ability', () => {
    expect(tilePicture({ kind: 'hq' })).toContain('class="hq-ring"');
    expect(tilePicture({ kind: 'unit' })).not.toContain('class="hq-ring"');
    const battle = tilePicture({ kind: 'instant', abilities: [{ ability: 'battle' }] });
    const move = tilePicture({ kind: 'instant', abilities: [{ ability: 'move' }] });
    const other = tilePicture({ kind: 'instant', abilities: [{ ability: 'sniper' }] });
    for (const svg of [battle, move, other]) expect(svg).toMatch(/<g class="instant-symbol"[^>]*><polygon class="symbol"/);
    expect(new Set([battle, move, other].map((s) => /class="instant-symbol".*?<\/g>/.exec(s)![0])).size).toBe(3);
    expect(tilePicture({ kind: 'unit' })).not.toContain('instant-symbol');
  });

  it('escapes names and names an unknown feature instead of dropping it', () => {
    const svg = tilePicture({ name: 'A <b> & "c"', edges: { S: { feature: 'laser' } } });
    expect(svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).toMatch(/data-edge="S"><text class="unknown-feature"[^>]*>laser</);
  });

  it('survives half-typed tiles', () => {
    const broken = { name: 7, edges: { N: null, SE: 'melee' }, initiative: 'fast', abilities: 'x' } as unknown as Parameters<
      typeof tilePicture
    >[0];
    expect(() => tilePicture(broken)).not.toThrow();
    expect(tilePicture(broken)).not.toContain('data-edge');
  });

  it('is a hex picture the print sheet can size, with screen sizes when asked', () => {
    expect(footprintOf(tilePicture(wolf))).toEqual({ shape: 'hex', radius: 50, viewBox: { x: -55, y: -55, width: 110, height: 110 } });
    expect(tilePicture(wolf, {}, { width: '4rem', height: '4rem' })).toMatch(/^<svg[^>]* width="4rem" height="4rem"/);
  });
});
