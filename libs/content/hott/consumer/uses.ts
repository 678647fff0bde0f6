// Compiled under `strict` against the packed tarball: an engine author's everyday use must type-check.
import { armies, combat, troopTypes, type Army, type ArmyId, type TroopType, type TroopTypeId } from '@armory/content-hott';

const ids: ArmyId[] = ['feudal-host', 'goblin-horde', 'sky-lords', 'sorcerous-realm'];
const host: Army = armies['feudal-host'];
const elements: number = host.elements.reduce((sum, line) => sum + line.count, 0);
const wanted: TroopTypeId = 'knights';
const knights: TroopType | undefined = troopTypes.types.find((type) => type.id === wanted);
const factor: number = knights ? knights.factor.others : 0;
const tables: string[] = Object.keys(combat.outcomes);
console.log(JSON.stringify({ ids, elements, factor, tables }));
