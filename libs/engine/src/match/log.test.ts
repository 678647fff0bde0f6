import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playMatch } from './match.js';
import { contentDifferences, contentStamp, describeStatus, replay, stableHash } from './log.js';
import { randomPlayer } from '../players/random.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';

describe('replay', () => {
  it('re-runs a recorded game to the same events and final state, also after a JSON round trip', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, pile) => {
        const original = playMatch(hiddenNim, null, { pile }, seed, [randomPlayer(), randomPlayer()], { record: true });
        const log = JSON.parse(JSON.stringify(original.log));
        const result = replay(hiddenNim, null, log);
        expect(result.ok).toBe(true);
        expect(result.state).toEqual(original.state);
      }),
      { numRuns: 40 },
    );
  });

  it('reports the first differing event', () => {
    const { log } = playMatch(hiddenNim, null, { pile: 20 }, 5, [randomPlayer(), randomPlayer()], { record: true });
    const tampered = structuredClone(log!);
    (tampered.events[2]![0] as unknown as { pile: number }).pile += 1;
    const result = replay(hiddenNim, null, tampered);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.step).toBe(2);
    expect(result.message).toMatch(/^step 3 \(play \{value: \d\}\): event 1 differs: expected \{.*"pile":\d+.*\}, got \{/);
  });

  it('reports an action that has become illegal, and a log of another game', () => {
    const { log } = playMatch(ticTacToe, null, {}, 1, [randomPlayer(), randomPlayer()], { record: true });
    const tampered = structuredClone(log!);
    tampered.actions[1] = tampered.actions[0]!;
    const result = replay(ticTacToe, null, tampered);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toMatch(/step 2 \(mark \{cell: \d\}\): illegal action mark \{cell: \d\}: cell \d is already marked/);
    const wrong = replay(hiddenNim, null, log!);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.message).toBe("log is of game 'tic-tac-toe', not 'hidden-nim'");
  });

  it('records the players, step count and result, and refuses a log cut short or padded', () => {
    const { log } = playMatch(ticTacToe, null, {}, 3, [randomPlayer(), randomPlayer()], { record: true });
    expect(log!.players).toEqual(['random', 'random']);
    expect(log!.steps).toBe(log!.actions.length);
    expect(log!.result).toMatchObject({ over: true });
    const cut = structuredClone(log!);
    cut.actions.splice(3);
    cut.events.splice(3);
    cut.steps = 3;
    const r = replay(ticTacToe, null, cut);
    expect(r).toMatchObject({ ok: false, kind: 'end', step: 3 });
    if (!r.ok)
      expect(r.message).toMatch(/^the log ends after step 3, but its recorded result says the game was over \((seat \d won|a draw)/);
    delete cut.steps;
    cut.actions.splice(2);
    cut.events.splice(2);
    const counted = replay(ticTacToe, null, { ...cut, steps: 5 });
    expect(counted).toMatchObject({
      ok: false,
      kind: 'shape',
      message: 'the log is cut: it records 5 steps but holds 2 actions (it ends after step 2)',
    });
    const padded = structuredClone(log!);
    padded.events.push([{ type: 'marked' }]);
    expect(replay(ticTacToe, null, padded)).toMatchObject({
      ok: false,
      kind: 'shape',
      message: `the log has 1 more event lists than actions (events after the last action, step ${log!.actions.length})`,
    });
    // A log of no actions names no step 0: seats and steps count from 1.
    expect(replay(ticTacToe, null, { ...padded, actions: [], events: [[{ type: 'marked' }]], steps: 0 })).toMatchObject({
      message: 'the log has 1 more event lists than actions (events with no action)',
    });
  });

  it("shows a refused action's seats from 1 when given the game's seat fields", () => {
    const { log } = playMatch(hiddenNim, null, { pile: 20 }, 5, [randomPlayer(), randomPlayer()], { record: true });
    log!.actions[0] = { type: 'play', value: 99, player: 0 } as never;
    const r = replay(hiddenNim, null, log!, { seatFields: ['player'] });
    expect(r.ok).toBe(false);
    // The action is shown as a saved log writes it; the game's own reason keeps its own words.
    if (!r.ok)
      expect(r.message).toBe(
        'step 1 (play {value: 99, player: 1}): illegal action play {value: 99, player: 1}: player 0 holds no card worth 99',
      );
  });

  it('says events differ where a hand-edited log holds no list of events, also when showing seats from 1', () => {
    const { log } = playMatch(hiddenNim, null, { pile: 20 }, 5, [randomPlayer(), randomPlayer()], { record: true });
    log!.events[0] = 5 as never;
    expect(replay(hiddenNim, null, log!, { seatFields: ['player'] })).toMatchObject({
      ok: false,
      kind: 'step',
      step: 0,
      message: expect.stringMatching(/^step 1 \(play \{value: \d\}\): events differ$/),
    });
  });

  it('says a log whose options set up no game is a set-up failure, not a step', () => {
    const { log } = playMatch(hiddenNim, null, { pile: 5 }, 1, [randomPlayer(), randomPlayer()], { record: true });
    const bad = { ...log!, options: null };
    const r = replay(hiddenNim, null, bad);
    expect(r).toMatchObject({ ok: false, kind: 'setup', step: -1 });
    // hiddenNim reads options.pile from null: a TypeError, whose JavaScript text is not shown to users.
    if (!r.ok) expect(r.message).toBe("the log's options do not set up a game: hidden-nim cannot read null as its set-up options");
    // Options naming a seat are shown from 1, as the saved log writes them, when the game's option seat paths are given.
    const picky = { ...hiddenNim, setup: () => hiddenNim.setup(null, null as never, 1) };
    const withFirst = { ...log!, options: { pile: 5, first: 0 } };
    expect(replay(picky, null, withFirst, { optionSeats: ['first'] })).toMatchObject({
      message: 'the log\'s options do not set up a game: hidden-nim cannot read {"first":1,"pile":5} as its set-up options',
    });
  });

  it("names seats in the game's own word when it has one, in a result that differs", () => {
    const { log } = playMatch(hiddenNim, null, { pile: 9 }, 2, [randomPlayer(), randomPlayer()], { record: true });
    const won = log!.result as { winners: number[] };
    const other = { ...log!, result: { ...won, winners: [1 - won.winners[0]!] } } as typeof log;
    const r = replay(hiddenNim, null, other!, { seatWord: 'player' });
    expect(r).toMatchObject({ ok: false, kind: 'end' });
    if (!r.ok)
      expect(r.message).toMatch(
        new RegExp(
          `^after step \\d+ the replayed game is player ${won.winners[0]! + 1} won .*, but the log records player ${2 - won.winners[0]!} won`,
        ),
      );
  });

  it('names the fields in which two results alike in words differ, rather than say the same words twice', () => {
    const { log } = playMatch(hiddenNim, null, { pile: 9 }, 2, [randomPlayer(), randomPlayer()], { record: true });
    const won = log!.result as { over: true; winners: number[]; draw: boolean; reason: string };
    expect(won.reason).toBe('last-token');
    // A log cut short whose result says "not over" but still holds the finished game's fields.
    const cut = { ...log!, actions: log!.actions.slice(0, 1), events: log!.events.slice(0, 1), steps: 1, result: { ...won, over: false } };
    const r = replay(hiddenNim, null, cut as typeof log & {});
    expect(r).toMatchObject({ ok: false, kind: 'end' });
    if (!r.ok)
      expect(r.message).toBe(
        `after step 1 the replayed game is not over, as the log records, but their results differ in draw (the log: false, the replay: nothing), reason (the log: "last-token", the replay: nothing), winners (the log: [${won.winners[0]! + 1}], the replay: nothing)`,
      );
    // A log cut short that records the game as not over, as it is after its last step, replays.
    const honest = { ...cut, result: { over: false } };
    expect(replay(hiddenNim, null, honest as typeof log & {})).toMatchObject({ ok: true });
  });

  it('stamps content by whole and part, and names the parts that changed', () => {
    const a = { rules: { size: 3 }, armies: { red: { tiles: [1] }, blue: { tiles: [2] } } };
    const same = contentStamp(structuredClone({ armies: { blue: { tiles: [2] }, red: { tiles: [1] } }, rules: { size: 3 } }));
    expect(same).toEqual(contentStamp(a));
    expect(Object.keys(same.parts)).toEqual(['armies.blue', 'armies.red', 'rules']);
    const b = { rules: { size: 4 }, armies: { red: { tiles: [1] }, green: { tiles: [2] } } };
    expect(contentDifferences(contentStamp(a), contentStamp(b))).toEqual(['armies.blue is gone', 'armies.green is new', 'rules changed']);
    expect(contentDifferences(contentStamp(a), same)).toEqual([]);
    expect(stableHash('a')).not.toBe(stableHash('b'));
    expect(stableHash('armory')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('describes results with seats numbered from 1', () => {
    expect(describeStatus({ over: true, winners: [0], draw: false, reason: 'hq-destroyed' })).toBe('seat 1 won (hq-destroyed)');
    expect(describeStatus({ over: true, winners: [1, 3], draw: false })).toBe('seats 2, 4 won');
    expect(describeStatus({ over: true, winners: [], draw: true, reason: 'last-battle' })).toBe('a draw (last-battle)');
    expect(describeStatus({ over: false })).toBe('not over');
    const words = (status: { reason?: string }) => (status.reason === 'last-battle' ? 'the final battle' : 'other');
    expect(describeStatus({ over: true, winners: [], draw: true, reason: 'last-battle' }, words)).toBe('a draw: the final battle');
    // In the game's own word for a seat.
    expect(describeStatus({ over: true, winners: [1], draw: false, reason: 'rout' }, undefined, 'player')).toBe('player 2 won (rout)');
    expect(describeStatus({ over: true, winners: [0, 1], draw: false }, undefined, 'player')).toBe('players 1, 2 won');
  });
});
