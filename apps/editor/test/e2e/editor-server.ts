/**
 * Starts the built editor (node build/index.js, never through npx) over a temp copy of content/ and
 * schemas/, on a free port, in its own process group so stopping it leaves nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** apps/editor. */
export const EDITOR_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository root (content/ and schemas/ are copied from here, never written). */
export const REPO_ROOT = resolve(EDITOR_DIR, '../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A throwaway workspace: copies of content/ and schemas/. */
export function tempWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'armory-editor-'));
  cpSync(join(REPO_ROOT, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  return root;
}

/** A running editor server. */
export interface EditorServer {
  url: string;
  port: number;
  root: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the editor; resolves once it answers, rejects with its output if it exits first. */
export async function startEditor(env: Record<string, string> = {}, root = tempWorkspace()): Promise<EditorServer> {
  const server = join(EDITOR_DIR, 'build/index.js');
  if (!existsSync(server)) throw new Error('apps/editor/build is missing: the e2e global setup builds it');
  const port = await freePort();
  const host = env['HOST'] ?? '127.0.0.1';
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, HOST: host, PORT: String(port), ORIGIN: `http://127.0.0.1:${port}`, ARMORY_ROOT: root, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    const done = await Promise.race([exited.then((c) => ({ code: c })), new Promise((ok) => setTimeout(ok, 100, undefined))]);
    if (done) throw Object.assign(new Error(`editor exited with ${(done as { code: number | null }).code}: ${output}`), { output, code: (done as { code: number | null }).code });
    try {
      if ((await fetch(url + '/api/health')).status < 500) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`editor did not start: ${output}`);
    }
  }
  return {
    url,
    port,
    root,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          /* already gone */
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            /* gone */
          }
        }, 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the browser has taken over the page rendered by the server (the root layout marks the body):
 * before that, a click on a button does nothing.
 */
export async function ready(page: Page): Promise<void> {
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
}
