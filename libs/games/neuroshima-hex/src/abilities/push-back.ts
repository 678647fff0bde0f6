/**
 * push-back: a friendly unit next to an enemy tile pushes it onto an empty hex beside it that is
 * not next to the pusher. Netted tiles neither push nor are pushed. From an instant tile any friendly
 * unit pushes once; from a unit (Kids) that unit pushes `perTurn` times a turn.
 */
import { fieldNow, hexArg, adjacent, pushDestinations, moveTile } from '../position.js';
import { labels } from './step.js';
import { movedFar } from './mobility.js';
import { definePlay, isEnemy, label, type Source, type TurnContext } from './play.js';
import type { Cell } from '../state.js';
import { kindsIn, type PushBackParams } from './params.js';

function pushers(t: TurnContext, source: Source): number[] {
  if (source.from === 'unit') return [source.hex];
  const board = t.state.board;
  const out: number[] = [];
  for (let h = 0; h < board.length; h++) {
    const c = board[h];
    if (c && c.owner === t.seat && t.cat.types[c.type]!.kind === 'unit' && !movedFar(t.state, c)) out.push(h);
  }
  return out;
}

/** Whether the use may push the tile `c` (whose it is and its kind; adjacency is the caller's). */
function pushable(t: TurnContext, use: PushBackParams, c: Cell): boolean {
  if (use.affects === 'enemy' && !isEnemy(t, c.owner)) return false;
  if (use.affects === 'friend' && c.owner !== t.seat) return false;
  return kindsIn(t.cat, use.targets)[c.type] === 1;
}

function targetOk(t: TurnContext, use: PushBackParams, pusher: number, target: number): boolean {
  const c = t.state.board[target];
  return !!c && adjacent(t.cat, pusher, target) && pushable(t, use, c);
}

/** Push Back, from an instant tile or a unit. */
export const pushBack = definePlay<PushBackParams>({
  id: 'push-back',
  options(t, use, source, head, out) {
    const f = fieldNow(t.state, t.cat);
    const board = t.state.board;
    const nb = t.cat.board.neighbours;
    for (const p of pushers(t, source)) {
      if (f.netted[p]) continue;
      for (let d = 0; d < 6; d++) {
        // A neighbour by construction: only whose tile it is and its kind are left to check.
        const v = nb[p * 6 + d]!;
        const c = v < 0 ? null : board[v];
        if (!c || f.netted[v] || !pushable(t, use, c)) continue;
        const to = pushDestinations(t.state, t.cat, p, v);
        if (to.length === 0) continue;
        const target = t.cat.labelAlone[v]!;
        if (source.from === 'unit') out.product(head, 'target', target, 'to', labels(t.cat, to));
        else out.product(head, 'pusher', t.cat.labelAlone[p]!, 'target', target, 'to', labels(t.cat, to));
      }
    }
  },
  refuse(t, use, source, p) {
    const pusher = source.from === 'unit' ? source.hex : hexArg(t.cat, p.pusher);
    const target = hexArg(t.cat, p.target);
    const to = hexArg(t.cat, p.to);
    if (pusher < 0 || target < 0 || to < 0) return "push back needs board hexes 'pusher', 'target' and 'to'";
    const pc = t.state.board[pusher];
    if (!pc || pc.owner !== t.seat || t.cat.types[pc.type]!.kind !== 'unit')
      return `no unit of yours on ${label(t.cat, pusher)} to push with`;
    if (movedFar(t.state, pc))
      return `the unit on ${label(t.cat, pusher)} moved more than one hex this turn and may take no other action but eating`;
    if (!targetOk(t, use, pusher, target)) return `${label(t.cat, target)} holds no tile the unit on ${label(t.cat, pusher)} may push`;
    const f = fieldNow(t.state, t.cat);
    if (f.netted[pusher]) return `the pushing unit on ${label(t.cat, pusher)} is netted`;
    if (f.netted[target]) return `the tile on ${label(t.cat, target)} is netted and cannot be pushed`;
    if (!pushDestinations(t.state, t.cat, pusher, target).includes(to))
      return `${label(t.cat, to)} is not an empty hex next to the target and away from the pusher`;
    return null;
  },
  perform(t, _use, _source, p, events) {
    const target = hexArg(t.cat, p.target);
    const to = hexArg(t.cat, p.to);
    const cell = t.state.board[target]!;
    moveTile(t.state, target, to, cell.rot);
    events.push({ type: 'pushed', tile: cell.tile, owner: cell.owner, from: label(t.cat, target), to: label(t.cat, to) });
  },
});
