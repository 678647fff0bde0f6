/**
 * HOTT's entry in the game registry: the single-combat game (the battle is the next step), the `odds` and
 * `table` commands, and the troop-type preview. Importable in the browser (commands keep Node-only parts in run()).
 */
import { OptionError, type GameModule, type GameOption, type GameOptionValues, type Status } from '@armory/engine';
import { oddsCommand } from './commands/odds.js';
import { tableCommand } from './commands/table.js';
import { GOING_OPTION, troopTypeIds, troopTypeOption } from './commands/situation-options.js';
import { hottContent, type HottContent } from './content.js';
import { troopTypePreview } from './preview.js';
import { scenarioHooks } from './scenario/hooks.js';
import { singleCombat, type FightAction, type SingleCombatOptions, type SingleCombatState } from './single-combat.js';
import type { Going } from './situation.js';

/** `armory simulate hott`'s options: the two troop types and the going. */
const OPTIONS: GameOption<HottContent>[] = [
  troopTypeOption('attacker', 'the attacking troop type (default: the first in troop-types.yaml)'),
  troopTypeOption('defender', 'the defending troop type (default: the second)'),
  GOING_OPTION,
];

function resolveOptions(values: GameOptionValues, seats: number | undefined, content: HottContent) {
  if (seats !== undefined && seats !== 2) throw new OptionError(`a HOTT combat is between 2 sides; got --seats ${seats}`);
  const ids = troopTypeIds(content);
  // With no types named, the first two troop types of the content fight.
  const attacker = (values['attacker'] as string | undefined) ?? ids[0]!;
  const defender = (values['defender'] as string | undefined) ?? ids[1]!;
  const going = (values['going'] ?? GOING_OPTION.default) as Going;
  const options: SingleCombatOptions = {
    situation: { kind: 'close', attacker: { type: attacker, going }, defender: { type: defender, going } },
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
  options: OPTIONS,
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
