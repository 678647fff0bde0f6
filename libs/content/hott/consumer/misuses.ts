// Must NOT type-check: each line below is a mistake the types exist to catch.
import { armies, troopTypes, type TroopTypeId } from '@armory/content-hott';

const unknownArmy = armies['orc-rabble'];
const countAsText: string = armies['feudal-host'].elements[0]!.count;
const noSuchField = troopTypes.types[0]!.speed;
const misspeltType: TroopTypeId = 'knigths';
console.log(unknownArmy, countAsText, noSuchField, misspeltType);
// The scenario files' types are not the package's: no export holds one.
export type { Scenario } from '@armory/content-hott';
