/** A game's name as people read it ("HOTT combat"), from the registry; its folder id when no game has that id. */
import { findGame } from '@armory/registry';

/** The registered game's name for the content folder `id`, else `id` itself (a folder with no game yet). */
export function gameName(id: string): string {
  return findGame(id)?.name ?? id;
}
