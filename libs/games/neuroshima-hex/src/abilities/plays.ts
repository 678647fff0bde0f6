/** The catalog of abilities a player uses in their turn, keyed by content ids. */
import { avalanche } from './avalanche.js';
import { battle } from './battle.js';
import { cannibalizeEnemy } from './cannibalize-enemy.js';
import { cannibalize } from './cannibalize.js';
import { mobility } from './mobility.js';
import { move } from './move.js';
import type { Play } from './play.js';
import { pushBack } from './push-back.js';
import { rotation } from './rotation.js';
import { swap } from './swap.js';
import { tug } from './tug.js';
import { tugging } from './tugging.js';

/** Usable abilities by id. */
export const PLAYS: Record<string, Play> = Object.fromEntries(
  [avalanche, battle, cannibalizeEnemy, cannibalize, mobility, move, pushBack, rotation, swap, tug, tugging].map((p) => [p.id, p]),
);

/** Abilities after whose use the turn ends. */
export const ENDS_TURN = new Set(['battle']);
