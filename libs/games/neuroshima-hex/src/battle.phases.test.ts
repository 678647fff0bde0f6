// Battles sort the tiles into the phases they fight in (bit masks of phases, lists of attackers); this
// checks both against walking the initiative lists on random real-army boards with random initiative
// bonuses (including ones that push initiatives far below 0, out of every phase). An initiative above the
// top phase is refused, not dropped.
import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { attackersByPhase, nextPhase, nextPhaseByList } from './battle.js';
import { catalogOf, type Catalog } from './catalog.js';
import { content } from './content.testing.js';
import { fieldFor, readBoard, type Field } from './field.js';
import { neuroshimaHex } from './game.js';
import type { NhState } from './state.js';

/**
 * A random board of `cat`'s designs (about a quarter of the hexes empty), read into `f`, with tiles
 * netted at random and random initiative bonuses, a tenth of them far below every phase, or far up but
 * within the top phase.
 */
function randomField(state: NhState, cat: Catalog, rng: Rng, f: Field): void {
  for (let h = 0; h < state.board.length; h++) {
    const type = cat.types[rng.int(cat.types.length)]!;
    state.board[h] =
      rng.int(4) === 0 ? null : { tile: type.id, type: type.index, owner: type.seat, rot: rng.int(6), damage: 0, marker: null, id: h + 1 };
  }
  readBoard(f, state, cat);
  for (let h = 0; h < f.n; h++) {
    f.netted[h] = rng.int(5) === 0 ? 1 : 0;
    f.init[h] = rng.int(10) === 0 ? rng.int(60) - 40 : rng.int(5) - 2;
  }
}

describe('nextPhase', () => {
  it('agrees with walking the initiative lists, for every phase bound', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const cat = catalogOf(state.catalog);
    const rng = Rng.seeded('phases');
    const f = fieldFor(cat.board.size);
    let compared = 0;
    for (let b = 0; b < 300; b++) {
      randomField(state, cat, rng, f);
      for (let below = 0; below <= 31; below++) {
        expect(nextPhase(f, cat, below)).toBe(nextPhaseByList(f, cat, below));
        compared++;
      }
    }
    expect(compared).toBe(300 * 32);
  });
});

describe('an initiative above the top phase', () => {
  it('is refused with the tile named, not dropped from the battle', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const cat = catalogOf(state.catalog);
    const f = fieldFor(cat.board.size);
    const unit = cat.types.find((t) => t.kind === 'unit' && t.initiative.length > 0)!;
    for (let h = 0; h < state.board.length; h++) state.board[h] = null;
    state.board[0] = { tile: unit.id, type: unit.index, owner: unit.seat, rot: 0, damage: 0, marker: null, id: 1 };
    readBoard(f, state, cat);
    f.netted.fill(0); // readBoard leaves settling to links.ts; earlier tests netted tiles at random
    f.init[0] = 31 - Math.min(...unit.initiative);
    expect(() => nextPhase(f, cat, 32)).toThrow(`tile '${unit.id}' fights at initiative 31; battles run phases 0-30 only`);
  });
});

describe('attackersByPhase', () => {
  it('puts each tile not netted in the phases its initiatives plus bonus name, as many times as named, less those used up', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const real = catalogOf(state.catalog);
    // The same designs, but with every unit naming its first initiative again at the end (so it attacks twice then).
    const twice = {
      ...real,
      types: real.types.map((t) => (t.kind === 'unit' ? { ...t, initiative: [...t.initiative, t.initiative[0]!] } : t)),
    };
    const rng = Rng.seeded('buckets');
    const f = fieldFor(real.board.size);
    for (let b = 0; b < 300; b++) {
      const cat = b % 2 ? twice : real;
      randomField(state, cat, rng, f);
      const idleHex = rng.int(2) === 0 ? -1 : rng.int(f.n);
      // Half the boards are mid-battle: each tile has made some of its attacks already.
      const done =
        b % 4 < 2
          ? null
          : Uint8Array.from({ length: f.n }, (_, h) => (f.type[h]! < 0 ? 0 : rng.int(cat.types[f.type[h]!]!.initiative.length + 1)));
      // The reference: for every phase from the top down, each tile in board order with how often its list
      // names the phase, once its highest initiatives already used are taken off.
      const expected = new Map<number, Array<[number, number]>>();
      for (let p = 30; p >= 0; p--) {
        const list: Array<[number, number]> = [];
        for (let h = 0; h < f.n; h++) {
          const t = f.type[h]!;
          if (t < 0 || f.netted[h] || h === idleHex) continue;
          const left = [...cat.types[t]!.initiative].sort((a, b) => b - a).slice(done ? done[h]! : 0);
          const times = left.filter((i) => i + f.init[h]! === p).length;
          if (times > 0) list.push([h, times]);
        }
        if (list.length) expected.set(p, list);
      }
      expect(attackersByPhase(f, cat, idleHex, done)).toEqual(expected);
    }
  });
});
