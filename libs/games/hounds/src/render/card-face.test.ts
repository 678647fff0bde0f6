import { describe, expect, it } from 'vitest';
import { footprintOf } from '@armory/render';
import { content } from '../content.testing.js';
import { houndsModule } from '../module.js';
import { abilityText } from './ability-text.js';

const set = content.cardSets.sample!;
const hero = set.heroes.find((h) => h.id === 'dame-barkley')!;
const hound = set.hounds.find((h) => h.id === 'clover-corgi')!;

describe('card faces', () => {
  it('draw a hero with its name, power, cost and ability text from the catalog, at the set size', () => {
    const svg = houndsModule.previews!['hero-card']!(hero, { file: set, content });
    expect(svg).toContain('>Dame Barkley</text>');
    expect(svg).toMatch(/data-role="power">7</);
    expect(svg).toMatch(/data-role="cost">5</);
    expect(svg).toContain('Power +2 to your attack card this round.');
    // It states its printed size, the set's (63 x 88 mm), so a print sheet prints it at that size.
    expect(footprintOf(svg)).toEqual({ shape: 'box', viewBox: { x: 0, y: 0, width: 63, height: 88 }, mm: { width: 63, height: 88 } });
  });

  it('draw a hound without a cost, its effects in order', () => {
    const svg = houndsModule.previews!['hound-card']!(hound, { file: set, content });
    expect(svg).not.toContain('data-role="cost"');
    expect(svg).toContain('HOUND');
    expect(abilityText(hound.abilities, content.effects)).toBe('Draw 2. Then: Discard 1 from your hand.');
  });

  it('take names and ability texts from a translation when the editor gives one', () => {
    const text = (key: string, english: string) =>
      key === 'sample.clover-corgi.name' ? 'Koniczynka' : key === 'effects.draw.text' ? 'Dobierz {amount}.' : english;
    const svg = houndsModule.previews!['hound-card']!(hound, { file: set, content, text });
    expect(svg).toContain('>Koniczynka</text>');
    expect(svg).toContain('Dobierz 2.');
  });

  it('draw a long name whole in smaller type, in the room of the one line a name has', () => {
    const name = 'Queen Kibble, Ruler of All Biscuits Everywhere';
    const svg = houndsModule.previews!['hero-card']!({ ...hero, name }, { file: set, content });
    const text = /<text[^>]*font-size="([\d.]+)"[^>]*data-role="name">(.*?)<\/text>/.exec(svg)!;
    const lines = [...text[2]!.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!);
    const full = 5.8 * (set.size.width / 63);
    const size = Number(text[1]);
    expect(lines.join(' ')).toBe(name);
    expect(size * lines.length).toBeLessThanOrEqual(full + 1e-9);
    for (const line of lines) expect(line.length * size).toBeLessThanOrEqual(18 * full + 1e-9);
  });

  it('say the effect and its parameters when no catalog is loaded', () => {
    const svg = houndsModule.previews!['hound-card']!(hound, { file: set });
    expect(svg).toContain('draw (amount 2)');
  });
});
