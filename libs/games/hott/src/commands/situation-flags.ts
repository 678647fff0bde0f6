/**
 * The situation flags `armory hott odds` takes: the two troop types, the going, the kind of combat, and for each
 * side every yes/no fact and count a situation has (`--defender-uphill`, `--attacker-overlaps 1`).
 */
import { OptionError } from '@armory/engine';
import {
  COMBAT_KINDS,
  GOINGS,
  SIDE_COUNTS,
  SIDE_SWITCHES,
  SIDES,
  type Going,
  type CombatKind,
  type Situation,
  type SideSituation,
} from '../situation.js';
import { kebab, type FlagSpec, type Flags } from './flags.js';

const switchNames = Object.keys(SIDE_SWITCHES) as (keyof typeof SIDE_SWITCHES)[];
const countNames = Object.keys(SIDE_COUNTS) as (keyof typeof SIDE_COUNTS)[];

/** The flags that describe a situation. */
export const SITUATION_FLAGS: FlagSpec = {
  values: ['attacker', 'defender', 'going', 'kind', ...SIDES.flatMap((s) => [`${s}-going`, ...countNames.map((c) => `${s}-${kebab(c)}`)])],
  switches: ['shot-back', ...SIDES.flatMap((s) => switchNames.map((f) => `${s}-${kebab(f)}`))],
};

/** Help lines for the situation flags. */
export function situationHelp(): string {
  const lines = [
    '  --attacker TYPE          the attacking element (the shooter, the caster); required',
    '  --defender TYPE          the element it fights; required',
    '  --going good|bad         both elements in this going (default good)',
    "  --attacker-going, --defender-going good|bad   one element's going",
    '  --kind close|shooting|spell   the kind of combat (default close)',
    '  --shot-back              in shooting: the target shoots back',
  ];
  for (const f of switchNames) lines.push(`  --attacker-${kebab(f)}, --defender-${kebab(f)}`.padEnd(58) + `  it ${SIDE_SWITCHES[f]}`);
  for (const c of countNames) lines.push(`  --attacker-${kebab(c)} N, --defender-${kebab(c)} N`.padEnd(58) + `  ${SIDE_COUNTS[c]}`);
  return lines.join('\n');
}

function choice<T extends string>(value: string | true | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new OptionError(`--${flag} must be ${allowed.join(' or ')}, got '${String(value)}'`);
}

/** Builds a situation from parsed flags; throws `OptionError` for a missing type or a malformed value. */
export function situationFromFlags(flags: Flags): Situation {
  const both = choice<Going>(flags['going'], GOINGS, 'going');
  const side = (s: (typeof SIDES)[number]): SideSituation => {
    const type = flags[s];
    if (typeof type !== 'string') throw new OptionError(`--${s} TYPE is required (a troop type id such as knights)`);
    const element: SideSituation = { type, going: choice<Going>(flags[`${s}-going`], GOINGS, `${s}-going`) ?? both ?? 'good' };
    for (const f of switchNames) if (flags[`${s}-${kebab(f)}`] === true) element[f] = true;
    for (const c of countNames) {
      const text = flags[`${s}-${kebab(c)}`];
      if (text === undefined) continue;
      if (typeof text !== 'string' || !/^\d+$/.test(text))
        throw new OptionError(`--${s}-${kebab(c)} must be a whole number, got '${String(text)}'`);
      element[c] = Number(text);
    }
    return element;
  };
  const situation: Situation = {
    kind: choice<CombatKind>(flags['kind'], COMBAT_KINDS, 'kind') ?? 'close',
    attacker: side('attacker'),
    defender: side('defender'),
  };
  if (flags['shot-back'] === true) situation.shotBack = true;
  return situation;
}
