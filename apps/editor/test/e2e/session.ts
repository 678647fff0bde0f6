/**
 * The editor, started as `npm start` starts it (in a temp copy of the workspace), and one Chromium, for the tests
 * of one file: started before them and stopped after them. Read `session.server` and `session.browser` inside
 * tests and hooks (they are set once the file's tests begin).
 */
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './chromium.js';
import { startEditor, type EditorServer } from './editor-server.js';

/** What `editorAndBrowser` starts. */
export interface EditorSession {
  server: EditorServer;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
}

/** Starts the editor and Chromium before the calling file's tests and stops both after them. */
export function editorAndBrowser(): EditorSession {
  const session = {} as EditorSession;
  beforeAll(async () => {
    session.server = await startEditor();
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
