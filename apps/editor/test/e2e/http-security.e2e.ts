/** HTTP-level tests: only files under content/ are reachable, and writes off-loopback need the token. */
import { request } from 'node:http';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, tempWorkspace, type EditorServer } from './editor-server.js';

/** Sends `rawPath` byte for byte (fetch would normalise `..` away before sending). */
function raw(port: number, method: string, rawPath: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: import('node:http').IncomingHttpHeaders }>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path: rawPath, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', fail);
    if (body) req.write(body);
    req.end();
  });
}

const HELL_HOUNDS = 'neuroshima-hex/armies/hell-hounds.yaml';

describe('paths: only content/ is reachable', () => {
  let server: EditorServer;
  beforeAll(async () => {
    const root = tempWorkspace();
    writeFileSync(join(root, 'secret.yaml'), 'secret: TOP-SECRET\n');
    mkdirSync(join(root, 'content/neuroshima-hex/links'));
    symlinkSync(join(root, 'secret.yaml'), join(root, 'content/neuroshima-hex/links/out.yaml'));
    symlinkSync(join(root, 'schemas'), join(root, 'content/neuroshima-hex/links/schemas'));
    server = await startEditor({}, root);
  });
  afterAll(() => server.stop());

  it('serves a content file with its hash', async () => {
    const res = await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).text).toContain('id: hell-hounds');
  });

  const attempts = [
    '/api/files/../secret.yaml',
    '/api/files/neuroshima-hex/../../secret.yaml',
    '/api/files/..%2fsecret.yaml',
    '/api/files/..%2Fsecret.yaml',
    '/api/files/neuroshima-hex%2f..%2f..%2fsecret.yaml',
    '/api/files/..%5csecret.yaml',
    '/api/files/%2e%2e/secret.yaml',
    '/api/files/..%252fsecret.yaml',
    '/api/files/%252e%252e%252fsecret.yaml',
    '/api/files//etc/passwd',
    '/api/files/%2fetc%2fpasswd',
    '/api/files/..\\secret.yaml',
    '/api/files/neuroshima-hex/links/out.yaml',
    '/api/files/neuroshima-hex/links/schemas/neuroshima-hex/tile.schema.json',
    '/edit/..%2fsecret.yaml',
    '/sheet/neuroshima-hex/links/out.yaml',
  ];
  for (const path of attempts) {
    it(`refuses ${path}`, async () => {
      const res = await raw(server.port, 'GET', path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).not.toContain('TOP-SECRET');
      expect(res.body).not.toContain('root:');
    });
  }

  it('refuses to write through a symlink that leads out, and leaves the target alone', async () => {
    const get = await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`);
    const res = await raw(server.port, 'PUT', '/api/files/neuroshima-hex/links/out.yaml', JSON.stringify({ baseHash: JSON.parse(get.body).hash, text: 'x: 1\n' }));
    expect(res.status).toBe(403);
    expect(readFileSync(join(server.root, 'secret.yaml'), 'utf8')).toBe('secret: TOP-SECRET\n');
  });

  it('refuses a body over the size limit, a non-JSON body and a cross-site write', async () => {
    const big = JSON.stringify({ baseHash: 'x', text: 'a'.repeat(2 * 1024 * 1024) });
    expect((await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, big)).status).toBe(413);
    const form = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, 'text=1', { 'content-type': 'text/plain' });
    expect(form.status).toBeGreaterThanOrEqual(400);
    const cross = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, JSON.stringify({ baseHash: 'x', text: 'y' }), { origin: 'http://evil.example' });
    expect(cross.status).toBe(403);
  });

  it('answers 409 to a stale hash and overwrites nothing', async () => {
    const before = readFileSync(join(server.root, 'content', HELL_HOUNDS), 'utf8');
    const res = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, JSON.stringify({ baseHash: 'stale', text: 'id: x\n' }));
    expect(res.status).toBe(409);
    expect(JSON.parse(res.body).currentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(server.root, 'content', HELL_HOUNDS), 'utf8')).toBe(before);
  });
});

describe('the token rule', () => {
  it('refuses to start on a non-loopback address without ARMORY_TOKEN', async () => {
    await expect(startEditor({ HOST: '0.0.0.0' })).rejects.toThrow(/refusing to listen on 0\.0\.0\.0 without ARMORY_TOKEN/);
  });

  it('on a non-loopback address, needs the token for every write', async () => {
    const token = 'a-long-enough-test-token-1234';
    const server = await startEditor({ HOST: '0.0.0.0', ARMORY_TOKEN: token });
    try {
      const get = await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`);
      const { hash, text } = JSON.parse(get.body) as { hash: string; text: string };
      const body = JSON.stringify({ baseHash: hash, text: text.replace('name: Hell Hounds', 'name: Hell Hounds!') });
      expect((await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, body)).status).toBe(401);
      expect((await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, body, { authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(401);
      const ok = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, body, { authorization: `Bearer ${token}` });
      expect(ok.status).toBe(200);
      expect(readFileSync(join(server.root, 'content', HELL_HOUNDS), 'utf8')).toContain('name: Hell Hounds!');
      // A browser logs in once with ?token=..., which sets a cookie and drops the token from the address.
      const login = await raw(server.port, 'GET', `/?token=${token}`);
      expect(login.status).toBe(303);
      expect(login.headers['set-cookie']?.[0]).toMatch(/^armory_token=a-long-enough-test-token-1234; Path=\/; HttpOnly; SameSite=Strict$/);
    } finally {
      await server.stop();
    }
  });

  it('on loopback, writes need no token', async () => {
    const server = await startEditor();
    try {
      const { hash, text } = JSON.parse((await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`)).body) as { hash: string; text: string };
      expect((await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, JSON.stringify({ baseHash: hash, text }))).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
