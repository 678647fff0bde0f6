// Compiled under `strict` against the packed tarball: an engine author's everyday use must type-check.
import {
  bonusCards,
  rules,
  tiles,
  units,
  type BonusCard,
  type CardSize,
  type Tile,
  type UnitType,
  type UnitTypeId,
} from '@armory/content-shifting-hills';

const land: Tile[] = tiles.tiles.filter((tile) => tile.kind === 'land');
const total: number = tiles.tiles.reduce((sum, tile) => sum + tile.count, 0);
const mechId: UnitTypeId = 'mech';
const mech: UnitType | undefined = units.units.find((unit) => unit.id === mechId);
const mechVsInfantry: number | undefined = mech?.attack['infantry'];
const cards: BonusCard[] = bonusCards.cards;
const cardSize: CardSize = bonusCards.size;
const columns: number[] = rules.board.columns;
console.log(JSON.stringify({ land: land.length, total, mechVsInfantry, cards: cards.map((c) => c.effect.effect), cardSize, columns }));
