/**
 * Neuroshima Hex's entry in the game registry: the game, its options (`--armies`, `--teams`) and what
 * its simulation reports show. Importable in the browser: no Node-only imports here.
 */
import { OptionError, type GameModule, type GameOptionValues } from '@armory/engine';
import { neuroshimaHex, teamsOf, type NhOptions } from './game.js';
import type { NeuroshimaContent } from './content.js';
import { contentFromPackage, type PackageContent } from './package-content.js';
import type { NhAction, NhState } from './state.js';
import { leadAfterBattle } from './evaluation.js';
import { SEAT_FIELDS } from './scenario/file-seats.js';
import { scenarioHooks } from './scenario/hooks.js';
import { previews } from './render/previews.js';
import { abilityCatalog } from './abilities/meanings.js';

/**
 * The armies a game without `--armies` is played with: the content's first armies, in its order, one per seat of
 * the rules' player count. Team play (more seats) needs its armies and teams named.
 */
function defaultArmies(seats: number | undefined, content: NeuroshimaContent): string[] {
  const ids = Object.keys(content.armies);
  const players = content.rules.players;
  if ((seats !== undefined && seats !== players) || ids.length < players)
    throw new OptionError(`--armies is required for ${seats ?? players} seats: one army per seat, from ${ids.join(', ')}`);
  return ids.slice(0, players);
}

/** "1 army", "2 armies". */
const armiesNamed = (count: number) => `--armies names ${count} ${count === 1 ? 'army' : 'armies'}`;

/** Armies for other than the rules' player count without --teams: the counts that play, and what team play needs. */
function armyCountProblem(count: number, content: NeuroshimaContent): string {
  const { players, teamPlay } = content.rules;
  const named = armiesNamed(count);
  if (!teamPlay) return `${named}; the rules ask for ${players}`;
  // Seats alternate between teams, as they sit round the table: 1,2,1,2 for two teams of two.
  const example = Array.from({ length: teamPlay.players }, (_, i) => (i % teamPlay.teams) + 1).join(',');
  if (count === teamPlay.players) return `${count} armies play in teams: give --teams, a team number per seat, e.g. ${example}`;
  return `${named}; the rules ask for ${players}, or ${teamPlay.players} in team play with --teams (e.g. ${example})`;
}

/** Reads `--armies` and `--teams` into set-up options, refusing what the rules would refuse, in the user's words. */
function resolveOptions(values: GameOptionValues, seats: number | undefined, content: NeuroshimaContent) {
  // Three seats, which the rules play neither alone nor in teams, are refused before this by the seat counts (`seats.played`).
  const given = values['armies'];
  const armies = typeof given === 'string' && given.trim() !== '' ? given.split(',').map((s) => s.trim()) : defaultArmies(seats, content);
  if (seats !== undefined && seats !== armies.length)
    throw new OptionError(`--seats ${seats} but ${armiesNamed(armies.length)}; give one army per seat`);
  let teams: number[] | undefined;
  const teamList = values['teams'];
  if (typeof teamList === 'string') {
    teams = teamList.split(',').map((t) => (/^\s*\d+\s*$/.test(t) ? Number(t) : NaN));
    if (teams.some((t) => !Number.isInteger(t)))
      throw new OptionError(`--teams must list a team number per seat, e.g. 1,2,1,2; got '${teamList}'`);
    if (teams.length !== armies.length) throw new OptionError(`--teams names ${teams.length} seats for ${armies.length} armies`);
  }
  if (!teams && armies.length !== content.rules.players) throw new OptionError(armyCountProblem(armies.length, content));
  const options: NhOptions = teams ? { armies, teams } : { armies };
  try {
    teamsOf(content, options);
  } catch (e) {
    throw new OptionError((e as Error).message);
  }
  return { options, seats: armies.length, seatLabels: armies, ...(teams ? { teams } : {}) };
}

/** Why a game ended (flow.ts's reasons), in words for simulation reports and replays. */
export const END_REASONS: Record<string, string> = {
  'hq-destroyed': 'an HQ destroyed',
  'board-locked': 'board full and stuck (HQ points decide)',
  'last-battle': 'the final battle (HQ points decide)',
  overtime: 'overtime after a tie on HQ points',
};

/** The registry's module object for Neuroshima Hex. */
export const neuroshimaHexModule: GameModule<NhState, NhAction, NeuroshimaContent, NhOptions> = {
  id: 'neuroshima-hex',
  name: 'Neuroshima Hex',
  // The rules' `players` (2) and `teamPlay.players` (4), never 3; module.test.ts checks these against the content.
  seats: { min: 2, max: 4, default: 2, played: [{ seats: 2 }, { seats: 4, how: 'in team play with --teams' }] },
  traits: neuroshimaHex.traits!,
  game: neuroshimaHex,
  content: (loaded) => contentFromPackage(loaded as unknown as PackageContent),
  options: [
    {
      name: 'armies',
      type: 'string',
      placeholder: 'A,B',
      help: "army ids by seat (seat 1 plays first), e.g. hell-hounds,troglodytes; without it, the content's first armies in its order",
      choices: (content) => Object.keys(content.armies),
      list: true,
    },
    {
      name: 'teams',
      type: 'string',
      placeholder: 'T,U,...',
      help: "team play: each seat's team number, e.g. 1,2,1,2 with four armies (rules.yaml teamPlay); a team's seats win together",
    },
  ],
  resolveOptions,
  // A saved log's options read back as the options that set them up, so `armory replay` checks them as simulate does.
  optionFields: [
    { field: 'armies', option: 'armies' },
    { field: 'teams', option: 'teams' },
  ],
  evaluate: leadAfterBattle,
  report: [
    {
      key: 'hq',
      json: 'hqDamage',
      label: 'HQ damage taken',
      perSeat: true,
      digits: 2,
      shown: (hitPointsLeft, content) => content.rules.kinds.hq.toughness - hitPointsLeft,
      outOf: (content) => content.rules.kinds.hq.toughness,
    },
    { key: 'turns', label: 'turns', inLength: true, digits: 1 },
    { key: 'steps', label: 'actions', inLength: true, digits: 1 },
    { key: 'battles', label: 'battles', inLength: true, digits: 2 },
  ],
  // Random play seldom needs more than a few hundred actions; this only stops a game that cannot end.
  maxSteps: 20000,
  describeEnd: (status) => END_REASONS[status.reason ?? ''] ?? status.reason ?? 'over',
  // Scenario files and saved logs count these seats from 1.
  seatFields: SEAT_FIELDS,
  scenarios: scenarioHooks,
  // Tile pictures and the army's legend, by the names tile.schema.json and army.schema.json give in x-preview.
  previews,
  // abilities.yaml, the parameter schemas and the ability modules, held together by tools/cli/src/catalogs.test.ts.
  catalogs: [abilityCatalog],
};
