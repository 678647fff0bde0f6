// Compiled under `strict` against the packed tarball: an engine author's everyday use must type-check.
import { cardSets, effects, rules, type CardSet, type EffectId, type Hero, type HeroId, type Rules } from '@armory/content-hounds';

const all: Rules = rules;
const life: number = all.life;
const set: CardSet = cardSets.sample;
const firstHero: Hero | undefined = set.heroes[0];
const cost: number = firstHero ? firstHero.cost : 0;
const effectIds: string[] = effects.effects.map((e) => e.id);
const draw: EffectId = 'draw';
const barkley: HeroId = 'dame-barkley';
console.log(
  JSON.stringify({
    life,
    pool: rules.draft.pool,
    sample: set.sample,
    heroCostIsNumber: typeof cost === 'number',
    draw: effectIds.includes(draw),
    barkleyCosts: set.heroes.find((hero) => hero.id === barkley)?.cost,
  }),
);
