// Every scenario file under scenarios/ is one test: its actions must produce what it expects.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { content, WORKSPACE_ROOT } from '../content.testing.js';
import { findScenarioFiles, readScenarioFile } from './files.js';
import { runScenario } from './run.js';


const files = findScenarioFiles([join(import.meta.dirname, '..', '..', 'scenarios')]);

describe('scenarios', () => {
  it('there are at least 60', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });
  for (const file of files) {
    it(file.slice(file.lastIndexOf('scenarios/')), () => {
      const read = readScenarioFile(WORKSPACE_ROOT, file);
      expect(read.problems).toEqual([]);
      const result = runScenario(content, read.scenario!);
      expect(result.failures).toEqual([]);
    });
  }
});
