import { IllegalAction, Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import type { MoveAction } from './actions.js';
import { contextOf } from './context.js';
import { handBuilt, type Placed } from './hand-built.testing.js';
import { hottGame } from '../hott-game.js';
import { hottModule } from '../module.js';
import { carryOutMove, movesOf, squaresReached } from './movement.js';
import { squaresReachedPlainly } from './movement.plain.testing.js';
import type { BattleState } from './state.js';
import type { Square } from './table.js';

const context = contextOf(content);

// Open Field: woods over x 4-7, y 12-14; marsh over x 16-18, y 15-17; everything else open (good going).
function inMovement(elements: Placed[], pips = 6): BattleState {
  const state = handBuilt(elements);
  state.phase = 'movement';
  state.pips = pips;
  return state;
}

const reached = (state: BattleState, id: number) =>
  squaresReached(context, state, state.elements[id]!)
    .map((s) => `${s.x},${s.y}`)
    .sort();
const reaches = (state: BattleState, id: number, square: Square) => reached(state, id).includes(`${square.x},${square.y}`);

describe('movesOf', () => {
  it('spears (200 paces) reach every square two steps away in good going, each facing any way, or turn where they stand', () => {
    const state = inMovement([{ side: 0, type: 'spears', square: { x: 10, y: 2 } }]);
    expect(reached(state, 0)).toHaveLength(12);
    expect(reaches(state, 0, { x: 10, y: 4 })).toBe(true);
    expect(reaches(state, 0, { x: 11, y: 3 })).toBe(true);
    expect(reaches(state, 0, { x: 10, y: 5 })).toBe(false);
    expect(reaches(state, 0, { x: 12, y: 3 })).toBe(false);
    const moves = movesOf(context, state, 0);
    expect(moves).toHaveLength(3 + 12 * 4);
    const turns = moves.filter((m) => m.to.x === 10 && m.to.y === 2).map((m) => m.facing);
    expect(turns.sort()).toEqual(['east', 'south', 'west']);
  });

  it('a path into bad going moves at the bad figure: knights (300, 200 in bad) reach the wood\u2019s edge square but no deeper', () => {
    const state = inMovement([{ side: 0, type: 'knights', square: { x: 5, y: 10 } }]);
    expect(reaches(state, 0, { x: 5, y: 12 })).toBe(true);
    expect(reaches(state, 0, { x: 5, y: 13 })).toBe(false);
    expect(reaches(state, 0, { x: 8, y: 10 })).toBe(true);
    expect(reaches(state, 0, { x: 5, y: 7 })).toBe(true);
  });

  it('an element starting in bad going moves at the bad figure even out into the open', () => {
    const state = inMovement([{ side: 0, type: 'knights', square: { x: 5, y: 13 } }]);
    expect(reaches(state, 0, { x: 5, y: 15 })).toBe(true);
    expect(reaches(state, 0, { x: 5, y: 16 })).toBe(false);
  });

  it('warband moves as far in bad going as in good (300 both)', () => {
    const state = inMovement([{ side: 0, type: 'warband', square: { x: 5, y: 10 } }]);
    expect(reaches(state, 0, { x: 5, y: 13 })).toBe(true);
  });

  it('artillery, with no bad-going figure, never enters bad going', () => {
    const state = inMovement([{ side: 0, type: 'artillery', square: { x: 3, y: 12 } }]);
    const squares = squaresReached(context, state, state.elements[0]!);
    expect(squares.filter((s) => s.y >= 12 && s.y <= 14 && s.x >= 4 && s.x <= 7)).toEqual([]);
    expect(reaches(state, 0, { x: 3, y: 14 })).toBe(true);
    expect(reaches(state, 0, { x: 2, y: 13 })).toBe(true);
    expect(reaches(state, 0, { x: 4, y: 12 })).toBe(false);
  });

  it('may not end on a held square, and a foot element may not pass through a friend', () => {
    const state = inMovement([
      { side: 0, type: 'spears', square: { x: 10, y: 2 } },
      { side: 0, type: 'spears', square: { x: 10, y: 3 } },
    ]);
    expect(reaches(state, 0, { x: 10, y: 3 })).toBe(false);
    expect(reaches(state, 0, { x: 10, y: 4 })).toBe(false);
    expect(reaches(state, 0, { x: 9, y: 3 })).toBe(true);
  });

  it('mounted pass through friendly foot facing the same or the opposite way, as the chart allows, but not pikes or foot sideways', () => {
    const through = (type: string, facing: 'north' | 'south' | 'east') =>
      reaches(
        inMovement([
          { side: 0, type: 'knights', square: { x: 10, y: 2 } },
          { side: 0, type, square: { x: 10, y: 3 }, facing },
        ]),
        0,
        { x: 10, y: 5 },
      );
    expect(through('spears', 'north')).toBe(true);
    expect(through('spears', 'south')).toBe(true);
    expect(through('spears', 'east')).toBe(false);
    expect(through('pikes', 'north')).toBe(false);
  });

  it('never through an enemy, unless the chart lets that type through (sneakers pass through anyone)', () => {
    const past = (type: string) =>
      reaches(
        inMovement([
          { side: 0, type, square: { x: 10, y: 2 }, facing: 'east' },
          { side: 1, type: 'spears', square: { x: 10, y: 3 } },
        ]),
        0,
        { x: 10, y: 5 },
      );
    expect(past('knights')).toBe(false);
    expect(past('sneakers')).toBe(true);
  });

  it('never leaves the table', () => {
    const state = inMovement([{ side: 0, type: 'spears', square: { x: 0, y: 0 } }]);
    expect(reached(state, 0)).toEqual(['0,1', '0,2', '1,0', '1,1', '2,0']);
  });

  it('an element in front-edge contact with an enemy does not move; an enemy on its flank does not stop it', () => {
    const contact = inMovement([
      { side: 0, type: 'spears', square: { x: 10, y: 2 } },
      { side: 1, type: 'spears', square: { x: 10, y: 3 }, facing: 'south' },
    ]);
    expect(movesOf(context, contact, 0)).toEqual([]);
    const flank = inMovement([
      { side: 0, type: 'spears', square: { x: 10, y: 2 } },
      { side: 1, type: 'spears', square: { x: 11, y: 2 }, facing: 'north' },
    ]);
    expect(movesOf(context, flank, 0).length).toBeGreaterThan(0);
  });

  it('an ensorcelled element, the stronghold, an element that has moved and the other side\u2019s elements do not move', () => {
    const state = inMovement([
      { side: 0, type: 'hero', square: { x: 2, y: 2 }, status: 'ensorcelled' },
      { side: 0, type: 'stronghold', square: { x: 12, y: 0 } },
      { side: 0, type: 'spears', square: { x: 5, y: 5 }, moved: true },
      { side: 1, type: 'spears', square: { x: 8, y: 8 } },
      { side: 0, type: 'spears', square: { x: 15, y: 5 } },
    ]);
    for (const id of [0, 1, 2, 3]) expect(movesOf(context, state, id)).toEqual([]);
    expect(movesOf(context, state, 4).length).toBeGreaterThan(0);
  });

  it('none when the side cannot pay the move', () => {
    const state = inMovement([{ side: 0, type: 'spears', square: { x: 10, y: 2 } }], 0);
    expect(movesOf(context, state, 0)).toEqual([]);
  });
});

describe('carryOutMove', () => {
  const move = (element: number, to: Square, facing: MoveAction['facing']): MoveAction => ({ type: 'move', element, to, facing });

  it('moves the element, pays its PIPs and marks it moved', () => {
    const state = inMovement([{ side: 0, type: 'spears', square: { x: 10, y: 2 }, general: true }], 3);
    const events = carryOutMove(context, state, move(0, { x: 11, y: 3 }, 'east'));
    expect(events).toEqual([{ type: 'moved', element: 0, from: { x: 10, y: 2 }, to: { x: 11, y: 3 }, facing: 'east', pips: 1 }]);
    expect(state.elements[0]).toMatchObject({ square: { x: 11, y: 3 }, facing: 'east', moved: true, charged: false });
    expect(state.pips).toBe(2);
  });

  it('an element out of command range pays double', () => {
    const state = inMovement(
      [
        { side: 0, type: 'paladin', square: { x: 0, y: 0 }, general: true },
        { side: 0, type: 'spears', square: { x: 20, y: 10 } },
      ],
      3,
    );
    carryOutMove(context, state, move(1, { x: 20, y: 11 }, 'north'));
    expect(state.pips).toBe(1);
  });

  it('marks it charged when its front edge ends touching an enemy (here the enemy\u2019s flank)', () => {
    const state = inMovement([
      { side: 0, type: 'knights', square: { x: 10, y: 2 } },
      { side: 1, type: 'spears', square: { x: 10, y: 5 }, facing: 'east' },
    ]);
    const events = carryOutMove(context, state, move(0, { x: 10, y: 4 }, 'north'));
    expect(events[1]).toEqual({ type: 'charged', element: 0, enemy: 1 });
    expect(state.elements[0]!.charged).toBe(true);
  });

  it('a move of no squares turns the element where it stands', () => {
    const state = inMovement([{ side: 0, type: 'spears', square: { x: 10, y: 2 } }]);
    carryOutMove(context, state, move(0, { x: 10, y: 2 }, 'west'));
    expect(state.elements[0]).toMatchObject({ square: { x: 10, y: 2 }, facing: 'west', moved: true });
  });

  it('refuses a square out of reach, an element in contact, a second move and a move the side cannot pay, changing nothing', () => {
    const state = inMovement(
      [
        { side: 0, type: 'spears', square: { x: 10, y: 2 }, general: true },
        { side: 0, type: 'spears', square: { x: 3, y: 3 } },
        { side: 1, type: 'spears', square: { x: 3, y: 4 }, facing: 'south' },
        { side: 0, type: 'spears', square: { x: 15, y: 2 }, moved: true },
      ],
      1,
    );
    const before = structuredClone(state);
    const refused = (action: MoveAction, why: RegExp) => {
      expect(() => carryOutMove(context, state, action)).toThrow(IllegalAction);
      expect(() => carryOutMove(context, state, action)).toThrow(why);
      expect(state).toEqual(before);
    };
    refused(move(0, { x: 10, y: 5 }, 'north'), /cannot end its move on \(10, 5\) facing north/);
    refused(move(1, { x: 2, y: 3 }, 'north'), /front-edge contact with enemy element 2/);
    refused(move(3, { x: 15, y: 3 }, 'north'), /already moved/);
    refused(move(2, { x: 3, y: 5 }, 'north'), /not of the side whose bound it is/);
    refused(move(9, { x: 3, y: 5 }, 'north'), /no element 9/);
    state.pips = 0;
    before.pips = 0;
    refused(move(0, { x: 10, y: 3 }, 'north'), /costs 1 PIPs and 0 are left/);
  });
});

describe('movesOf in water and along roads (River Crossing: the river fills row 12, the road runs up column 12 over a bridge)', () => {
  const onRiver = (elements: Placed[]) => {
    const state = handBuilt(elements, 0, 'river-crossing');
    state.phase = 'movement';
    state.pips = 6;
    return state;
  };
  const at = (type: string, x: number, y: number): Placed => ({ side: 0, type, square: { x, y } });

  it('a move whose path enters water goes no further than movement.wadingPaces (100: one square)', () => {
    expect(reaches(onRiver([at('spears', 3, 10)]), 0, { x: 3, y: 11 })).toBe(true);
    expect(reaches(onRiver([at('spears', 3, 10)]), 0, { x: 3, y: 12 })).toBe(false);
    const bank = onRiver([at('knights', 3, 11)]);
    expect(reaches(bank, 0, { x: 3, y: 12 })).toBe(true);
    expect(reaches(bank, 0, { x: 3, y: 13 })).toBe(false);
    expect(reaches(bank, 0, { x: 3, y: 8 })).toBe(true);
  });

  it('a move from water wades too: one square out onto the far bank', () => {
    const state = onRiver([at('knights', 3, 12)]);
    expect(reached(state, 0)).toEqual(['2,12', '3,11', '3,13', '4,12']);
  });

  it('aerials fly over the river at their own figure', () => {
    const state = onRiver([at('flyers', 3, 10)]);
    expect(reaches(state, 0, { x: 3, y: 12 })).toBe(true);
    expect(reaches(state, 0, { x: 3, y: 20 })).toBe(true);
  });

  it('artillery, with no bad-going figure, never enters the river, but crosses it by the bridge', () => {
    const state = onRiver([at('artillery', 12, 11)]);
    expect(reaches(state, 0, { x: 12, y: 13 })).toBe(true);
    expect(reached(state, 0).filter((s) => s.endsWith(',12') && s !== '12,12')).toEqual([]);
  });

  it('a move wholly along the road goes at the road figure: spears 400 instead of 200, over the bridge too', () => {
    const state = onRiver([at('spears', 12, 10)]);
    expect(reaches(state, 0, { x: 12, y: 14 })).toBe(true);
    expect(reaches(state, 0, { x: 12, y: 15 })).toBe(false);
    expect(reaches(state, 0, { x: 12, y: 6 })).toBe(true);
  });

  it('a move that leaves the road, or starts off it, goes at the going figures the whole way', () => {
    const state = onRiver([at('spears', 12, 3)]);
    expect(reaches(state, 0, { x: 13, y: 4 })).toBe(true);
    expect(reaches(state, 0, { x: 13, y: 5 })).toBe(false);
    expect(reaches(onRiver([at('spears', 11, 3)]), 0, { x: 12, y: 5 })).toBe(false);
  });

  it('a type whose road figure is below its good-going one keeps the good-going figure on the road (a hero: 500, road 400)', () => {
    expect(reaches(onRiver([at('hero', 12, 2)]), 0, { x: 12, y: 7 })).toBe(true);
  });
});

/** How many move searches random battles on `battlefield` made, each held to the plain search's squares in order. */
function searchesLikePlain(battlefield: string, battles: number): number {
  const { options } = hottModule.resolveOptions({ battlefield }, 2, content);
  let searches = 0;
  for (let seed = 0; seed < battles; seed++) {
    const state = hottGame.setup(content, options, seed) as BattleState;
    const rng = Rng.seeded(seed);
    while (!hottGame.status(state).over) {
      if (state.phase === 'movement') {
        for (const element of state.elements.filter((e) => e.side === state.side && e.status === 'in-play')) {
          expect(squaresReached(context, state, element)).toEqual(squaresReachedPlainly(context, state, element));
          searches++;
        }
      }
      hottGame.apply(state, rng.pick(hottGame.actions(state)));
    }
  }
  return searches;
}

// Whole random battles: on a loaded machine these take longer than vitest's default 5 s.
describe('squaresReached on random battles', () => {
  it('finds the squares the plain search finds, in the same order, for every element at every movement decision', () => {
    expect(searchesLikePlain(Object.keys(content.battlefields)[0]!, 4)).toBeGreaterThan(1000);
  }, 60_000);

  it('finds the same squares on River Crossing, where paths wade the river and run along the road', () => {
    expect(searchesLikePlain('river-crossing', 3)).toBeGreaterThan(1000);
  }, 60_000);
});
