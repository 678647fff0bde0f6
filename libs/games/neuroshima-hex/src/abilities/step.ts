/**
 * A step and a turn of one tile on the board: the options and refusals that Move (an instant moving any
 * own tile) and Mobility (a unit moving itself) share.
 */
import type { Catalog } from '../catalog.js';
import type { Choices } from '../choices.js';
import { hexArg, reachable, rotationArg } from '../position.js';
import { label, type Params, type TurnContext } from './play.js';

/**
 * Offers every legal step-and-turn of the tile on `from`, moving up to `spaces` hexes, as actions
 * starting with `head` (and, when `fromKey` is given, a field of that name holding `from`): first
 * turning in place (`to` is `from`), then each reachable hex in board order with every rotation.
 */
export function stepOptions(t: TurnContext, from: number, spaces: number, head: Params, out: Choices, fromKey: string | null = null): void {
  const cell = t.state.board[from]!;
  const rots = t.cat.types[cell.type]!.rotations;
  const here = t.cat.labelAlone[from]!;
  const turns = otherRotations(rots, cell.rot);
  if (fromKey === null) out.product(head, 'to', here, 'rotation', turns);
  else out.product(head, fromKey, here, 'to', here, 'rotation', turns);
  const reach = reachable(t.state, t.cat, from, spaces);
  if (reach.length === 0) return;
  if (fromKey === null) out.product(head, 'to', labels(t.cat, reach), 'rotation', rots);
  else out.product(head, fromKey, here, 'to', labels(t.cat, reach), 'rotation', rots);
}

/** `rots` without `rot` (cached per list: the same few lists come back all game). */
export function otherRotations(rots: readonly number[], rot: number): readonly number[] {
  let byRot = withoutCache.get(rots);
  if (!byRot) withoutCache.set(rots, (byRot = []));
  return (byRot[rot] ??= rots.filter((r) => r !== rot));
}

const withoutCache = new WeakMap<readonly number[], Array<readonly number[]>>();

/** The "q,r" labels of board indexes. */
export function labels(cat: Catalog, hexes: readonly number[]): string[] {
  const out = new Array<string>(hexes.length);
  for (let i = 0; i < hexes.length; i++) out[i] = cat.labels[hexes[i]!]!;
  return out;
}

/** Why stepping the tile on `from` with `p` is refused, or null. */
export function refuseStep(t: TurnContext, from: number, spaces: number, p: Params): string | null {
  const to = hexArg(t.cat, p.to);
  const rotation = rotationArg(p.rotation);
  if (to < 0) return "the move needs a board hex 'to'";
  if (rotation < 0) return "the move needs a 'rotation' 0-5";
  if (to !== from && !reachable(t.state, t.cat, from, spaces).includes(to))
    return `${label(t.cat, to)} is not an empty hex within ${spaces} step(s) of ${label(t.cat, from)}`;
  if (to === from && rotation === t.state.board[from]!.rot) return 'the move changes nothing';
  return null;
}
