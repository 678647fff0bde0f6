import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { hasWon } from './win.js';

const army = (lost: number, more: Partial<{ commanderLost: boolean; strongholdCaptured: boolean }> = {}) => ({
  elements: 12,
  lost,
  commanderLost: false,
  strongholdCaptured: false,
  ...more,
});

describe('hasWon', () => {
  it('taking the enemy stronghold wins outright', () => {
    expect(hasWon(content, army(5), army(0, { strongholdCaptured: true }))).toBe(true);
  });

  it('more enemy losses win once the enemy has lost half its elements or its commander', () => {
    expect(hasWon(content, army(2), army(6))).toBe(true);
    expect(hasWon(content, army(2), army(5))).toBe(false);
    expect(hasWon(content, army(2), army(3, { commanderLost: true }))).toBe(true);
  });

  it('not while the enemy has lost no more than you', () => {
    expect(hasWon(content, army(6), army(6))).toBe(false);
    expect(hasWon(content, army(3), army(3, { commanderLost: true }))).toBe(false);
  });
});
