import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { allowanceOf, moverOf, paceOn, pathOnto, type Mover } from './pace.js';

const context = contextOf(content);
const { rules } = content;
const kind = (id: string) => rules.terrain.find((k) => k.id === id)!;
const mover = (type: string) => moverOf(context, type)!;

/** The allowance in paces of a path over these kinds (null: open ground), or undefined where the type may not go. */
function over(m: Mover, kinds: (string | null)[]): number | undefined {
  let path = pathOnto(rules, m, undefined, kinds[0] ? kind(kinds[0]) : undefined);
  for (const id of kinds.slice(1)) path = path && pathOnto(rules, m, path, id ? kind(id) : undefined);
  return path && allowanceOf(m, path);
}

describe('paceOn', () => {
  it("is the type's figure for the square's going, open ground good", () => {
    expect(paceOn(rules, mover('knights'), undefined)).toBe(300);
    expect(paceOn(rules, mover('knights'), kind('woods'))).toBe(200);
    expect(paceOn(rules, mover('knights'), kind('road'))).toBe(300);
  });

  it('in water, no more than movement.wadingPaces for a type that wades; aerials fly over at their own figure', () => {
    expect(paceOn(rules, mover('knights'), kind('river'))).toBe(rules.movement.wadingPaces);
    expect(paceOn(rules, mover('flyers'), kind('river'))).toBe(1200);
  });

  it('undefined where the type has no figure: artillery in the river (bad going)', () => {
    expect(paceOn(rules, mover('artillery'), kind('river'))).toBeUndefined();
  });
});

describe('moverOf', () => {
  it('none for a type that never moves; aerials do not wade (rules.yaml movement.overWaterClasses)', () => {
    expect(moverOf(context, 'stronghold')).toBeUndefined();
    expect(mover('dragon').wades).toBe(false);
    expect(mover('lurkers').wades).toBe(true);
  });
});

describe('a path and its allowance', () => {
  it('the least pace over the path, its first square included', () => {
    expect(over(mover('knights'), [null, null, 'woods'])).toBe(200);
    expect(over(mover('knights'), ['river', null, null])).toBe(100);
    expect(over(mover('knights'), [null, 'river', 'woods'])).toBe(100);
  });

  it('the road figure when every square is road, never below the good-going one; any other square ends that', () => {
    expect(over(mover('spears'), ['road', 'road', 'road'])).toBe(400);
    expect(over(mover('spears'), ['road', 'road', null])).toBe(200);
    expect(over(mover('spears'), [null, 'road', 'road'])).toBe(200);
    expect(over(mover('hero'), ['road', 'road'])).toBe(500);
  });

  it('undefined once the path meets going the type may not enter', () => {
    expect(over(mover('artillery'), [null, 'river'])).toBeUndefined();
  });
});
