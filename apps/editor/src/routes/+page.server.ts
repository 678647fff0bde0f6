/** The home page: every game and content file with its validation status. */
import type { PageServerLoad } from './$types';
import { workspaceRoot } from '$lib/server/root.js';
import { workspaceStatus } from '$lib/server/workspace.js';
import { gameName } from '$lib/server/game-name.js';
import { findGame } from '@armory/registry';

/** Every game, by its name (and whether it can be play-tested: a registered game), and file with its error and warning counts. */
export const load: PageServerLoad = async () => ({
  games: (await workspaceStatus(workspaceRoot())).map((g) => ({ ...g, name: gameName(g.game), playable: findGame(g.game) !== undefined })),
});
