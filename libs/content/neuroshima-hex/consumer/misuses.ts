// Must NOT type-check: each line below is a mistake the types exist to catch.
import { armies, type TileId } from '@armory/content-neuroshima-hex';

const unknownArmy = armies['borgo'];
const countAsText: string = armies['hell-hounds'].tiles[0]!.count;
const noSuchField = armies.troglodytes.tiles[0]!.speed;
const noSuchTile: TileId = 'sniper';
console.log(unknownArmy, countAsText, noSuchField, noSuchTile);
