/**
 * A uniform random choice among the legal actions that does not build every placement: placements
 * (tile x empty hex x distinct rotation) are counted and only the chosen one is made. Same set of
 * actions as `legalActions`, each equally likely, so it is the random player, only cheaper.
 */
import type { Player, Rng } from '@armory/engine';
import { catalogOf } from './catalog.js';
import { legalActions, listActions } from './actions.js';
import { holdingField } from './position.js';
import type { NhAction, NhState } from './state.js';

/** Picks one legal action uniformly at random. */
export function randomAction(state: NhState, rng: Rng): NhAction {
  const cat = catalogOf(state.catalog);
  if (state.stage !== 'play') return rng.pick(legalActions(state, cat));
  const others = holdingField(state, () => listActions(state, cat, false));
  const empties: number[] = [];
  state.board.forEach((c, h) => {
    if (!c) empties.push(h);
  });
  const seat = state.current;
  const placeable = [...new Set(state.seats[seat]!.hand)]
    .map((tile) => ({ tile, type: cat.types[cat.typeIndex.get(`${seat}:${tile}`)!]! }))
    .filter((x) => x.type.kind === 'unit' || x.type.kind === 'module');
  let places = 0;
  for (const x of placeable) places += x.type.rotations.length * empties.length;
  let r = rng.int(places + others.length);
  if (r >= places) return others[r - places]!;
  for (const x of placeable) {
    const block = x.type.rotations.length * empties.length;
    if (r < block) {
      const hex = empties[Math.floor(r / x.type.rotations.length)]!;
      return { type: 'place', tile: x.tile, hex: cat.labels[hex]!, rotation: x.type.rotations[r % x.type.rotations.length]! };
    }
    r -= block;
  }
  throw new Error('randomAction: no action chosen');
}

/** The random player built on `randomAction`. */
export function uniformRandomPlayer(): Player<NhState, NhAction> {
  return { name: 'random', choose: (_game, state, _seat, rng) => randomAction(state, rng) };
}
