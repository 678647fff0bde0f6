/**
 * mobility: in its owner's turn (never in battle) the unit moves up to `spaces` empty hexes and may
 * then turn to face any way (never turn first and then move). A Satiety marker may carry it too.
 * After a move of more than one hex the unit takes no other action that turn, though it may still
 * eat (publisher ruling on Muscles); actions.ts reads the `farMoveKey` this leaves.
 */
import { fieldNow, moveTile, rotationArg, hexArg } from '../position.js';
import type { Cell, NhState } from '../state.js';
import { refuseStep, stepOptions } from './step.js';
import { definePlay, label } from './play.js';
import type { MobilityParams } from './params.js';

/** The once-per-turn key marking a unit that moved more than one hex this turn. */
export function farMoveKey(id: number): string {
  return (farMoveKeys[id] ??= `far-move#${id}`);
}

const farMoveKeys: string[] = [];

/** Whether the tile on `cell` moved more than one hex this turn, so it may act no more (eating aside). */
export function movedFar(state: NhState, cell: Cell): boolean {
  return state.used[FAR_MOVES] !== undefined && state.used[farMoveKey(cell.id)] !== undefined;
}

/** The key counting this turn's far moves, so listing skips the per-tile lookups in the usual turn without one. */
export const FAR_MOVES = 'far-moves';

const useKeys = new Map<string, string[]>();

/** The once-per-turn key of a tile's use of something: `${what}#${placement id}` (strings made once, not per listing). */
export function useKey(what: string, id: number): string {
  let byId = useKeys.get(what);
  if (!byId) useKeys.set(what, (byId = []));
  return (byId[id] ??= `${what}#${id}`);
}

/** Mobility, a unit's ability (or its marker's). */
export const mobility = definePlay<MobilityParams>({
  id: 'mobility',
  options(t, use, source, head, out) {
    if (source.from !== 'unit' || fieldNow(t.state, t.cat).netted[source.hex]) return;
    stepOptions(t, source.hex, use.spaces, head, out);
  },
  refuse(t, use, source, p) {
    if (source.from !== 'unit') return 'mobility belongs to a unit';
    if (fieldNow(t.state, t.cat).netted[source.hex]) return `the unit on ${label(t.cat, source.hex)} is netted and cannot move`;
    return refuseStep(t, source.hex, use.spaces, p);
  },
  perform(t, _use, source, p, events) {
    if (source.from !== 'unit') return;
    const to = hexArg(t.cat, p.to);
    const cell = moveTile(t.state, source.hex, to, rotationArg(p.rotation));
    if (t.cat.board.distance(source.hex, to) > 1) {
      t.state.used[farMoveKey(cell.id)] = 1;
      t.state.used[FAR_MOVES] = (t.state.used[FAR_MOVES] ?? 0) + 1;
    }
    events.push({
      type: 'moved',
      tile: cell.tile,
      owner: cell.owner,
      from: label(t.cat, source.hex),
      to: label(t.cat, to),
      rotation: cell.rot,
    });
  },
});
