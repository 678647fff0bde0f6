/**
 * HTTP-level tests: only files under content/ are reachable, writes off loopback need the token, and the server
 * program itself (whoever starts it) refuses a network address without one, before it says it listens.
 */
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  launch,
  networkAddress,
  SERVER,
  startEditor,
  StartFailed,
  tempWorkspace,
  userEnvironment,
  type EditorServer,
} from './editor-server.js';

/** Sends `rawPath` byte for byte (fetch would normalise `..` away before sending); a body with its length (node sends a DELETE's unframed). */
function raw(port: number, method: string, rawPath: string, body?: string, headers: Record<string, string> = {}, host = '127.0.0.1') {
  return new Promise<{ status: number; body: string; headers: import('node:http').IncomingHttpHeaders }>((ok, fail) => {
    const req = request(
      {
        host,
        port,
        method,
        path: rawPath,
        headers: body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } : headers,
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
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
    const res = await raw(
      server.port,
      'PUT',
      '/api/files/neuroshima-hex/links/out.yaml',
      JSON.stringify({ baseHash: JSON.parse(get.body).hash, text: 'x: 1\n' }),
    );
    expect(res.status).toBe(403);
    expect(readFileSync(join(server.root, 'secret.yaml'), 'utf8')).toBe('secret: TOP-SECRET\n');
  });

  it('refuses to create, rename to or delete through a symlink, and creates nothing outside content/', async () => {
    const create = await raw(server.port, 'POST', '/api/files/neuroshima-hex/links/schemas/new.yaml', JSON.stringify({ text: 'x: 1\n' }));
    expect(create.status).toBe(403);
    expect(existsSync(join(server.root, 'schemas/new.yaml'))).toBe(false);
    const { hash } = JSON.parse((await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`)).body) as { hash: string };
    const move = await raw(
      server.port,
      'PATCH',
      `/api/files/${HELL_HOUNDS}`,
      JSON.stringify({ baseHash: hash, to: 'neuroshima-hex/links/schemas/hh.yaml' }),
    );
    expect(move.status).toBe(403);
    expect(existsSync(join(server.root, 'content', HELL_HOUNDS))).toBe(true);
    const drop = await raw(server.port, 'DELETE', '/api/files/neuroshima-hex/links/out.yaml', JSON.stringify({ baseHash: hash }));
    expect(drop.status).toBe(403);
    expect(readFileSync(join(server.root, 'secret.yaml'), 'utf8')).toBe('secret: TOP-SECRET\n');
  });

  it('refuses a body over the size limit, a non-JSON body and a cross-site write', async () => {
    const big = JSON.stringify({ baseHash: 'x', text: 'a'.repeat(2 * 1024 * 1024) });
    expect((await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, big)).status).toBe(413);
    const form = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, 'text=1', { 'content-type': 'text/plain' });
    expect(form.status).toBeGreaterThanOrEqual(400);
    const cross = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, JSON.stringify({ baseHash: 'x', text: 'y' }), {
      origin: 'http://evil.example',
    });
    expect(cross.status).toBe(403);
    // The API says why as { message }, naming the origin the server believes it serves: the one it does.
    expect(JSON.parse(cross.body).message).toBe(
      `refused: cross-site write (from http://evil.example; this editor is http://127.0.0.1:${server.port})`,
    );
  });

  it('answers 409 to a stale hash and overwrites nothing', async () => {
    const before = readFileSync(join(server.root, 'content', HELL_HOUNDS), 'utf8');
    const res = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, JSON.stringify({ baseHash: 'stale', text: 'id: x\n' }));
    expect(res.status).toBe(409);
    expect(JSON.parse(res.body).currentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(server.root, 'content', HELL_HOUNDS), 'utf8')).toBe(before);
  });
});

