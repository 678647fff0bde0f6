/** The tile sheet of one army file: its tiles, read from the file as it is on disk. */
import { error } from '@sveltejs/kit';
import { parse } from 'yaml';
import type { PageServerLoad } from './$types';
import { readContentFile } from '$lib/server/content-file.js';
import { PathRefused } from '$lib/server/content-path.js';
import { workspaceRoot } from '$lib/server/root.js';

/** The army's tiles as on disk; `?tile=<mm>` sets the printed tile width. */
export const load: PageServerLoad = async ({ params, url }) => {
  const rel = params.path ?? '';
  try {
    const file = await readContentFile(workspaceRoot(), rel);
    const data = parse(file.text) as { tiles?: unknown; name?: unknown } | null;
    if (!Array.isArray(data?.tiles)) error(404, `'${rel}' has no tiles list to print`);
    const size = Number(url.searchParams.get('tile') ?? NaN);
    return { path: rel, name: typeof data.name === 'string' ? data.name : rel, tiles: data.tiles as object[], tileWidth: size > 0 ? size : undefined };
  } catch (e) {
    if (e instanceof PathRefused) error(e.status, e.message);
    throw e;
  }
};
