/**
 * Battle for The Shifting Hills' entry in the game registry: the game, its options (`--turn-limit` and the
 * rule book's open points) and what its simulation reports show. Importable in the browser.
 */
import { OptionError, type GameModule, type GameOption, type GameOptionValues } from '@armory/engine';
import type { ShiftingHillsAction } from './actions.js';
import { tablesOf, type ShiftingHillsContent } from './content.js';
import { evaluate } from './evaluation.js';
import { shiftingHills } from './game.js';
import { previews } from './render/previews.js';
import { scenarioHooks } from './scenario/hooks.js';
import { KNOWN_FORBIDDEN_MOVES, type KnownForbiddenMove, type ShiftingHillsOptions, type ShiftingHillsState } from './state.js';

/** The game's own options: the turn limit and the rule book's open points. */
const OPTIONS: GameOption<ShiftingHillsContent>[] = [
  {
    name: 'turn-limit',
    type: 'string',
    placeholder: 'N|off',
    help: "turns (both players' together) after which a game is a draw; default rules.yaml simulation.turnLimit, 'off' for none",
  },
  {
    name: 'known-forbidden-move',
    type: 'string',
    placeholder: 'refuse|fail',
    help: 'a move onto a face-up tile the squad cannot enter: refused (default) or tried and failed',
    choices: () => [...KNOWN_FORBIDDEN_MOVES],
  },
  { name: 'survivors-count-as-play', type: 'boolean', help: "Survivors Found, applied when drawn, uses up the turn's one bonus card" },
  {
    name: 'attacker-def-shields',
    type: 'boolean',
    help: "the attacker's own tile DEF lessens the answer it takes (by default only the defender's counts)",
  },
];

/** Reads the options into set-up options; a simulation stops at rules.yaml's turn limit unless told otherwise. */
function resolveOptions(values: GameOptionValues, seats: number | undefined, content: ShiftingHillsContent) {
  const tables = tablesOf(content);
  if (seats !== undefined && seats !== tables.seats)
    throw new OptionError(`Battle for The Shifting Hills is for ${tables.seats} players; got --seats ${seats}`);
  const options: ShiftingHillsOptions = { turnLimit: content.rules.simulation.turnLimit };
  const limit = values['turn-limit'];
  if (typeof limit === 'string') {
    if (limit === 'off') options.turnLimit = null;
    else if (/^[1-9][0-9]*$/.test(limit)) options.turnLimit = Number(limit);
    else throw new OptionError(`--turn-limit must be a whole number of turns or 'off', got '${limit}'`);
  }
  const forbidden = values['known-forbidden-move'];
  if (typeof forbidden === 'string') options.knownForbiddenMove = forbidden as KnownForbiddenMove;
  if (values['survivors-count-as-play'] === true) options.survivorsCountAsPlay = true;
  if (values['attacker-def-shields'] === true) options.attackerDefShields = true;
  const seatLabels = Array.from({ length: tables.seats }, (_, s) => `player ${s + 1}`);
  return { options, seats: tables.seats, seatLabels };
}

/** The registry's module object for Battle for The Shifting Hills. */
export const shiftingHillsModule: GameModule<ShiftingHillsState, ShiftingHillsAction, ShiftingHillsContent, ShiftingHillsOptions> = {
  id: 'shifting-hills',
  name: 'Battle for The Shifting Hills',
  // rules.yaml's `seats`; module.test.ts checks this against the content.
  seats: { min: 2, max: 2, default: 2 },
  traits: shiftingHills.traits!,
  game: shiftingHills,
  content: (loaded) => loaded as unknown as ShiftingHillsContent,
  options: OPTIONS,
  resolveOptions,
  // A saved log's options read back as the options that set them up, so `armory replay` checks them as simulate does.
  optionFields: [
    {
      field: 'turnLimit',
      option: 'turn-limit',
      typed: (limit) => (limit === null ? 'off' : limit === undefined ? undefined : String(limit)),
    },
    { field: 'knownForbiddenMove', option: 'known-forbidden-move' },
    { field: 'survivorsCountAsPlay', option: 'survivors-count-as-play' },
    { field: 'attackerDefShields', option: 'attacker-def-shields' },
  ],
  evaluate,
  report: [
    { key: 'turns', label: 'turns', inLength: true, digits: 1 },
    { key: 'attacks', label: 'attacks', inLength: true, digits: 1 },
    { key: 'moves', label: 'moves', digits: 1 },
    { key: 'failedMoves', json: 'failedMoves', label: 'failed moves', digits: 2 },
    { key: 'cards', label: 'bonus cards played', digits: 2 },
  ],
  describeEnd(status) {
    switch (status.reason) {
      case 'rout':
        return 'rout (every enemy unit defeated)';
      case 'seize':
        return 'seize (enemy HQ captured)';
      case 'turn-limit':
        return 'turn limit reached (draw)';
      default:
        return status.reason ?? 'ended';
    }
  },
  previews,
  // The rule book's word: the engine's messages say "player 2", as the game's own do.
  seatWord: 'player',
  scenarios: scenarioHooks,
};
