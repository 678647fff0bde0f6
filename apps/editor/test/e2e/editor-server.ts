/**
 * Starts the editor the way a user does: `armory start` (what `npm start` runs) in a throwaway copy of the
 * workspace's content/ and schemas/, on a free port, in its own process group so stopping it leaves nothing
 * behind. The only variables set are the ones a user sets (HOST, PORT, ARMORY_TOKEN), and only when a test
 * asks for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** apps/editor. */
export const EDITOR_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository root (content/ and schemas/ are copied from here, never written). */
export const REPO_ROOT = resolve(EDITOR_DIR, '../..');
/** The `armory` command, as `npm start` runs it. */
export const ARMORY = join(REPO_ROOT, 'tools/cli/bin/armory.js');
/** The built server program, as `armory start` runs it. */
export const SERVER = join(EDITOR_DIR, 'build/index.js');

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

/** This machine's first non-loopback IPv4 address, if it has one (how another computer would reach it). */
export function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/**
 * The user's environment, without the NODE_ENV=test vitest sets: no user sets it. Building with it, vite takes
 * Svelte's and SvelteKit's development code (a console warning on every page), and `npm start` would then
 * serve that build, as it looks up to date; the editor and `armory start` are run without it too.
 */
export function userEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (env['NODE_ENV'] === 'test') delete env['NODE_ENV'];
  return env;
}

/** A throwaway workspace, as a user's clone has it: copies of content/, schemas/ and the content packages' layouts. */
export function tempWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'armory-editor-'));
  cpSync(join(REPO_ROOT, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  // Previews get the game's content shaped as its content package exports it (libs/content/<game>/exports.json).
  for (const game of readdirSync(join(REPO_ROOT, 'libs', 'content'))) {
    const layout = join('libs', 'content', game, 'exports.json');
    if (existsSync(join(REPO_ROOT, layout))) cpSync(join(REPO_ROOT, layout), join(root, layout));
  }
  return root;
}

/** A running editor server. */
export interface EditorServer {
  /** http://127.0.0.1:<port> (the server may also listen elsewhere, e.g. with HOST=0.0.0.0). */
  url: string;
  port: number;
  root: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** What a started process said and how it ended, when it ended before serving. */
export class StartFailed extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`the editor exited with ${code} before serving: ${output}`);
  }
}

/**
 * Runs `node <program> <args>` in `root` (its own process group) with the user's environment plus `env`; resolves
 * once it answers on `port`, rejects with StartFailed if it exits first. `root` is the server's from then on:
 * `stop()` removes it, and so does a start that fails, so no test leaves a workspace copy in the temp folder.
 */
export async function launch(
  program: string,
  args: string[],
  port: number,
  env: Record<string, string | undefined>,
  root: string,
): Promise<EditorServer> {
  const child = spawn(process.execPath, [program, ...args], {
    cwd: root,
    env: { ...userEnvironment(), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  // The CLI may run from its TypeScript sources (tsx) when its bundle is stale: allow it time.
  const deadline = Date.now() + 40000;
  for (;;) {
    const done = await Promise.race([exited.then((code) => ({ code })), new Promise((ok) => setTimeout(ok, 100, undefined))]);
    if (done) {
      rmSync(root, { recursive: true, force: true });
      throw new StartFailed((done as { code: number | null }).code, output);
    }
    try {
      if ((await fetch(url + '/api/health')).status < 500) break;
    } catch {
      if (Date.now() > deadline) {
        process.kill(-child.pid!, 'SIGKILL');
        rmSync(root, { recursive: true, force: true });
        throw new Error(`editor did not start: ${output}`);
      }
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

/** Starts the editor with `armory start --port <free port>` in `root` (a fresh copy of the workspace by default). */
export async function startEditor(env: Record<string, string> = {}, root = tempWorkspace()): Promise<EditorServer> {
  if (!existsSync(SERVER)) {
    // As in launch: the workspace is the server's, so a start that fails removes it.
    rmSync(root, { recursive: true, force: true });
    throw new Error('apps/editor/build is missing: the e2e global setup builds it');
  }
  const port = await freePort();
  return launch(ARMORY, ['start', '--port', String(port)], port, env, root);
}

/**
 * How long a test polls for what the server answers: a save or a list reload re-validates the workspace, which
 * takes seconds on a loaded 2-core machine (expect.poll's own default is one second).
 */
export const SERVER_WAIT = { timeout: 20000 };

/**
 * Waits until the browser has taken over the page rendered by the server (the root layout marks the body):
 * before that, a click on a button does nothing.
 */
export async function ready(page: Page): Promise<void> {
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
}
