// Compiled under `strict` against the packed tarball: an engine author's everyday use must type-check.
import { armies, rules, type Army, type ArmyId, type Tile, type TileId } from '@armory/content-neuroshima-hex';

const ids: ArmyId[] = ['hell-hounds', 'troglodytes'];
const hounds: Army = armies['hell-hounds'];
const tiles: Tile[] = hounds.tiles;
const total: number = tiles.reduce((sum, tile) => sum + tile.count, 0);
const names: string[] = armies.troglodytes.tiles.map((tile) => `${tile.id}: ${tile.name}`);
const radius: number = rules.board.radius;
const wolf: TileId = 'wolf';
console.log(JSON.stringify({ ids, total, first: names[0], radius, wolves: tiles.find((tile) => tile.id === wolf)?.count }));
