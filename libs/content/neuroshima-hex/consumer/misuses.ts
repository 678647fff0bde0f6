// Must NOT type-check: each line below is a mistake the types exist to catch.
import { armies, translations, type TileId } from '@armory/content-neuroshima-hex';

const unknownArmy = armies['borgo'];
const countAsText: string = armies['hell-hounds'].tiles[0]!.count;
const noSuchField = armies.troglodytes.tiles[0]!.speed;
const noSuchTile: TileId = 'sniper';
const noSuchKey = translations.pl['hell-hounds.wolf.nmae'];
console.log(unknownArmy, countAsText, noSuchField, noSuchTile, noSuchKey);
// The scenario files' types are not the package's: no export holds one.
export type { Scenario } from '@armory/content-neuroshima-hex';
