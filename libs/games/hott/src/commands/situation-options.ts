/**
 * The options that describe a combat situation, for `armory hott odds` (and the troop types and going for
 * `armory simulate hott`): the two troop types, the going, the kind of combat, and for each side every yes/no
 * fact and count a situation has (`--defender-uphill`, `--attacker-overlaps 1`), the counts bounded by the
 * element's edges in combat.yaml.
 */
import type { GameOption, GameOptionValues } from '@armory/engine';
import { combatRulesOf } from '../compiled.js';
import type { HottContent } from '../content.js';
import {
  COMBAT_KINDS,
  GOINGS,
  SIDE_COUNTS,
  SIDE_SWITCHES,
  SIDES,
  type CombatKind,
  type Going,
  type Side,
  type SideSituation,
  type Situation,
} from '../situation.js';

const switchNames = Object.keys(SIDE_SWITCHES) as (keyof typeof SIDE_SWITCHES)[];
const countNames = Object.keys(SIDE_COUNTS) as (keyof typeof SIDE_COUNTS)[];

/** camelCase -> kebab-case, for option names made from situation fields (`rearSupport` -> `rear-support`). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The troop types of the content, in troop-types.yaml's order: what --attacker and --defender take. */
export const troopTypeIds = (content: HottContent) => [...combatRulesOf(content).types.keys()];

/** `--attacker TYPE` or `--defender TYPE`. */
export function troopTypeOption(side: Side, help: string): GameOption<HottContent> {
  return { name: side, type: 'string', placeholder: 'TYPE', help, choices: troopTypeIds };
}

/** `--going good|bad`: the going both elements stand in. */
export const GOING_OPTION: GameOption<HottContent> = {
  name: 'going',
  type: 'string',
  placeholder: 'good|bad',
  help: 'the going both elements stand in (default good)',
  choices: () => [...GOINGS],
  default: 'good',
};

/** How many of a count an element can have: its flanks for overlaps and flank contacts, its rears for rear contacts. */
const COUNT_BOUNDS: Partial<Record<(typeof countNames)[number], (content: HottContent) => number>> = {
  overlaps: (content) => content.combat.edges.flanks,
  flankContacts: (content) => content.combat.edges.flanks,
  rearContacts: (content) => content.combat.edges.rears,
};

/** The options that describe a situation, in help order. */
export const SITUATION_OPTIONS: GameOption<HottContent>[] = [
  { ...troopTypeOption('attacker', 'the attacking element (the shooter, the caster)'), required: true },
  { ...troopTypeOption('defender', 'the element it fights'), required: true },
  GOING_OPTION,
  ...SIDES.map((s): GameOption<HottContent> => ({ ...GOING_OPTION, name: `${s}-going`, help: `the ${s}'s going`, default: undefined })),
  {
    name: 'kind',
    type: 'string',
    placeholder: 'close|shooting|spell',
    help: 'the kind of combat (default close)',
    choices: () => [...COMBAT_KINDS],
    default: 'close',
  },
  { name: 'shot-back', type: 'boolean', help: 'in shooting: the target shoots back' },
  ...SIDES.flatMap((s) =>
    switchNames.map((f): GameOption<HottContent> => ({ name: `${s}-${kebab(f)}`, type: 'boolean', help: `the ${s} ${SIDE_SWITCHES[f]}` })),
  ),
  ...SIDES.flatMap((s) =>
    countNames.map((c): GameOption<HottContent> => {
      const most = COUNT_BOUNDS[c];
      return {
        name: `${s}-${kebab(c)}`,
        type: 'number',
        help: `${s}: ${SIDE_COUNTS[c]}`,
        ...(most ? { range: (content: HottContent) => ({ min: 0, max: most(content) }) } : {}),
      };
    }),
  ),
];

/** The situation the options' values describe. */
export function situationFrom(values: GameOptionValues): Situation {
  const side = (s: Side): SideSituation => {
    const element: SideSituation = {
      type: values[s] as string,
      going: ((values[`${s}-going`] ?? values['going']) as Going | undefined) ?? 'good',
    };
    for (const f of switchNames) if (values[`${s}-${kebab(f)}`] === true) element[f] = true;
    for (const c of countNames) {
      const n = values[`${s}-${kebab(c)}`];
      if (typeof n === 'number') element[c] = n;
    }
    return element;
  };
  const situation: Situation = {
    kind: (values['kind'] as CombatKind | undefined) ?? 'close',
    attacker: side('attacker'),
    defender: side('defender'),
  };
  if (values['shot-back'] === true) situation.shotBack = true;
  return situation;
}
