import { describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';

describe('armory start', () => {
  it('refuses a port that is not a port', async () => {
    const { code, stderr } = await runArmory(['start', '--port', 'http']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be a whole number/);
  });
});
