/** Every game with its locales and how far each is. */
import type { PageServerLoad } from './$types';
import { listGames } from '@armory/content-pipeline/node';
import { workspaceRoot } from '$lib/server/root.js';
import { localeSummaries } from '$lib/server/translations.js';
import { gameName } from '$lib/server/game-name.js';

export const load: PageServerLoad = async () => {
  const root = workspaceRoot();
  const games = [];
  for (const game of await listGames(root)) games.push({ game, name: gameName(game), locales: await localeSummaries(root, game) });
  return { games };
};
