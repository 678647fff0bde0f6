// Must NOT type-check: each line below is a mistake the types exist to catch.
import { rules, tiles, units, type UnitTypeId } from '@armory/content-shifting-hills';

const countAsText: string = tiles.tiles[0]!.count;
const noSuchField = units.units[0]!.speed;
const wrongCapture: number = rules.capture.unit;
const noSuchUnit: UnitTypeId = 'tank';
console.log(countAsText, noSuchField, wrongCapture, noSuchUnit);
// The scenario files' types are not the package's: no export holds one.
export type { Scenario } from '@armory/content-shifting-hills';
