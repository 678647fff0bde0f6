import { describe, expect, it } from 'vitest';
import { IllegalAction, type Game } from '../contract.js';
import { ticTacToe, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { runScenario } from './run.js';
import type { Expectations, Scenario } from './scenario.js';
import { raid } from '../toys/raid.js';
import { hiddenNimHooks, raidHooks, ticTacToeHooks, toySeats } from './toy-hooks.testing.js';

const base = { id: 'toy', title: 'a toy scenario', rules: ['toy'] };

// X (seat 1, the first player) holds 0 and 1; O (seat 2) holds 3 and 4; X to play.
const xToWin = { cells: [1, 1, 0, 2, 2, 0, 0, 0, 0], next: 1 };

function toe(actions: Array<{ type: 'mark'; cell: number }>, expect: Expectations, setup: Record<string, unknown> = xToWin) {
  return runScenario(
    ticTacToe,
    ticTacToeHooks,
    null,
    { ...base, ...setup, actions, expect } as Scenario<{ type: 'mark'; cell: number }>,
    toySeats.ticTacToe,
  );
}

function nim(actions: Array<{ type: 'play'; value: number } | { type: 'pass' }>, expect: Expectations) {
  const setup = {
    pile: 5,
    hands: [
      ['c1#0', 'c3#1'],
      ['c2#2', 'c2#3'],
    ],
    deck: ['c3#4', 'c1#5'],
  };
  return runScenario(hiddenNim, hiddenNimHooks, null, { ...base, ...setup, actions, expect } as Scenario<any>, toySeats.hiddenNim);
}

describe('runScenario on tic-tac-toe', () => {
  it("passes when events, winner and the game's own expectation hold", () => {
    const r = toe([{ type: 'mark', cell: 2 }], {
      events: [
        { type: 'marked', cell: 2 },
        { type: 'ended', player: 1 },
      ],
      winner: 1,
      marks: 5,
    });
    expect(r.failures).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.events).toHaveLength(2);
  });

  it('shows expected vs actual for a wrong event, winner and own expectation', () => {
    const r = toe([{ type: 'mark', cell: 5 }], { events: [{ type: 'marked', cell: 2 }], winner: 1, marks: 4 });
    expect(r.ok).toBe(false);
    expect(r.failures).toEqual([
      'expected event {"type":"marked","cell":2} (in order); events of that type: {"type":"marked","player":1,"cell":5}',
      'expected 4 marked cells, got 5',
      'expected winner seat 1, got none',
    ]);
  });

  it('events must come in the order written, and absent events must not occur', () => {
    const r = toe(
      [
        { type: 'mark', cell: 5 },
        { type: 'mark', cell: 6 },
      ],
      {
        events: [
          { type: 'marked', cell: 6 },
          { type: 'marked', cell: 5 },
        ],
        absent: [{ type: 'marked', player: 2 }],
      },
    );
    expect(r.failures).toEqual([
      'expected event {"type":"marked","cell":5} (in order); events of that type: {"type":"marked","player":1,"cell":5}, {"type":"marked","player":2,"cell":6}',
      'expected no event like {"type":"marked","player":2}, got {"type":"marked","player":2,"cell":6}',
    ]);
  });

  it('checks a refusal: its reason, and that nothing changed', () => {
    expect(toe([{ type: 'mark', cell: 0 }], { refusal: 'already marked' }).failures).toEqual([]);
    expect(toe([{ type: 'mark', cell: 0 }], { refusal: 'out of turn' }).failures).toEqual([
      'expected refusal containing "out of turn", got "illegal action mark {cell: 0}: cell 0 is already marked"',
    ]);
    expect(toe([{ type: 'mark', cell: 2 }], { refusal: 'already marked' }).failures).toEqual([
      'expected the last action to be refused with "already marked", but it was accepted',
    ]);
  });

  it('reports a refused action that was not the one expected to be refused', () => {
    const r = toe(
      [
        { type: 'mark', cell: 0 },
        { type: 'mark', cell: 2 },
      ],
      { winner: 'none' },
    );
    expect(r.failures).toEqual(['action 1 was refused: illegal action mark {cell: 0}: cell 0 is already marked']);
  });

  it('stops at an action refused unexpectedly: that refusal, at its place, is the only failure', () => {
    // Every expectation here would fail after the refusal, only because the actions stopped there.
    const r = toe(
      [
        { type: 'mark', cell: 2 },
        { type: 'mark', cell: 2 },
        { type: 'mark', cell: 5 },
      ],
      { winner: 2, events: [{ type: 'marked', cell: 5 }], refusal: 'nope', noAction: [{ type: 'mark' }] },
    );
    expect(r.failures).toEqual(['action 2 was refused: illegal action mark {cell: 2}: the game is over']);
    expect(r.at).toEqual(['actions', 1]);
    expect(r.ok).toBe(false);
  });

  it('judges every expectation after the refusal it expects, and places no failure', () => {
    const r = toe([{ type: 'mark', cell: 0 }], { refusal: 'already marked', winner: 2, events: [{ type: 'marked' }] });
    expect(r.failures).toEqual([
      'expected event {"type":"marked"} (in order); events of that type: none',
      'expected winner seat 2, got none',
    ]);
    expect(r.at).toBeUndefined();
  });

  it('noAction: passes when no legal action matches, fails listing those that do', () => {
    expect(toe([], { noAction: [{ type: 'mark', cell: 0 }, { type: 'pass' }] }).failures).toEqual([]);
    expect(toe([], { noAction: [{ type: 'mark', cell: 2 }] }).failures).toEqual([
      'expected no legal action like {"type":"mark","cell":2}, got 1: mark {cell: 2}',
    ]);
    expect(toe([], { noAction: [{ type: 'mark' }] }).failures).toEqual([
      'expected no legal action like {"type":"mark"}, got 5: mark {cell: 2}; mark {cell: 5}; mark {cell: 6}; and 2 more',
    ]);
    // After a win there is nothing left to do.
    expect(toe([{ type: 'mark', cell: 2 }], { noAction: [{ type: 'mark' }] }).failures).toEqual([]);
  });

  it('pending: the seat toAct names and the kinds of the legal actions', () => {
    expect(toe([{ type: 'mark', cell: 5 }], { pending: { seat: 2, actions: ['mark'] } }).failures).toEqual([]);
    expect(toe([{ type: 'mark', cell: 5 }], { pending: { seat: 1, actions: ['mark', 'pass'] } }).failures).toEqual([
      'expected seat 1 to answer the pending choice, got seat 2',
      'expected legal actions of kinds ["mark","pass"], got ["mark"]',
    ]);
    expect(toe([{ type: 'mark', cell: 2 }], { pending: { seat: null, actions: [] } }).failures).toEqual([]);
    expect(toe([{ type: 'mark', cell: 2 }], { pending: { seat: 2 } }).failures).toEqual([
      'expected seat 2 to answer the pending choice, got nobody (the game is over)',
    ]);
  });

  it("refuses an expectation neither shared nor the game's, before running anything", () => {
    const r = toe([{ type: 'mark', cell: 2 }], { winer: 0 } as Expectations);
    expect(r.failures).toEqual(["unknown expectation 'winer'; known: absent, events, marks, noAction, pending, refusal, winner, zones"]);
    expect(r.events).toEqual([]);
  });

  it('refuses a scenario that expects nothing', () => {
    expect(toe([{ type: 'mark', cell: 2 }], {}).failures).toEqual([
      'the scenario expects nothing: give at least one expectation under expect',
    ]);
  });

  it('counts seats from 1 in the file: winner 1 is the first player (PlayerId 0); a 0 is refused before running', () => {
    const won = toe([{ type: 'mark', cell: 2 }], { winner: 1 });
    expect(won.failures).toEqual([]);
    const zero = toe([{ type: 'mark', cell: 2 }], { winner: 0, pending: { seat: 0 }, events: [{ type: 'ended', player: 0 }] });
    expect(zero.failures).toEqual([
      'expect.winner: seats count from 1 (1 is the first player), got 0',
      'expect.pending.seat: seats count from 1 (1 is the first player), got 0',
      'expect.events item 1: player: seats count from 1 (1 is the first player), got 0',
    ]);
    expect(zero.events).toEqual([]);
    expect(toe([{ type: 'mark', cell: 2 }], { winner: 2 }).failures).toEqual(['expected winner seat 2, got seat 1 (three-in-a-row)']);
  });

  it("converts a game's seat fields of actions from the file's count, and names a refused action as the file writes it", () => {
    // `cell` stands in for a seat field here: any field the game lists moves by one between the file and the game.
    const seats = { seatFields: ['player', 'cell'] };
    const run = (cell: number, expect: Expectations) =>
      runScenario(
        ticTacToe,
        ticTacToeHooks,
        null,
        { ...base, ...xToWin, actions: [{ type: 'mark', cell }], expect } as Scenario<any>,
        seats,
      );
    expect(run(3, { events: [{ type: 'marked', player: 1, cell: 3 }], winner: 1 }).failures).toEqual([]);
    expect(run(1, { winner: 'none' }).failures).toEqual(['action 1 was refused: illegal action mark {cell: 1}: cell 0 is already marked']);
  });

  it('converts seats inside objects of actions and events at the seat paths the game declares', () => {
    // A tic-tac-toe whose marks name who marks (`by.player`) and whose events list the board's marks (`marks.player`).
    type Marked = { type: 'mark'; cell: number; by: { player: number } };
    const nested: Game<TicTacToeState, Marked, null, object> = {
      ...(ticTacToe as unknown as Game<TicTacToeState, Marked, null, object>),
      apply(s, a) {
        if (a.by?.player !== s.next) throw new IllegalAction(a, `it is seat ${s.next + 1}'s turn`);
        const events = ticTacToe.apply(s, { type: 'mark', cell: a.cell });
        return [...events, { type: 'board', marks: s.cells.flatMap((player, cell) => (player >= 0 ? [{ player, cell }] : [])) }];
      },
    };
    const seats = { seatFields: ['player', 'by.player', 'marks.player'] };
    const run = (by: number, expect: Expectations) =>
      runScenario(
        nested,
        ticTacToeHooks,
        null,
        { ...base, ...xToWin, actions: [{ type: 'mark', cell: 2, by: { player: by } }], expect } as Scenario<any>,
        seats,
      );
    const board = [
      { player: 1, cell: 0 },
      { player: 1, cell: 1 },
      { player: 1, cell: 2 },
      { player: 2, cell: 3 },
      { player: 2, cell: 4 },
    ];
    expect(run(1, { events: [{ type: 'board', marks: board }], winner: 1 }).failures).toEqual([]);
    // A failure shows the nested seats as the file writes them.
    const wrong = board.map((m) => ({ ...m, player: 3 - m.player }));
    expect(run(1, { events: [{ type: 'board', marks: wrong }] }).failures).toEqual([
      `expected event ${JSON.stringify({ type: 'board', marks: wrong })} (in order); events of that type: ${JSON.stringify({ type: 'board', marks: board })}`,
    ]);
    expect(run(2, { winner: 'none' }).failures).toEqual([
      'action 1 was refused: illegal action mark {cell: 2, by: {"player":2}}: it is seat 1\'s turn',
    ]);
    expect(run(0, { winner: 1 }).failures).toEqual(['actions item 1: by.player: seats count from 1 (1 is the first player), got 0']);
  });

  it("names seats in the game's own word for a seat when its module gives one", () => {
    const run = (expect: Expectations) =>
      runScenario(ticTacToe, ticTacToeHooks, null, { ...base, ...xToWin, actions: [{ type: 'mark', cell: 5 }], expect } as Scenario<any>, {
        ...toySeats.ticTacToe,
        seatWord: 'player',
      });
    expect(run({ winner: 1, pending: { seat: 1 } }).failures).toEqual([
      'expected winner player 1, got none',
      'expected player 1 to answer the pending choice, got player 2',
    ]);
    expect(run({ winner: 0 }).failures).toEqual(['expect.winner: players count from 1 (1 is the first player), got 0']);
    const zones = runScenario(
      hiddenNim,
      hiddenNimHooks,
      null,
      { ...base, pile: 5, hands: [['c1#0'], []], actions: [], expect: { zones: [{ zone: 'hand', seat: 2, size: 1 }] } } as Scenario<any>,
      { ...toySeats.hiddenNim, seatWord: 'player' },
    );
    expect(zones.failures).toEqual(["expected player 2's hand to hold 1 piece(s), got 0"]);
  });

  it("reports a mistake only the run shows (the game's afterActions) as the one failure, at its place in the file", () => {
    // A game that asks every scenario to mark exactly the cells it lists under `marks`.
    const hooks = {
      ...ticTacToeHooks,
      afterActions: (state: TicTacToeState, sc: Scenario) =>
        state.cells.filter((c) => c >= 0).length === (sc['marks'] as number)
          ? undefined
          : { problem: 'marks: the actions marked another number of cells', at: ['marks'] },
    };
    const run = (marks: number) =>
      runScenario(
        ticTacToe,
        hooks,
        null,
        { ...base, ...xToWin, marks, actions: [{ type: 'mark', cell: 2 }], expect: { winner: 2 } } as Scenario<any>,
        toySeats.ticTacToe,
      );
    // 5 cells marked: the hook passes, and the (wrong) winner expectation is judged.
    expect(run(5).failures).toEqual([expect.stringContaining('winner')]);
    const wrong = run(4);
    expect(wrong.failures).toEqual(['marks: the actions marked another number of cells']);
    expect(wrong.at).toEqual(['marks']);
  });

  it('reports an impossible set-up as a set-up failure', () => {
    const r = toe([], { winner: 'none' }, { cells: [1, 2] });
    expect(r.failures).toEqual(['set-up: cells: give 9, got 2']);
    expect(r.at).toEqual(['cells']);
  });
});