/** The refusal a start ended with (it must end, never serve). */
async function refusedStart(start: Promise<EditorServer>): Promise<StartFailed> {
  const outcome = await start.then(
    async (server) => {
      await server.stop();
      return new Error('it started');
    },
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(StartFailed);
  return outcome as StartFailed;
}

/** Saves hell-hounds.yaml unchanged through `host`; the status answered. */
async function saveUnchanged(server: EditorServer, host: string, headers: Record<string, string> = {}): Promise<number> {
  const { hash, text } = JSON.parse((await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`)).body) as { hash: string; text: string };
  const named = { host: `${host}:${server.port}`, origin: `http://${host}:${server.port}` };
  const connectTo = host === 'localhost' ? '127.0.0.1' : host;
  return (
    await raw(
      server.port,
      'PUT',
      `/api/files/${HELL_HOUNDS}`,
      JSON.stringify({ baseHash: hash, text }),
      { ...named, ...headers },
      connectTo,
    )
  ).status;
}

describe('a new locale', () => {
  it('is not created through an i18n folder symlinked out of content/', async () => {
    const root = tempWorkspace();
    const i18n = join(root, 'content/neuroshima-hex/i18n');
    renameSync(i18n, join(root, 'elsewhere'));
    symlinkSync(join(root, 'elsewhere'), i18n);
    const server = await startEditor({}, root);
    try {
      const edits = [{ key: 'hell-hounds.name', english: 'Hell Hounds', text: 'Höllenhunde' }];
      const res = await raw(server.port, 'POST', '/api/translations/neuroshima-hex/de', JSON.stringify({ baseHash: null, edits }));
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).message).toMatch(/leads outside content\//);
      expect(readdirSync(join(root, 'elsewhere'))).toEqual(['pl.yaml']);
    } finally {
      await server.stop();
    }
  });
});

describe('the token rule', () => {
  it('armory start refuses a network address without ARMORY_TOKEN, or with a short one, before it listens', async () => {
    const bare = await refusedStart(startEditor({ HOST: '0.0.0.0' }));
    expect(bare.code).toBe(2);
    // armory start says so itself, before a build (the server program's own refusal is the same rule, tested below).
    expect(bare.output).toMatch(/0\.0\.0\.0 is reachable from the network, so the editor needs ARMORY_TOKEN/);
    const short = await refusedStart(startEditor({ HOST: '0.0.0.0', ARMORY_TOKEN: 'short' }));
    expect(short.code).toBe(2);
    expect(short.output).toMatch(/ARMORY_TOKEN must be at least 16 characters/);
    for (const refusal of [bare, short]) {
      expect(refusal.output).not.toMatch(/listening|http:\/\//i);
      expect(refusal.output).not.toMatch(/\n\s+at /);
    }
  });

  it('the server program, started without armory and without HOST, listens on loopback only', async () => {
    const port = await freePort();
    const server = await launch(SERVER, [], port, { PORT: String(port) }, tempWorkspace());
    try {
      expect(server.output()).toContain(`listening on http://127.0.0.1:${port}`);
      expect(await saveUnchanged(server, '127.0.0.1')).toBe(200);
      const address = networkAddress();
      if (address) {
        const fromNetwork = await fetch(`http://${address}:${port}/api/health`).then(
          (r) => r.status,
          (e: Error) => e.message,
        );
        expect(fromNetwork).toBe('fetch failed');
      }
    } finally {
      await server.stop();
    }
  });

  it('the server program says plainly when its port is taken, and exits 2', async () => {
    const first = await startEditor();
    try {
      // Run to its end (the port answers, but from the first server: waiting for an answer would prove nothing).
      const second = spawnSync(process.execPath, [SERVER], {
        cwd: first.root,
        env: { ...userEnvironment(), PORT: String(first.port) },
        encoding: 'utf8',
        timeout: 30000,
      });
      expect(second.status).toBe(2);
      expect(second.stdout).toBe('');
      expect(second.stderr.trim()).toBe(`armory editor: cannot listen on 127.0.0.1:${first.port}: the port is in use`);
    } finally {
      await first.stop();
    }
  });

  it('the server program refuses a network address without ARMORY_TOKEN, whoever starts it', async () => {
    const port = await freePort();
    const refusal = await refusedStart(launch(SERVER, [], port, { HOST: '0.0.0.0', PORT: String(port) }, tempWorkspace()));
    expect(refusal.code).not.toBe(0);
    expect(refusal.output).toMatch(/^armory editor: refusing to listen on 0\.0\.0\.0 without ARMORY_TOKEN/);
  });

  it('on a network address, needs the token for every write, and takes a write from the address it was reached at', async () => {
    const token = 'a-long-enough-test-token-1234';
    const server = await startEditor({ HOST: '0.0.0.0', ARMORY_TOKEN: token });
    try {
      const get = await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`);
      const { hash, text } = JSON.parse(get.body) as { hash: string; text: string };
      const body = JSON.stringify({ baseHash: hash, text: text.replace('name: Hell Hounds', 'name: Hell Hounds!') });
      expect((await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, body)).status).toBe(401);
      expect(
        (await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, body, { authorization: 'Bearer wrong-token-wrong-token' })).status,
      ).toBe(401);
      const ok = await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, body, { authorization: `Bearer ${token}` });
      expect(ok.status).toBe(200);
      expect(readFileSync(join(server.root, 'content', HELL_HOUNDS), 'utf8')).toContain('name: Hell Hounds!');
      // A browser logs in once with ?token=..., which sets a cookie and drops the token from the address.
      const login = await raw(server.port, 'GET', `/?token=${token}`);
      expect(login.status).toBe(303);
      expect(login.headers['set-cookie']?.[0]).toMatch(/^armory_token=a-long-enough-test-token-1234; Path=\/; HttpOnly; SameSite=Strict$/);
      // A same-origin write from wherever the browser reached it (this machine's network address, or a name).
      const host = networkAddress() ?? '127.0.0.1';
      expect(await saveUnchanged(server, host, { cookie: `armory_token=${token}` })).toBe(200);
      expect(await saveUnchanged(server, host, { cookie: `armory_token=${token}`, origin: 'http://evil.example' })).toBe(403);
    } finally {
      await server.stop();
    }
  });

  it('on loopback, writes need no token, and the same-origin browser write is taken', async () => {
    const server = await startEditor();
    try {
      expect(await saveUnchanged(server, '127.0.0.1')).toBe(200);
      expect(await saveUnchanged(server, 'localhost')).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('on loopback, answers only to loopback names (a re-pointed web name cannot pass as same-origin)', async () => {
    const server = await startEditor();
    try {
      const rebound = await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`, undefined, { host: `evil.example:${server.port}` });
      expect(rebound.status).toBe(421);
      expect(rebound.body).not.toContain('hell-hounds');
    } finally {
      await server.stop();
    }
  });
});

describe('a server killed during saves', () => {
  it('leaves the file as one whole version, old or new, never half of one', async () => {
    const server = await startEditor();
    try {
      const file = join(server.root, 'content', HELL_HOUNDS);
      const original = readFileSync(file, 'utf8');
      // Big versions, so a write is under way when the kill lands.
      const versions = Array.from({ length: 40 }, (_, i) => `${original}${`# padding ${i}\n`.repeat(4000)}`);
      const sent = (async () => {
        for (const text of versions) {
          const { hash } = JSON.parse((await raw(server.port, 'GET', `/api/files/${HELL_HOUNDS}`)).body) as { hash: string };
          await raw(server.port, 'PUT', `/api/files/${HELL_HOUNDS}`, JSON.stringify({ baseHash: hash, text }));
        }
      })().catch(() => 'killed');
      await new Promise((ok) => setTimeout(ok, 400));
      process.kill(-server.process.pid!, 'SIGKILL');
      await sent;
      const left = readFileSync(file, 'utf8');
      expect([original, ...versions]).toContain(left);
    } finally {
      await server.stop();
    }
  });
});
