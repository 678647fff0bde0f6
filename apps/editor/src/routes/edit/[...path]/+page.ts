/**
 * The document page's game: its module is loaded here, for this page alone (each game is its own chunk in the
 * browser), so its previews can draw the pictures the schemas name from the first render.
 */
import { loadGame } from '@armory/registry/lazy';
import type { PageLoad } from './$types';

/** The server's data, plus the game's previews by `x-preview` name (none for a game the registry does not list). */
export const load: PageLoad = async ({ data }) => ({ ...data, previews: (await loadGame(data.document.game))?.previews ?? {} });
