// Must NOT type-check: each line below is a mistake the types exist to catch.
import { cardSets, rules } from '@armory/content-hounds';

const lifeAsText: string = rules.life;
const noSuchSet = cardSets.deluxe;
console.log(lifeAsText, noSuchSet);
