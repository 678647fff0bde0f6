import { runScenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import type { HoundsContent } from './content.js';
import { hounds } from './game.js';
import { houndsModule } from './module.js';
import { readScenarios } from './scenario/files.js';

// The rules' `faint.beats` is the D1 choice; the scenarios play the default (higher), this plays the other one.
describe("what beating means is the rules' choice (seeds/hounds.md D1)", () => {
  const { scenario } = readScenarios().find((f) => f.file === 'equal-power-hero-does-not-faint.yaml')!;
  const faints = { ...scenario, expect: { events: [{ type: 'fainted', seat: 2, card: 'gravy-great-dane' }] } };
  const orEqual: HoundsContent = { ...content, rules: { ...content.rules, faint: { ...content.rules.faint, beats: 'higher-or-equal' } } };

  it('higher-or-equal: a hero of equal power beats a hound, which faints', () => {
    expect(runScenario(hounds, houndsModule.scenarios!, orEqual, faints, houndsModule).failures).toEqual([]);
  });

  it('higher (the content as shipped): the same battle faints nothing', () => {
    expect(runScenario(hounds, houndsModule.scenarios!, content, faints, houndsModule).failures).not.toEqual([]);
  });
});