describe('runScenario on Hidden Nim: zones', () => {
  it('passes when zones hold what is expected: in any order, in order, or by size', () => {
    const r = nim([{ type: 'play', value: 3 }], {
      zones: [
        { zone: 'hand', seat: 1, contents: ['c3#4', 'c1#0'] },
        { zone: 'deck', order: ['c1#5'] },
        { zone: 'played', size: 1 },
        { zone: 'hand', seat: 2, size: 2 },
      ],
      pending: { seat: 2, actions: ['play'] },
    });
    expect(r.failures).toEqual([]);
  });

  it('shows expected vs actual for each zone that differs', () => {
    const r = nim([{ type: 'play', value: 3 }], {
      zones: [
        { zone: 'hand', seat: 1, contents: ['c3#1', 'c1#0'] },
        { zone: 'deck', order: ['c1#5', 'c3#4'] },
        { zone: 'played', size: 0 },
      ],
    });
    expect(r.failures).toEqual([
      `expected seat 1's hand to hold ["c1#0","c3#1"] (any order), got ["c1#0","c3#4"]`,
      'expected the deck to hold ["c1#5","c3#4"] in this order, got ["c1#5"]',
      'expected the played to hold 0 piece(s), got 1',
    ]);
  });

  it('refuses a zone seat of 0: seats count from 1', () => {
    expect(nim([], { zones: [{ zone: 'hand', seat: 0, size: 2 }] }).failures).toEqual([
      'expect.zones item 1: seat: seats count from 1 (1 is the first player), got 0',
    ]);
  });

  it('names the known zones for an unknown one, and says when a seat has no such zone', () => {
    const r = nim([], {
      zones: [
        { zone: 'discard', seat: 1, size: 0 },
        { zone: 'hand', seat: 4, size: 0 },
        { zone: 'hand', size: 2 },
        { zone: 'hand', seat: 1 },
      ],
    });
    expect(r.failures).toEqual([
      "no zone 'discard' in this game; known: deck, hand, played",
      "there is no seat 4's hand",
      "zone 'hand' belongs to a seat: give one",
      "zone 'hand': give its contents, order or size",
    ]);
  });

  it('noAction and pending see a forced pass', () => {
    // Seat 1 plays its 1 and draws a 3; seat 2 plays a 2, leaving 2 tokens: seat 1 holds two 3s and must pass.
    const moves = [
      { type: 'play', value: 1 },
      { type: 'play', value: 2 },
    ] as const;
    expect(nim([...moves], { noAction: [{ type: 'play' }], pending: { seat: 1, actions: ['pass'] } }).failures).toEqual([]);
    expect(nim([...moves], { noAction: [{ type: 'pass' }] }).failures).toEqual([
      'expected no legal action like {"type":"pass"}, got 1: pass',
    ]);
  });
});

