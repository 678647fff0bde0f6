/**
 * HOTT's entry in the game registry: the single-combat game (the battle is the next step), the `odds` and
 * `table` commands, and the troop-type preview. Importable in the browser (commands keep Node-only parts in run()).
 */
import { OptionError, type GameModule, type GameOptionValues, type Status } from '@armory/engine';
import { oddsCommand } from './commands/odds.js';
import { tableCommand } from './commands/table.js';
import { GOING_OPTION, troopTypeIds, troopTypeOption } from './commands/situation-options.js';
import { hottContent, type HottContent } from './content.js';
import { troopTypePreview } from './preview.js';
import { scenarioHooks } from './scenario/hooks.js';
import { singleCombat, type FightAction, type SingleCombatOptions, type SingleCombatState } from './single-combat.js';
import { GOINGS, type Going } from './situation.js';

function resolveOptions(values: GameOptionValues, seats: number | undefined, content: HottContent) {
  if (seats !== undefined && seats !== 2) throw new OptionError(`a HOTT combat is between 2 sides; got --seats ${seats}`);
  const ids = troopTypeIds(content);
  const pick = (name: 'attacker' | 'defender', fallback: string | undefined) => {
    const value = values[name];
    if (value === undefined) return fallback!;
    if (typeof value !== 'string' || !ids.includes(value))
      throw new OptionError(`--${name}: unknown troop type '${String(value)}'; known: ${ids.join(', ')}`);
    return value;
  };
  const going = values['going'] ?? 'good';
  if (!GOINGS.includes(going as Going)) throw new OptionError(`--going must be ${GOINGS.join(' or ')}, got '${String(going)}'`);
  // With no types named, the first two troop types of the content fight.
  const attacker = pick('attacker', ids[0]);
  const defender = pick('defender', ids[1]);
  const options: SingleCombatOptions = {
    situation: { kind: 'close', attacker: { type: attacker, going: going as Going }, defender: { type: defender, going: going as Going } },
  };
  return { options, seats: 2, seatLabels: [`attacking ${attacker}`, `defending ${defender}`] };
}

/**
 * How a combat ended, in HOTT's words: equal totals; or who won, the loser beaten (its total more than half the
 * winner's) or doubled (half or less); or neither side hurt. Seat 1 attacks, seat 2 defends (`resolveOptions`).
 */
export function describeCombatEnd(status: Status & { over: true }): string {
  if (status.reason === 'tie') return 'equal totals';
  if (status.draw || status.winners.length === 0) return 'neither side hurt';
  const [winner, loser] = status.winners[0] === 0 ? ['attacker', 'defender'] : ['defender', 'attacker'];
  const band = status.reason === 'more-than-half' ? 'beaten' : status.reason === 'half-or-less' ? 'doubled' : status.reason;
  return band ? `${winner} won (${loser} ${band})` : `${winner} won`;
}

/** The registry's module object for HOTT. */
export const hottModule: GameModule<SingleCombatState, FightAction, HottContent, SingleCombatOptions> = {
  id: 'hott',
  name: 'HOTT (Hordes of the Things)',
  seats: { min: 2, max: 2, default: 2 },
  traits: singleCombat.traits!,
  game: singleCombat,
  content: hottContent,
  options: [
    troopTypeOption('attacker', 'the attacking troop type (default: the first in troop-types.yaml)'),
    troopTypeOption('defender', 'the defending troop type (default: the second)'),
    GOING_OPTION,
  ],
  resolveOptions,
  // One decision only (fight), so a finished combat's result is all there is to rate.
  evaluate(state, seat) {
    const status = singleCombat.status(state);
    if (!status.over || status.draw) return 0;
    return status.winners.includes(seat) ? 1 : -1;
  },
  report: [],
  describeEnd: describeCombatEnd,
  scenarios: scenarioHooks,
  previews: { 'troop-type': troopTypePreview },
  commands: [oddsCommand, tableCommand],
};
