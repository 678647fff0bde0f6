/**
 * Each game's module is its own chunk of the built editor, loaded by a document page of that game only: the
 * build's manifest (.svelte-kit/output/client/.vite/manifest.json) gives each game's chunks, and chromium, opening
 * one page per registered game with the cache off, shows which scripts each page fetches. A page that fetched a
 * chunk only another game needs (as when the registry put every game's module into every page) fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GAME_LOADERS } from '@armory/registry/lazy';
import { describe, expect, it } from 'vitest';
import { EDITOR_DIR, ready } from './editor-server.js';
import { editorAndBrowser } from './session.js';

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

const manifest = JSON.parse(readFileSync(join(EDITOR_DIR, '.svelte-kit/output/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** The files a chunk loads before it runs: itself and its static imports, all the way down. */
function staticFiles(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const next of chunk.imports ?? []) staticFiles(next, seen);
  return seen;
}

/** The manifest key of a game's module chunk (its package's index, imported by `@armory/registry/lazy`). */
const gameKey = (id: string) => Object.keys(manifest).find((k) => k.endsWith(`libs/games/${id}/src/index.ts`));

/** The first YAML file of a game's content (checks.yaml aside): any document page of a game loads its module. */
function firstDocument(root: string, game: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  const file = walk(join(root, 'content', game)).find((f) => f.endsWith('.yaml') && !f.endsWith('checks.yaml'))!;
  return relative(join(root, 'content'), file);
}

const ids = GAME_LOADERS.map((g) => g.id);
/** Each game's chunk files, and those no other game's chunks load (what only that game costs). */
const files = new Map(ids.map((id) => [id, gameKey(id) ? staticFiles(gameKey(id)!) : new Set<string>()]));
const own = new Map(
  ids.map((id) => [id, [...files.get(id)!].filter((f) => ids.every((other) => other === id || !files.get(other)!.has(f)))]),
);

const session = editorAndBrowser();

describe("the editor's build", () => {
  it('has each registered game as a chunk loaded on demand, imported up front by no page', () => {
    expect(ids.length).toBeGreaterThan(1);
    const pages = Object.keys(manifest).filter((k) => k.includes('client-optimized/nodes/'));
    for (const id of ids) {
      const key = gameKey(id);
      expect(key, `no chunk for ${id}`).toBeDefined();
      expect(manifest[key!]!.isDynamicEntry, id).toBe(true);
      expect(own.get(id), id).toContain(manifest[key!]!.file);
      for (const page of pages) expect([...staticFiles(page)], `${page} imports ${id} up front`).not.toContain(manifest[key!]!.file);
    }
  });

  it("loads a document page's own game and no script only another game needs", async () => {
    for (const id of ids) {
      const page = await session.browser.context.newPage();
      const cdp = await session.browser.context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.endsWith('.js')) fetched.add(path.slice(1));
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${session.server.url}/edit/${firstDocument(session.server.root, id)}`, { waitUntil: 'networkidle' });
      await ready(page);
      expect(gameKey(id), `no chunk for ${id}`).toBeDefined();
      expect(fetched, `the ${id} page`).toContain(manifest[gameKey(id)!]!.file);
      for (const other of ids.filter((o) => o !== id))
        expect(
          [...fetched].filter((f) => own.get(other)!.includes(f)),
          `${other} on the ${id} page`,
        ).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