describe('runScenario on Raid: a choice asked inside an effect', () => {
  const hands = [
    [
      { value: 1, raid: true },
      { value: 3, raid: false },
    ],
    [
      { value: 2, raid: false },
      { value: 4, raid: false },
    ],
  ];
  const raidScenario = (actions: Array<{ type: string; value: number; raid: boolean }>, expect: Expectations) =>
    runScenario(raid, raidHooks, null, { ...base, hands, actions, expect } as Scenario<any>, toySeats.raid);

  it('pending names the seat that must answer, what it is asked and the actions that answer it', () => {
    const r = raidScenario([{ type: 'play', value: 1, raid: true }], {
      pending: { seat: 2, kind: 'discard', actions: ['discard'] },
      noAction: [{ type: 'play' }],
    });
    expect(r.failures).toEqual([]);
  });

  it('fails when the choice differs or is not there', () => {
    const asked = raidScenario([{ type: 'play', value: 1, raid: true }], { pending: { seat: 1, kind: 'target', actions: ['play'] } });
    expect(asked.failures).toEqual([
      'expected seat 1 to answer the pending choice, got seat 2',
      'expected a pending "target" choice, got "discard" for seat 2',
      'expected legal actions of kinds ["play"], got ["discard"]',
    ]);
    const none = raidScenario([{ type: 'play', value: 3, raid: false }], { pending: { kind: 'discard' } });
    expect(none.failures).toEqual(['expected a pending "discard" choice, got none']);
    expect(
      raidScenario([{ type: 'play', value: 3, raid: false }], { pending: { seat: 2, kind: null, actions: ['play'] } }).failures,
    ).toEqual([]);
  });

  it('says so when the game reports no choices inside effects', () => {
    expect(toe([], { pending: { kind: 'discard' } }).failures).toEqual([
      'expected a pending "discard" choice, but this game reports no choices inside effects (no Game.pending)',
    ]);
  });
});
