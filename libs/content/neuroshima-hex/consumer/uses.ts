// Compiled under `strict` against the packed tarball: an engine author's everyday use must type-check.
import {
  armies,
  rules,
  translations,
  type Army,
  type ArmyId,
  type Locale,
  type Tile,
  type TileId,
  type TranslationKey,
} from '@armory/content-neuroshima-hex';

const ids: ArmyId[] = ['hell-hounds', 'troglodytes'];
const hounds: Army = armies['hell-hounds'];
const tiles: Tile[] = hounds.tiles;
const total: number = tiles.reduce((sum, tile) => sum + tile.count, 0);
const names: string[] = armies.troglodytes.tiles.map((tile) => `${tile.id}: ${tile.name}`);
const radius: number = rules.board.radius;
const wolf: TileId = 'wolf';
// A translation may be absent (none yet, or made from older English): the English stands in.
const locale: Locale = 'pl';
const key: TranslationKey = 'hell-hounds.wolf.name';
const polish: string = translations[locale][key] ?? 'Wolf';
const frost: TranslationKey = 'troglodytes.frost.name';
const untranslated: string = translations.pl[frost] ?? armies.troglodytes.tiles.find((tile) => tile.id === 'frost')!.name;
console.log(
  JSON.stringify({ ids, total, first: names[0], radius, wolves: tiles.find((tile) => tile.id === wolf)?.count, polish, untranslated }),
);
