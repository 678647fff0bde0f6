/**
 * Neuroshima Hex's pictures, by the name schemas give in `x-preview`: `tile` (schemas/neuroshima-hex/tile.schema.json)
 * and `legend` (the army file's key, army.schema.json). The module object lists them as its `previews`.
 */
import type { Preview } from '@armory/engine';
import { tilePicture } from './tile-picture.js';
import { legendPicture } from './legend.js';
import { asArmy, asTile } from './tile-face.js';

/** The previews of Neuroshima Hex content values. */
export const previews: Record<string, Preview> = {
  tile: (value, context) => tilePicture(asTile(value), asArmy(context.file)),
  legend: (value) => legendPicture(value),
};
