/**
 * HOTT's entry in the game registry: the battle on the table or a single combat (hott-game.ts), the `odds` and
 * `table` commands, and the previews. Importable in the browser (commands keep Node-only parts in run()).
 */
import { OptionError, type GameModule, type GameOption, type GameOptionValues, type Status } from '@armory/engine';
import { ARMIES_OPTION, BATTLEFIELD_OPTION, EDGE_OPTION, SHOOTING_TARGETS_OPTION } from './commands/battle-options.js';
import { battleCommand } from './commands/battle.js';
import { oddsCommand } from './commands/odds.js';
import { tableCommand } from './commands/table.js';
import { GOING_OPTION, troopTypeIds, troopTypeOption } from './commands/situation-options.js';
import { hottContent, type HottContent } from './content.js';
import { battlefieldPreview } from './battlefield-preview.js';
import { troopTypePreview } from './preview.js';
import { scenarioHooks } from './scenario/hooks.js';
import { setUpProblem } from './battle/battle.js';
import { evaluateBattle } from './battle/evaluate.js';
import { SIDE_WORDS, type BattleState } from './battle/state.js';
import { hottReport } from './report.js';
import { hottGame, type HottAction, type HottOptions, type HottState } from './hott-game.js';
import { singleCombat, type SingleCombatState } from './single-combat.js';
import type { Going } from './situation.js';

/** The set-up options that describe a single combat, and those that describe a battle. */
const COMBAT_OPTIONS = ['attacker', 'defender', 'going'];
const BATTLE_OPTIONS = ['armies', 'battlefield', 'edge', 'shooting-targets', 'bound-limit'];

