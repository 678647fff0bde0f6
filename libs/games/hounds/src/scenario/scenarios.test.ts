import { runScenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { hounds } from '../game.js';
import { houndsModule } from '../module.js';
import { readScenarios } from './files.js';

describe('hounds scenarios', () => {
  for (const { file, scenario } of readScenarios()) {
    it(`${file}: ${scenario.title}`, () => {
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = runScenario(hounds, houndsModule.scenarios!, content, scenario, houndsModule);
      expect(result.failures).toEqual([]);
    });
  }
});
