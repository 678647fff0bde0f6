/** Loads one content file and everything the browser needs to validate its game as the CLI does. */
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { readContentFile } from '$lib/server/content-file.js';
import { PathRefused } from '$lib/server/content-path.js';
import { workspaceRoot } from '$lib/server/root.js';
import { contentLayout } from '$lib/server/content-layout.js';
import { gameBundle, gameOf } from '$lib/server/workspace.js';
import { findGame } from '@armory/registry';

/** The file, its game's files and all schemas (the browser validates with them), and how its content package is laid out. */
export const load: PageServerLoad = async ({ params }) => {
  const root = workspaceRoot();
  const rel = params.path ?? '';
  try {
    const file = await readContentFile(root, rel);
    const game = await gameOf(root, rel);
    if (!game) error(404, `'${rel}' is not in a game folder under content/`);
    const bundle = await gameBundle(root, game);
    return {
      document: { ...bundle, layout: contentLayout(root, game), path: rel, text: file.text, hash: file.hash },
      // A registered game can be play-tested from its files (a folder with no game yet cannot).
      playtest: findGame(game) ? `/playtest/${game}` : null,
    };
  } catch (e) {
    if (e instanceof PathRefused) error(e.status, e.message);
    throw e;
  }
};
