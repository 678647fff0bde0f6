import { runScenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { shiftingHills } from '../game.js';
import { readScenarios } from './files.js';
import { shiftingHillsModule } from '../module.js';
import { scenarioHooks } from './hooks.js';

describe('shifting-hills scenarios', () => {
  for (const { file, scenario } of readScenarios()) {
    it(`${file}: ${scenario.title}`, () => {
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = runScenario(shiftingHills, scenarioHooks, content, scenario, shiftingHillsModule);
      expect(result.failures).toEqual([]);
    });
  }
});
