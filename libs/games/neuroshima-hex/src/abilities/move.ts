/**
 * move: an instant tile; one of the player's own board tiles (of the listed kinds) moves to an
 * empty hex up to `spaces` steps away and/or turns to face any way. Netted tiles cannot move.
 */
import type { Catalog } from '../catalog.js';
import type { Choices } from '../choices.js';
import { fieldNow, hexArg, moveTile, reachable, rotationArg } from '../position.js';
import { movedFar } from './mobility.js';
import { definePlay, label, type Params, type TurnContext } from './play.js';
import { kindsIn, type MoveParams } from './params.js';

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
  if (to !== from && !reachable(t.state, t.cat, from, spaces).includes(to)) return `${label(t.cat, to)} is not an empty hex within ${spaces} step(s) of ${label(t.cat, from)}`;
  if (to === from && rotation === t.state.board[from]!.rot) return 'the move changes nothing';
  return null;
}

/** Whether Move may move the tile on `h`: the player's own, of a listed kind, and not a unit that already moved far this turn (E13). */
function movable(t: TurnContext, use: MoveParams, h: number): boolean {
  const c = t.state.board[h];
  return !!c && c.owner === t.seat && kindsIn(t.cat, use.targets)[c.type] === 1 && !movedFar(t.state, c);
}

/** The Move instant. */
export const move = definePlay<MoveParams>({
  id: 'move',
  options(t, use, _source, head, out) {
    const f = fieldNow(t.state, t.cat);
    for (let h = 0; h < t.state.board.length; h++) {
      if (!movable(t, use, h) || f.netted[h]) continue;
      stepOptions(t, h, use.spaces, head, out, 'from');
    }
  },
  refuse(t, use, _source, p) {
    const from = hexArg(t.cat, p.from);
    const c = from >= 0 ? t.state.board[from] : null;
    if (c && movedFar(t.state, c)) return `the unit on ${label(t.cat, from)} moved more than one hex this turn and may take no other action but eating`;
    if (from < 0 || !movable(t, use, from)) return `no tile of yours that Move may move on ${String(p.from)}`;
    if (fieldNow(t.state, t.cat).netted[from]) return `the tile on ${label(t.cat, from)} is netted and cannot move`;
    return refuseStep(t, from, use.spaces, p);
  },
  perform(t, _use, _source, p, events) {
    const from = hexArg(t.cat, p.from);
    const to = hexArg(t.cat, p.to);
    const cell = moveTile(t.state, from, to, rotationArg(p.rotation));
    events.push({ type: 'moved', tile: cell.tile, owner: cell.owner, from: label(t.cat, from), to: label(t.cat, to), rotation: cell.rot });
  },
});
