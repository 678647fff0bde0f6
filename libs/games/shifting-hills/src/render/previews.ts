/**
 * Battle for The Shifting Hills' pictures, by the name schemas give in `x-preview`: `tile` (tiles.schema.json),
 * `bonus-card` (bonus-cards.schema.json) and `board` (the rules file's own picture, rules.schema.json).
 */
import type { BonusCard, BonusDeck, Rules, Tile } from '@armory/content-shifting-hills';
import type { Preview } from '@armory/engine';
import { boardPicture } from './board-picture.js';
import { cardPicture } from './card-picture.js';
import { tilePicture } from './tile-picture.js';

/** The previews of this game's content values. */
export const previews: Record<string, Preview> = {
  tile: (value, context) => tilePicture(value as Tile, context.copy),
  'bonus-card': (value, context) => cardPicture(value as BonusCard, (context.file as Partial<BonusDeck> | undefined)?.size),
  board: (value) => boardPicture(value as Rules),
};
