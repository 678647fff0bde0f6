import { describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';
import { isLoopback } from './start.js';

describe('armory start', () => {
  it('refuses a network address without ARMORY_TOKEN, before building anything', async () => {
    const saved = process.env['ARMORY_TOKEN'];
    delete process.env['ARMORY_TOKEN'];
    try {
      const { code, stderr } = await runArmory(['start', '--host', '0.0.0.0']);
      expect(code).toBe(2);
      expect(stderr).toMatch(/refusing to listen on 0\.0\.0\.0 without ARMORY_TOKEN/);
    } finally {
      if (saved !== undefined) process.env['ARMORY_TOKEN'] = saved;
    }
  });

  it('refuses a port that is not a port', async () => {
    const { code, stderr } = await runArmory(['start', '--port', 'http']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be a whole number/);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '192.168.1.2', '::', 'example.com'].some(isLoopback)).toBe(false);
  });
});