/** `armory simulate hott`'s options: a battle's armies and battlefield, or a single combat's troop types and going. */
const OPTIONS: GameOption<HottContent>[] = [
  {
    name: 'mode',
    type: 'string',
    placeholder: 'battle|combat',
    help: 'a battle on the table, or one combat (default: combat when --attacker, --defender or --going is given, else battle)',
    choices: () => ['battle', 'combat'],
  },
  ARMIES_OPTION,
  BATTLEFIELD_OPTION,
  EDGE_OPTION,
  SHOOTING_TARGETS_OPTION,
  {
    name: 'bound-limit',
    type: 'number',
    placeholder: 'N',
    help: "a battle: the bounds (both sides' counted) after which it is a draw (default rules.yaml simulation.boundLimit)",
    range: () => ({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  },
  troopTypeOption('attacker', 'a single combat: the attacking troop type (default: the first in troop-types.yaml)'),
  troopTypeOption('defender', 'a single combat: the defending troop type (default: the second)'),
  { ...GOING_OPTION, help: 'a single combat: the going both elements stand in (default good)', default: undefined },
];

const given = (values: GameOptionValues, names: string[]) => names.filter((name) => values[name] !== undefined);

function resolveCombat(values: GameOptionValues, content: HottContent) {
  const ids = troopTypeIds(content);
  // With no types named, the first two troop types of the content fight.
  const attacker = (values['attacker'] as string | undefined) ?? ids[0]!;
  const defender = (values['defender'] as string | undefined) ?? ids[1]!;
  const going = (values['going'] ?? GOING_OPTION.default) as Going;
  const options: HottOptions = {
    mode: 'combat',
    situation: { kind: 'close', attacker: { type: attacker, going }, defender: { type: defender, going } },
  };
  return { options, seats: 2, seatLabels: [`attacking ${attacker}`, `defending ${defender}`] };
}

function resolveBattle(values: GameOptionValues, content: HottContent) {
  const listed =
    typeof values['armies'] === 'string' ? values['armies'].split(',').map((s) => s.trim()) : Object.keys(content.armies).slice(0, 2);
  if (listed.length !== 2) throw new OptionError(`--armies names ${listed.length}; a battle needs 2, the defender's first`);
  const battlefield = (values['battlefield'] as string | undefined) ?? Object.keys(content.battlefields)[0];
  if (!battlefield) throw new OptionError('content/hott has no battlefield to fight on');
  const armies = listed as [string, string];
  const edge = values['edge'] as number | undefined;
  const options: HottOptions = {
    mode: 'battle',
    armies,
    battlefield,
    boundLimit: (values['bound-limit'] as number | undefined) ?? content.rules.simulation.boundLimit,
    ...(edge !== undefined ? { attackerEdge: edge } : {}),
    ...(values['shooting-targets'] === 'nearest' ? { shootingTargets: 'nearest' as const } : {}),
  };
  const problem = setUpProblem(content, options);
  if (problem) throw new OptionError(problem);
  const name = (id: string) => content.armies[id]?.name ?? id;
  return { options, seats: 2, seatLabels: [`${name(armies[0])} (defending)`, `${name(armies[1])} (attacking)`] };
}

function resolveOptions(values: GameOptionValues, seats: number | undefined, content: HottContent) {
  if (seats !== undefined && seats !== 2) throw new OptionError(`a HOTT battle or combat is between 2 sides; got --seats ${seats}`);
  const combat = given(values, COMBAT_OPTIONS);
  const battleNamed = given(values, BATTLE_OPTIONS);
  if (values['mode'] === undefined && combat.length > 0 && battleNamed.length > 0)
    throw new OptionError(`--${battleNamed[0]} sets up a battle and --${combat[0]} a single combat; give the options of one of them`);
  const mode = values['mode'] ?? (combat.length > 0 ? 'combat' : 'battle');
  if (mode === 'battle' && combat.length > 0)
    throw new OptionError(`--${combat[0]} describes a single combat, not a battle; leave it out, or give --mode combat`);
  if (mode === 'combat' && battleNamed.length > 0)
    throw new OptionError(`--${battleNamed[0]} describes a battle, not a single combat; leave it out, or give --mode battle`);
  return mode === 'combat' ? resolveCombat(values, content) : resolveBattle(values, content);
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

/** How a battle ended (seat 1 defends, seat 2 attacks), or a combat (`describeCombatEnd`: seat 1 is the attacking type). */
function describeEnd(status: Status & { over: true }): string {
  switch (status.reason) {
    case 'stronghold':
      return `${SIDE_WORDS[status.winners[0]!]} took the stronghold`;
    case 'losses':
      return `${SIDE_WORDS[status.winners[0]!]} broke the enemy army`;
    case 'bound-limit':
      return 'bound limit reached (a draw)';
    default:
      return describeCombatEnd(status);
  }
}

/** The registry's module object for HOTT. */
export const hottModule: GameModule<HottState, HottAction, HottContent, HottOptions> = {
  id: 'hott',
  name: 'HOTT (Hordes of the Things)',
  seats: { min: 2, max: 2, default: 2 },
  traits: hottGame.traits!,
  game: hottGame,
  content: hottContent,
  options: OPTIONS,
  resolveOptions,
  // A saved log's options read back as the options that set them up, so `armory replay` checks them as simulate does.
  optionFields: [
    { field: 'mode', option: 'mode' },
    { field: 'armies', option: 'armies' },
    { field: 'battlefield', option: 'battlefield' },
    { field: 'attackerEdge', option: 'edge' },
    { field: 'shootingTargets', option: 'shooting-targets' },
    { field: 'boundLimit', option: 'bound-limit' },
    { field: 'situation.attacker.type', option: 'attacker' },
    { field: 'situation.defender.type', option: 'defender' },
    { field: 'situation.attacker.going', option: 'going' },
    { field: 'situation.defender.going', option: 'going' },
  ],
  evaluate(state, seat) {
    if ((state as BattleState).kind === 'battle') return evaluateBattle(state as BattleState, seat);
    // A single combat has one decision only (fight), so its result is all there is to rate.
    const status = singleCombat.status(state as SingleCombatState);
    if (!status.over || status.draw) return 0;
    return status.winners.includes(seat) ? 1 : -1;
  },
  // A tuning of the search, not a rule: MCTS plays 8 random actions after its tree (about two bounds: a random
  // side spends its PIPs in about four) and then rates the battle by evaluate, which lies in -1..1 (a loss .. a win).
  search: { playoutSteps: 8, evaluateRange: { least: -1, most: 1 }, priorVisits: 4 },
  report: hottReport,
  describeEnd,
  // A battle's events name seats: whose bound began, who won; files and saved logs count them from 1.
  seatFields: ['side', 'winners'],
  scenarios: scenarioHooks,
  previews: { 'troop-type': troopTypePreview, battlefield: battlefieldPreview },
  commands: [oddsCommand, tableCommand, battleCommand],
};
