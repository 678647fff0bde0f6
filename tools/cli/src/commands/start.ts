import { parse } from '../args.js';
import { UsageError, type Command } from '../command.js';
import { repoRoot } from '../root.js';

const usage = `Usage: armory start [--host <address>] [--port <n>] [--rebuild]

Serves the content editor over this workspace's content/ (or ARMORY_ROOT's), building it first when the
build is missing or older than its sources. Stop it with Ctrl+C.

Options:
  --host <address>  where to listen (default: HOST or 127.0.0.1). Any address other than loopback needs
                    ARMORY_TOKEN (16+ characters): every write must carry it. Open the editor once with
                    http://<host>:<port>/?token=<ARMORY_TOKEN> to log a browser in.
  --port <n>        port (default: PORT or 4173)
  --rebuild         build the editor even if the build looks current

Exit status: 0 when stopped with Ctrl+C; 2 for a usage mistake, a failed build, a network address without
a long enough ARMORY_TOKEN, or a port that cannot be used.
`;

/** The shortest ARMORY_TOKEN the editor's server accepts (apps/editor/src/lib/server/access.ts). */
const TOKEN_LENGTH = 16;

/** Addresses only this machine can reach, as the editor's server judges them (access.ts). */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The newest modification time under `dir` (skipping build output and dependencies). */
async function newest(dir: string): Promise<number> {
  const { readdirSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  let latest = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (['node_modules', 'build', '.svelte-kit', 'test-results'].includes(entry.name)) continue;
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else latest = Math.max(latest, statSync(path).mtimeMs);
    }
  };
  walk(dir);
  return latest;
}

/** Where this checkout's editor lives (next to this CLI, whatever content root is served). */
async function editorDir(): Promise<{ repo: string; editor: string }> {
  const { resolve } = await import('node:path');
  const repo = repoRoot();
  return { repo, editor: resolve(repo, 'apps/editor') };
}

/**
 * The environment the editor is built in: the user's, with NODE_ENV production. Under NODE_ENV=test or
 * development vite builds Svelte's development code (a console warning on every page), and this command would
 * then serve that build as up to date.
 */
export function editorBuildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Builds the editor when its server is missing or older than any source it is built from (editor-sources.ts). */
async function ensureBuilt(force: boolean, err: (t: string) => void): Promise<boolean> {
  const { existsSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { spawnSync } = await import('node:child_process');
  const { repo, editor } = await editorDir();
  const server = join(editor, 'build/index.js');
  if (!force && existsSync(server)) {
    const { sourceFolders } = await import('../editor-sources.js');
    const sources = await Promise.all(sourceFolders(repo, 'apps/editor').map((d) => newest(join(repo, d))));
    if (statSync(server).mtimeMs >= Math.max(...sources)) return true;
  }
  err('armory start: building the editor (10-20 s)...\n');
  const result = spawnSync(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: editor,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: editorBuildEnvironment(process.env),
  });
  return result.status === 0;
}

const start: Command = {
  name: 'start',
  summary: 'serve the content editor on http://127.0.0.1:4173',
  usage,
  async run(args, io) {
    const { values } = parse(args, { host: { type: 'string' }, port: { type: 'string' }, rebuild: { type: 'boolean' } }, false);
    const host = values.host ?? process.env['HOST'] ?? '127.0.0.1';
    const port = Number(values.port ?? process.env['PORT'] ?? 4173);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new UsageError(`--port must be a whole number from 1 to 65,535, got '${values.port ?? process.env['PORT']}'`);
    // The server refuses these too, but only after a build that may take 20 s: say it first.
    const token = process.env['ARMORY_TOKEN'] || undefined;
    if (!isLoopback(host) && !token)
      throw new UsageError(
        `${host} is reachable from the network, so the editor needs ARMORY_TOKEN (${TOKEN_LENGTH}+ characters) for writes; or listen on 127.0.0.1`,
      );
    if (token !== undefined && token.length < TOKEN_LENGTH)
      throw new UsageError(`ARMORY_TOKEN must be at least ${TOKEN_LENGTH} characters; it has ${token.length}`);
    if (!(await ensureBuilt(Boolean(values.rebuild), io.err))) {
      io.err('armory start: the editor build failed; see the messages above\n');
      return 2;
    }
    const { spawn } = await import('node:child_process');
    const { join } = await import('node:path');
    const { editor } = await editorDir();
    const root = process.env['ARMORY_ROOT'] ?? io.root;
    io.out(`armory start: the editor over ${root}/content\n`);
    // The real server process (never through npx), so signals reach it and nothing is left orphaned. The
    // server itself refuses a network address without a long enough ARMORY_TOKEN, before it listens, and says
    // where it listens once it does.
    const child = spawn(process.execPath, [join(editor, 'build/index.js')], {
      env: { ...process.env, HOST: host, PORT: String(port), ARMORY_ROOT: root },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const code = await new Promise<number>((ok) => child.once('exit', (c, signal) => ok(c ?? (signal ? 0 : 1))));
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    return code;
  },
};

/** `armory start`: the content editor. */
export default start;
