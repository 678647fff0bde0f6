/**
 * move: an instant tile; one of the player's own board tiles (of the listed kinds) moves to an
 * empty hex up to `spaces` steps away and/or turns to face any way. Netted tiles cannot move.
 */
import { fieldNow, hexArg, moveTile, rotationArg } from '../position.js';
import { movedFar } from './mobility.js';
import { definePlay, label, type TurnContext } from './play.js';
import { kindsIn, type MoveParams } from './params.js';
import { refuseStep, stepOptions } from './step.js';

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
    if (c && movedFar(t.state, c))
      return `the unit on ${label(t.cat, from)} moved more than one hex this turn and may take no other action but eating`;
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
