import { describe, expect, it } from 'vitest';
import { faceToFace, foeOf, frontTouches } from './front-contact.js';
import { attacker, defender, placed, type Placing } from './placed-battle.testing.js';

const elementsOf = (...placings: Placing[]) => placed(placings).elements;

describe('front contact', () => {
  it('a front touches the square ahead only', () => {
    const [spears, ahead] = elementsOf(defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'east'));
    expect(frontTouches(spears!, ahead!)).toBe(true);
    expect(frontTouches(ahead!, spears!)).toBe(false);
    const [west, east] = elementsOf(defender('spears', 5, 5, 'east'), attacker('blades', 6, 5, 'west'));
    expect(frontTouches(west!, east!) && frontTouches(east!, west!)).toBe(true);
  });

  it('two enemies face to face are in front contact; friends never are', () => {
    const [a, b] = elementsOf(defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'south'));
    expect(faceToFace(a!, b!)).toBe(true);
    expect(faceToFace(b!, a!)).toBe(true);
    const [c, d] = elementsOf(defender('spears', 5, 5, 'north'), defender('blades', 5, 6, 'south'));
    expect(faceToFace(c!, d!)).toBe(false);
  });

  it('a stronghold is in front contact with an enemy front on any side, but its own front touches no one', () => {
    const [hold, onSide, beforeIt] = elementsOf(
      defender('stronghold', 12, 5, 'north'),
      attacker('blades', 11, 5, 'east'),
      attacker('blades', 12, 6, 'west'),
    );
    expect(faceToFace(hold!, onSide!)).toBe(true);
    expect(frontTouches(hold!, beforeIt!)).toBe(false);
    expect(faceToFace(hold!, beforeIt!)).toBe(false);
  });

  it('the foe is the enemy in front contact; an element out of play has none', () => {
    const state = placed([
      defender('spears', 5, 5, 'north'),
      attacker('blades', 5, 6, 'south'),
      defender('hero', 8, 5, 'north', { status: 'ensorcelled' }),
      attacker('blades', 8, 6, 'south'),
    ]);
    const [spears, blades, frog, facingFrog] = state.elements;
    expect(foeOf(state, spears!)).toBe(blades);
    expect(foeOf(state, blades!)).toBe(spears);
    expect(foeOf(state, frog!)).toBeUndefined();
    expect(foeOf(state, facingFrog!)).toBeUndefined();
  });

  it("a stronghold's foe is the enemy at its front, else its left, right and rear in turn", () => {
    const state = placed([
      defender('stronghold', 12, 5, 'east'),
      attacker('blades', 12, 4, 'north'), // its right (south when facing east)
      attacker('blades', 11, 5, 'east'), // its rear
      attacker('blades', 12, 6, 'south'), // its left
    ]);
    expect(foeOf(state, state.elements[0]!)).toBe(state.elements[3]);
    state.elements[3]!.status = 'destroyed';
    expect(foeOf(state, state.elements[0]!)).toBe(state.elements[1]);
  });
});
