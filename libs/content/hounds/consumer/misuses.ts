// Must NOT type-check: each line below is a mistake the types exist to catch.
import { cardSets, rules, type HoundId } from '@armory/content-hounds';

const lifeAsText: string = rules.life;
const noSuchSet = cardSets.deluxe;
const noSuchHound: HoundId = 'sir-woofington';
console.log(lifeAsText, noSuchSet, noSuchHound);
// The scenario files' types are not the package's: no export holds one.
export type { Scenario } from '@armory/content-hounds';
