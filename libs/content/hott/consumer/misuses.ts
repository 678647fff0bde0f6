// Must NOT type-check: each line below is a mistake the types exist to catch.
import { armies, troopTypes } from '@armory/content-hott';

const unknownArmy = armies['orc-rabble'];
const apAsText: string = armies['feudal-host'].elements[0]!.ap;
const noSuchField = troopTypes.types[0]!.speed;
console.log(unknownArmy, apAsText, noSuchField);
