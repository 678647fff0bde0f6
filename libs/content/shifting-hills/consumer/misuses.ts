// Must NOT type-check: each line below is a mistake the types exist to catch.
import { rules, tiles, units } from '@armory/content-shifting-hills';

const countAsText: string = tiles.tiles[0]!.count;
const noSuchField = units.units[0]!.speed;
const wrongCapture: number = rules.capture.unit;
console.log(countAsText, noSuchField, wrongCapture);
