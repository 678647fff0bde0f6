// Settling plans who may give what to whom once per board read and then only skips the tiles that
// left the board: this checks that settling a planned board after removals gives exactly what
// planning the smaller board afresh gives, on random boards of both real armies.
import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { catalogOf } from './catalog.js';
import { content } from './content.testing.js';
import { newField, readBoard, type Field } from './field.js';
import { neuroshimaHex } from './game.js';
import { computeLinks } from './links.js';
import { removeTile } from './wounds.js';

/** What settling fills, as plain arrays (medics only up to each tile's count). */
function settled(f: Field): unknown {
  const medics = [...f.medicCount].map((m, h) => [...f.medics.subarray(h * 6, h * 6 + m)]);
  return {
    netted: [...f.netted],
    frozen: [...f.frozen],
    frozenBy: [...f.frozenBy],
    init: [...f.init],
    str: [...f.str],
    tough: [...f.tough],
    medics,
  };
}

describe('computeLinks on a planned board', () => {
  it('after tiles leave, settles as a board read afresh does', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const cat = catalogOf(state.catalog);
    const board = cat.types.filter((t) => t.kind !== 'instant');
    const rng = Rng.seeded('links');
    const planned = newField(cat.board.size);
    const fresh = newField(cat.board.size);
    let compared = 0;
    for (let b = 0; b < 200; b++) {
      for (let h = 0; h < state.board.length; h++) {
        const type = board[rng.int(board.length)]!;
        state.board[h] =
          rng.int(5) === 0
            ? null
            : { tile: type.id, type: type.index, owner: type.seat, rot: rng.int(6), damage: 0, marker: null, id: h + 1 };
      }
      readBoard(planned, state, cat);
      computeLinks(planned, cat, state);
      for (let step = 0; step < 6; step++) {
        const living = state.board.flatMap((c, h) => (c ? [h] : []));
        if (living.length === 0) break;
        removeTile(state, cat, planned, rng.pick(living), 'removed', null, 'destroyed');
        computeLinks(planned, cat, state);
        readBoard(fresh, state, cat);
        computeLinks(fresh, cat, state);
        expect(settled(planned)).toEqual(settled(fresh));
        compared++;
      }
    }
    expect(compared).toBe(200 * 6);
  });
});
