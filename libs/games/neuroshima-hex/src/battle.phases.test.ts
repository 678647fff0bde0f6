// nextPhase takes a bit-mask shortcut over the printed initiatives; this checks it against walking the
// lists on random real-army boards with random initiative bonuses (including ones that push
// initiatives below 0 or far up, where the shortcut must hand over to the lists).
import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { nextPhase, nextPhaseByList } from './battle.js';
import { catalogOf } from './catalog.js';
import { content } from './content.testing.js';
import { fieldFor, readBoard } from './field.js';
import { neuroshimaHex } from './game.js';

describe('nextPhase', () => {
  it('agrees with walking the initiative lists, for every phase bound', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const cat = catalogOf(state.catalog);
    const rng = Rng.seeded('phases');
    const f = fieldFor(cat.board.size);
    let compared = 0;
    for (let b = 0; b < 300; b++) {
      for (let h = 0; h < state.board.length; h++) {
        const type = cat.types[rng.int(cat.types.length)]!;
        state.board[h] = rng.int(4) === 0 ? null : { tile: type.id, type: type.index, owner: type.seat, rot: rng.int(6), damage: 0, marker: null, id: h + 1 };
      }
      readBoard(f, state, cat);
      for (let h = 0; h < f.n; h++) {
        f.netted[h] = rng.int(5) === 0 ? 1 : 0;
        const wide = rng.int(10) === 0;
        f.init[h] = wide ? rng.int(80) - 40 : rng.int(5) - 2;
      }
      for (let below = 0; below <= 31; below++) {
        expect(nextPhase(f, cat, below)).toBe(nextPhaseByList(f, cat, below));
        compared++;
      }
    }
    expect(compared).toBe(300 * 32);
  });
});
