/**
 * move: an instant tile; one of the player's own board tiles (of the listed kinds) moves to an
 * empty hex up to `spaces` steps away and/or turns to face any way. Netted tiles cannot move.
 */
import type { AbilityUse } from '../content.js';
import { fieldNow, hexArg, moveTile, reachable, rotationArg } from '../position.js';
import { actionFrom, label, type Params, type Play, type TurnContext } from './play.js';

/** Every legal step-and-turn of the tile on `from`, moving up to `spaces` hexes (`to` may equal `from`: turn only), as actions starting with `head`. */
export function stepOptions(t: TurnContext, from: number, spaces: number, head: Params): Params[] {
  const cell = t.state.board[from]!;
  const rots = t.cat.types[cell.type]!.rotations;
  const out: Params[] = [];
  for (const to of [from, ...reachable(t.state, t.cat, from, spaces)]) {
    for (const rotation of rots) {
      if (to === from && rotation === cell.rot) continue;
      const a = actionFrom(head);
      a.to = label(t.cat, to);
      a.rotation = rotation;
      out.push(a);
    }
  }
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

function movable(t: TurnContext, use: AbilityUse, h: number): boolean {
  const c = t.state.board[h];
  return !!c && c.owner === t.seat && (use.targets as string[]).includes(t.cat.types[c.type]!.kind);
}

/** The Move instant. */
export const move: Play = {
  id: 'move',
  options(t, use, _source, head) {
    const f = fieldNow(t.state, t.cat);
    const out: Params[] = [];
    for (let h = 0; h < t.state.board.length; h++) {
      if (movable(t, use, h) && !f.netted[h]) out.push(...stepOptions(t, h, use.spaces as number, Object.assign(actionFrom(head), { from: label(t.cat, h) })));
    }
    return out;
  },
  refuse(t, use, _source, p) {
    const from = hexArg(t.cat, p.from);
    if (from < 0 || !movable(t, use, from)) return `no tile of yours that Move may move on ${String(p.from)}`;
    if (fieldNow(t.state, t.cat).netted[from]) return `the tile on ${label(t.cat, from)} is netted and cannot move`;
    return refuseStep(t, from, use.spaces as number, p);
  },
  perform(t, _use, _source, p, events) {
    const from = hexArg(t.cat, p.from);
    const to = hexArg(t.cat, p.to);
    const cell = t.state.board[from]!;
    moveTile(t.state, from, to, rotationArg(p.rotation));
    events.push({ type: 'moved', tile: cell.tile, owner: cell.owner, from: label(t.cat, from), to: label(t.cat, to), rotation: cell.rot });
  },
};
