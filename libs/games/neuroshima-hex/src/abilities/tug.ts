/** tug: an instant tile; one friendly unit of the player's choice performs Tugging once. */
import { hexArg } from '../position.js';
import { actionFrom, label, type Play } from './play.js';
import { performTug, refuseTug, tugOptions } from './tugging.js';

/** The Tug instant. */
export const tug: Play = {
  id: 'tug',
  options(t, use, _source, head, out) {
    const board = t.state.board;
    for (let h = 0; h < board.length; h++) {
      const c = board[h];
      if (c && c.owner === t.seat && t.cat.types[c.type]!.kind === 'unit') tugOptions(t, use, h, Object.assign(actionFrom(head), { tugger: label(t.cat, h) }), out);
    }
  },
  refuse: (t, use, _source, p) => {
    const tugger = hexArg(t.cat, p.tugger);
    return tugger < 0 ? "tug needs the board hex 'tugger'" : refuseTug(t, use, tugger, p);
  },
  perform: (t, _use, _source, p, events) => performTug(t, hexArg(t.cat, p.tugger), p, events),
};
