/** One locale of one game: every text with its English, translation and state. */
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { workspaceRoot } from '$lib/server/root.js';
import { localeView, TranslationRefused } from '$lib/server/translations.js';
import { gameName } from '$lib/server/game-name.js';

export const load: PageServerLoad = async ({ params }) => {
  try {
    return { view: await localeView(workspaceRoot(), params.game, params.locale), name: gameName(params.game) };
  } catch (e) {
    if (e instanceof TranslationRefused) error(e.status, e.message);
    throw e;
  }
};
