import { describe, expect, it } from 'vitest';
import { runArmory, shellArmory } from '../testing.js';
import { editorBuildEnvironment, isLoopback } from './start.js';

describe('armory start', () => {
  it('builds the editor for production whatever NODE_ENV the shell has, keeping the rest of the environment', () => {
    expect(editorBuildEnvironment({ NODE_ENV: 'test', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
    expect(editorBuildEnvironment({ HOME: '/root' })).toEqual({ NODE_ENV: 'production', HOME: '/root' });
  });

  it('refuses a port that is not a port', async () => {
    const { code, stderr } = await runArmory(['start', '--port', 'http']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be a whole number/);
  });

  // Before the editor is built (10-20 s), as its help promises: exit 2, not the server's exit 1 after the build.
  it('refuses a network address without a long enough ARMORY_TOKEN at once (exit 2)', () => {
    const unset = shellArmory('armory start --host 0.0.0.0 --port 4999', { env: { ARMORY_TOKEN: '' } });
    expect(unset.stderr).toBe(
      "armory start: 0.0.0.0 is reachable from the network, so the editor needs ARMORY_TOKEN (16+ characters) for writes; or listen on 127.0.0.1\nRun 'armory start --help' for usage.\n",
    );
    expect(unset.code).toBe(2);
    const short = shellArmory('armory start --port 4999', { env: { HOST: '192.168.1.5', ARMORY_TOKEN: 'short' } });
    expect(short.stderr).toMatch(/^armory start: ARMORY_TOKEN must be at least 16 characters; it has 5\n/);
    expect(short.code).toBe(2);
  }, 60_000);

  it('counts localhost, ::1 and 127.x.x.x as loopback, and nothing else', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.org', '128.0.0.1']) expect(isLoopback(host), host).toBe(false);
  });
});
