/** The play-test page of one registered game: its form's fields come from the game's module, its content's state from disk. */
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { findGame } from '@armory/registry';
import { workspaceRoot } from '$lib/server/root.js';
import { MAX_PLAYTEST_GAMES } from '$lib/server/playtest-form.js';
import { playtestContent } from '$lib/server/playtest.js';
import { optionFields } from '$lib/server/playtest-options.js';

/** The game's name, seats, players and options, and whether its content as saved can be played. */
export const load: PageServerLoad = async ({ params }) => {
  const module = findGame(params.game);
  if (!module) error(404, `no registered game '${params.game}'`);
  const content = playtestContent(workspaceRoot(), module.id);
  return {
    game: module.id,
    name: module.name,
    seats: module.seats,
    // The game's word for a seat ("player" in Shifting Hills), as its scenario and replay messages say it.
    seatWord: module.seatWord ?? 'seat',
    options: optionFields(module, 'content' in content ? content.content : null),
    players: module.evaluate ? ['random', 'greedy', 'mcts'] : ['random', 'mcts'],
    maxGames: MAX_PLAYTEST_GAMES,
    // What keeps the content from being played, if anything: its errors, by file, or another problem.
    blocked: 'content' in content ? null : content,
  };
};
