/** Global setup of the e2e run: build the editor once (about 10-20 s here), then every test file serves it. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { EDITOR_DIR, REPO_ROOT, userEnvironment } from './editor-server.js';

/** Builds apps/editor unless ARMORY_E2E_SKIP_BUILD is set. */
export default function setup(): void {
  if (process.env['ARMORY_E2E_SKIP_BUILD']) return;
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: EDITOR_DIR,
    stdio: 'inherit',
    env: userEnvironment(),
  });
}
