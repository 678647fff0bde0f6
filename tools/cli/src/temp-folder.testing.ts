import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new empty folder in the system temp folder, removed when the running test ends, passed or failed, so a test
 * run leaves nothing behind. Call it inside a test or a beforeEach; a folder made in beforeAll needs an afterAll.
 */
export function tempFolder(prefix: string): string {
  let folder = '';
  // Registered first: outside a test this throws before anything is made.
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  folder = mkdtempSync(join(tmpdir(), prefix));
  return folder;
}
