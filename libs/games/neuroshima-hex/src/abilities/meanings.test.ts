import { describe, expect, it } from 'vitest';
import { ABILITY_MEANINGS, READ_BY } from './meanings.js';
import { PLAYS } from './plays.js';

describe('the ability catalog the code knows', () => {
  it('names each ability once', () => {
    expect(new Set(ABILITY_MEANINGS).size).toBe(ABILITY_MEANINGS.length);
  });

  it('gives every ability without a module of its own a usable ability that reads it', () => {
    for (const [id, reader] of Object.entries(READ_BY)) expect(PLAYS[reader], `${id} is read by '${reader}'`).toBeDefined();
  });
});
