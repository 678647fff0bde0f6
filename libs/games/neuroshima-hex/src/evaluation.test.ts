// The greedy player's rating on small made-up positions of the real armies: it sees the battle coming.
import { describe, expect, it } from 'vitest';
import { greedyPlayer, Rng } from '@armory/engine';
import { content } from './content.testing.js';
import { leadAfterBattle } from './evaluation.js';
import { fight } from './battle.js';
import { catalogOf } from './catalog.js';
import { hqPoints } from './flow.js';
import { applyAction, neuroshimaHex } from './game.js';
import { hexArg } from './position.js';
import { buildScenario } from './scenario/setup.js';
import type { ScenarioTile } from './scenario/scenario.js';
import { cloneNh, type NhAction, type NhState } from './state.js';

const HH = 0;
const TROG = 1;

/** Hell Hounds (seat 0) against Troglodytes (seat 1): this board, `current` to play with `hand`. */
function position(board: ScenarioTile[], current: number, hand: string[]): NhState {
  const hands = [[], []] as string[][];
  hands[current] = hand;
  return buildScenario(content, {
    id: 't',
    title: 't',
    rules: ['t'],
    armies: ['hell-hounds', 'troglodytes'],
    actions: [],
    expect: {},
    setup: { board, hands, current },
  });
}

/** The state after `action`, the position left as it was. */
function after(state: NhState, action: NhAction): NhState {
  const next = cloneNh(state);
  applyAction(next, action);
  return next;
}

const place = (tile: string, hex: string, rotation: number): NhAction => ({ type: 'place', tile, hex, rotation });

// Rotation 0 is the printed facing: the Tamer shoots N, the Icicle strikes NE, SE and S.
const facingHqs: ScenarioTile[] = [
  { hex: '0,2', owner: HH, tile: 'hq' },
  { hex: '0,-2', owner: TROG, tile: 'hq' },
];

describe('leadAfterBattle', () => {
  it('rates a Tamer that would shoot the enemy HQ above one that would shoot nothing', () => {
    const state = position(facingHqs, HH, ['tamer']);
    // From 0,0 facing N the shot crosses the empty 0,-1 and hits the HQ on 0,-2; facing NE it leaves the board.
    const hits = leadAfterBattle(after(state, place('tamer', '0,0', 0)), HH);
    const misses = leadAfterBattle(after(state, place('tamer', '0,0', 1)), HH);
    expect(hits).toBeGreaterThan(misses);
    expect(leadAfterBattle(after(state, place('tamer', '0,0', 0)), TROG)).toBeLessThan(
      leadAfterBattle(after(state, place('tamer', '0,0', 1)), TROG),
    );
  });

  it('lets the greedy player place the Tamer where the coming battle wounds the enemy HQ', () => {
    const state = position(facingHqs, HH, ['tamer']);
    const greedy = greedyPlayer<NhState, NhAction>(leadAfterBattle);
    const chosen = greedy.choose(neuroshimaHex, state, HH, Rng.seeded(1));
    expect(chosen.type).toBe('place');
    const next = after(state, chosen);
    const cat = catalogOf(next.catalog);
    fight(next, cat, 'test', -1, null);
    expect(hqPoints(next, cat)[TROG]).toBeLessThan(hqPoints(state, cat)[TROG]!);
    // And the Tamer stays out of the reach of the HQ's own blows, so it is still there after the battle.
    expect(next.board[hexArg(cat, chosen.hex as string)]?.tile).toBe('tamer');
  });

  it('rates a unit left where it would be killed before it strikes below one placed out of reach', () => {
    // A Hell Hounds Tamer on 0,2 shoots N along 0,1 .. 0,-2 at initiative 3; an Icicle strikes at 2 and has no toughness to spare.
    const board: ScenarioTile[] = [
      { hex: '2,0', owner: HH, tile: 'hq' },
      { hex: '-2,0', owner: TROG, tile: 'hq' },
      { hex: '0,2', owner: HH, tile: 'tamer' },
    ];
    const state = position(board, TROG, ['icicle']);
    const doomed = after(state, place('icicle', '0,-1', 0));
    const safe = after(state, place('icicle', '-1,-1', 0));
    expect(leadAfterBattle(safe, TROG)).toBeGreaterThan(leadAfterBattle(doomed, TROG));
    expect(leadAfterBattle(safe, HH)).toBeLessThan(leadAfterBattle(doomed, HH));
  });

  it('rates a battle that would destroy the enemy HQ above any lead in hit points', () => {
    const board: ScenarioTile[] = [facingHqs[0]!, { ...facingHqs[1]!, damage: 19 }];
    const state = position(board, HH, ['tamer']);
    const wins = after(state, place('tamer', '0,0', 0));
    const toughness = content.rules.kinds.hq.toughness;
    expect(leadAfterBattle(wins, HH)).toBeGreaterThan(toughness);
    expect(leadAfterBattle(wins, TROG)).toBeLessThan(-toughness);
  });

  it('leaves the state it rates as it was, though the battle on its copy wounds and kills', () => {
    const board: ScenarioTile[] = [
      { hex: '0,2', owner: HH, tile: 'hq' },
      { hex: '0,-2', owner: TROG, tile: 'hq' },
      { hex: '1,1', owner: HH, tile: 'tamer' },
      { hex: '1,0', owner: TROG, tile: 'icicle', rotation: 3 },
    ];
    const state = position(board, HH, []);
    const before = structuredClone(state);
    const cells = [...state.board];
    // The Tamer (initiative 3) kills the Icicle in front of it; the copy's battle must not touch the real board.
    expect(leadAfterBattle(state, HH)).toBeGreaterThan(0);
    leadAfterBattle(state, TROG);
    expect(state).toEqual(before);
    state.board.forEach((c, h) => expect(c).toBe(cells[h]));
  });

  it("rates a seat's view as the whole state: it reads only what every seat sees", () => {
    let state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 3);
    const rng = Rng.seeded(5);
    let rated = 0;
    for (let step = 0; step < 60 && !neuroshimaHex.status(state).over; step++) {
      for (const seat of [HH, TROG]) {
        expect(leadAfterBattle(neuroshimaHex.view(state, seat), seat)).toBe(leadAfterBattle(state, seat));
        rated++;
      }
      state = after(state, rng.pick(neuroshimaHex.actions(state)));
    }
    expect(rated).toBeGreaterThan(20);
  });
});
