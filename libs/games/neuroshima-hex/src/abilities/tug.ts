/** tug: an instant tile; one friendly unit of the player's choice performs Tugging once. */
import { hexArg } from '../position.js';
import { movedFar } from './mobility.js';
import { definePlay, label } from './play.js';
import type { TugParams } from './params.js';
import { performTug, refuseTug, tugOptions } from './tugging.js';

/** The Tug instant. */
export const tug = definePlay<TugParams>({
  id: 'tug',
  options(t, use, _source, head, out) {
    const board = t.state.board;
    for (let h = 0; h < board.length; h++) {
      const c = board[h];
      if (c && c.owner === t.seat && t.cat.types[c.type]!.kind === 'unit' && !movedFar(t.state, c))
        tugOptions(t, use, h, head, out, 'tugger');
    }
  },
  refuse: (t, use, _source, p) => {
    const tugger = hexArg(t.cat, p.tugger);
    if (tugger < 0) return "tug needs the board hex 'tugger'";
    const c = t.state.board[tugger];
    if (c && c.owner === t.seat && movedFar(t.state, c))
      return `the unit on ${label(t.cat, tugger)} moved more than one hex this turn and may take no other action but eating`;
    return refuseTug(t, use, tugger, p);
  },
  perform: (t, _use, _source, p, events) => performTug(t, hexArg(t.cat, p.tugger), p, events),
});
