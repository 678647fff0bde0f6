import { describe, expect, it } from 'vitest';
import type { Situation } from '../situation.js';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { carryOutFight, secondRank } from './outcome-on-table.js';
import { battleWith, fought, type Placed } from './outcome-on-table.testing.js';
import { ATTACKER, DEFENDER } from './state.js';

const context = contextOf(content);

// The fight: the attacker (element 0) on (10,11) facing south, the defender (element 1) on (10,10) facing north;
// the attacker recoils north, the defender south.
const attackerAt = (type: string): Placed => ({ side: ATTACKER, type, at: [10, 11] });
const defenderAt = (type: string): Placed => ({ side: DEFENDER, type, at: [10, 10] });

/** Places the two fighters and `others`, fights `situation` with `dice`, and carries the outcome out. */
function carryOut(situation: Situation, dice: [number, number], others: Placed[] = []) {
  const state = battleWith([attackerAt(situation.attacker.type), defenderAt(situation.defender.type), ...others]);
  const { fight, outcome } = fought(situation, dice);
  const events = carryOutFight(context, state, fight, outcome);
  return { state, outcome, events, el: state.elements };
}

const knightsOnSpears = { attacker: { type: 'knights' }, defender: { type: 'spears' } };
// Knights 2+3 against spears 3+4: the knights lose by more than half and recoil.
const KNIGHTS_RECOIL: [number, number] = [2, 3];
/** Knights recoiling into a friend of `type` behind them, facing `facing` compared with them. */
const knightsInto = (type: string, facing: 'same' | 'opposite' | 'sideways' = 'same'): Situation => ({
  attacker: { type: 'knights', behind: { type, friendly: true, facing } },
  defender: { type: 'spears' },
});

describe('carryOutFight: results that do not move an element', () => {
  it('no effect: on a tie nothing changes and nothing is said', () => {
    const { state, outcome, events } = carryOut(knightsOnSpears, [4, 3]);
    expect([outcome.attacker.result, outcome.defender.result]).toEqual(['no-effect', 'no-effect']);
    expect(events).toEqual([]);
    expect(state).toEqual(battleWith([attackerAt('knights'), defenderAt('spears')]));
  });

  it('destroyed: the element is marked destroyed where it stood', () => {
    const { el, outcome, events } = carryOut(knightsOnSpears, [1, 6]);
    expect(outcome.attacker.result).toBe('destroyed');
    expect(el[0]).toMatchObject({ status: 'destroyed', square: { x: 10, y: 11 } });
    expect(el[1]!.status).toBe('in-play');
    expect(events).toEqual([{ type: 'destroyed', element: 0 }]);
  });

  it('flee off the battlefield: lurkers beaten by more than half leave the table at once', () => {
    const { el, outcome, events } = carryOut({ attacker: { type: 'lurkers' }, defender: { type: 'blades' } }, [3, 1]);
    expect(outcome.attacker.result).toBe('flee-off-battlefield');
    expect(el[0]!.status).toBe('fled');
    expect(events).toEqual([{ type: 'ran-off', element: 0, from: { x: 10, y: 11 } }]);
  });

  it('ensorcelled: a hero beaten by a magician stays on its square, out of action, with no PIPs spent on it yet', () => {
    const situation = { attacker: { type: 'hero' }, defender: { type: 'magician' } };
    const state = battleWith([attackerAt('hero'), defenderAt('magician')]);
    state.elements[0]!.recoveryPips = 4;
    const { fight, outcome } = fought(situation, [1, 6]);
    expect(outcome.attacker.result).toBe('ensorcelled');
    expect(carryOutFight(context, state, fight, outcome)).toEqual([{ type: 'ensorcelled', element: 0 }]);
    expect(state.elements[0]).toMatchObject({ status: 'ensorcelled', recoveryPips: 0, square: { x: 10, y: 11 } });
  });

  it('captured: a stronghold beaten in close combat by ground troops is taken', () => {
    const { el, outcome, events } = carryOut({ attacker: { type: 'knights' }, defender: { type: 'stronghold' } }, [6, 1]);
    expect(outcome.defender.result).toBe('captured');
    expect(el[1]!.status).toBe('captured');
    expect(events).toEqual([{ type: 'captured', element: 1 }]);
  });

  it('both destroyed: two heroes tied on an odd total', () => {
    const { el, events } = carryOut({ attacker: { type: 'hero' }, defender: { type: 'hero' } }, [2, 2]);
    expect([el[0]!.status, el[1]!.status]).toEqual(['destroyed', 'destroyed']);
    expect(events).toEqual([
      { type: 'destroyed', element: 0 },
      { type: 'destroyed', element: 1 },
    ]);
  });
});

describe('carryOutFight: recoil', () => {
  it('into a free square: one square back opposite its facing, without turning', () => {
    const { el, outcome, events } = carryOut(knightsOnSpears, KNIGHTS_RECOIL);
    expect(outcome.attacker.result).toBe('recoil');
    expect(el[0]).toMatchObject({ status: 'in-play', square: { x: 10, y: 12 }, facing: 'south' });
    expect(events).toEqual([{ type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 12 } }]);
  });

  it('the defender recoils the other way, towards its own edge', () => {
    // Blades 6+5 against spears 2+4: the spears lose by more than half and recoil.
    const { el, outcome } = carryOut({ attacker: { type: 'blades' }, defender: { type: 'spears' } }, [6, 2]);
    expect(outcome.defender.result).toBe('recoil');
    expect(el[1]).toMatchObject({ square: { x: 10, y: 9 }, facing: 'north' });
  });

  it("off the table's edge: destroyed", () => {
    const state = battleWith([
      { side: ATTACKER, type: 'knights', at: [10, 23] },
      { side: DEFENDER, type: 'spears', at: [10, 22] },
    ]);
    const { fight, outcome } = fought(knightsOnSpears, KNIGHTS_RECOIL);
    expect(carryOutFight(context, state, fight, outcome)).toEqual([{ type: 'destroyed', element: 0, cause: 'off-table' }]);
    expect(state.elements[0]).toMatchObject({ status: 'destroyed', square: { x: 10, y: 23 } });
  });

  it('a behemoth recoiling into friendly blades tramples them (checklist step 1)', () => {
    const situation = { attacker: { type: 'behemoth', behind: { type: 'blades', friendly: true } }, defender: { type: 'spears' } };
    const { el, outcome, events } = carryOut(situation, [1, 3], [{ side: ATTACKER, type: 'blades', at: [10, 12] }]);
    expect(outcome.attacker.consequences.met).toMatchObject({ outcome: 'other-destroyed', step: 'step-1-trampled' });
    expect(el[2]!.status).toBe('destroyed');
    expect(el[0]!.square).toEqual({ x: 10, y: 12 });
    expect(events).toEqual([
      { type: 'destroyed', element: 2, cause: 'step-1-trampled', by: 0 },
      { type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 12 } },
    ]);
  });

  it('recoiling into an enemy destroys the recoiling element (step 2); the enemy stays', () => {
    const situation = { attacker: { type: 'knights', behind: { type: 'spears', friendly: false } }, defender: { type: 'spears' } };
    const { el, events } = carryOut(situation, KNIGHTS_RECOIL, [{ side: DEFENDER, type: 'spears', at: [10, 12] }]);
    expect(events).toEqual([{ type: 'destroyed', element: 0, cause: 'step-2-enemy', blockedBy: 2 }]);
    expect(el[0]).toMatchObject({ status: 'destroyed', square: { x: 10, y: 11 } });
    expect(el[2]).toMatchObject({ status: 'in-play', square: { x: 10, y: 12 } });
  });

  it('recoiling into a friend facing another way destroys it (step 4)', () => {
    const { el, events } = carryOut(knightsInto('pikes', 'sideways'), KNIGHTS_RECOIL, [
      { side: ATTACKER, type: 'pikes', at: [10, 12], facing: 'east' },
    ]);
    expect(events).toEqual([{ type: 'destroyed', element: 0, cause: 'step-4-other-facing', blockedBy: 2 }]);
    expect(el[2]!.square).toEqual({ x: 10, y: 12 });
  });

  it('mounted pass through friendly foot facing the same way (step 3) and land on the square beyond', () => {
    const { el, outcome, events } = carryOut(knightsInto('blades'), KNIGHTS_RECOIL, [{ side: ATTACKER, type: 'blades', at: [10, 12] }]);
    expect(outcome.attacker.consequences.met).toMatchObject({ outcome: 'pass-through', passThroughRow: 'mounted-through-foot' });
    expect(el[0]!.square).toEqual({ x: 10, y: 13 });
    expect(el[2]!.square).toEqual({ x: 10, y: 12 });
    expect(events).toEqual([
      { type: 'passed-through', element: 0, through: 2 },
      { type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 13 } },
    ]);
  });

  it('passing through lands on the first free square, through every element the chart lets it pass', () => {
    const { el, events } = carryOut(knightsInto('blades'), KNIGHTS_RECOIL, [
      { side: ATTACKER, type: 'blades', at: [10, 12] },
      { side: ATTACKER, type: 'spears', at: [10, 13] },
    ]);
    expect(el[0]!.square).toEqual({ x: 10, y: 14 });
    expect(events.filter((e) => e.type === 'passed-through').map((e) => e['through'])).toEqual([2, 3]);
  });

  it('with nowhere to land (an element beyond it may not pass, or the edge), the recoiling element is destroyed', () => {
    // Mounted may not pass through pikes.
    const blocked = carryOut(knightsInto('blades'), KNIGHTS_RECOIL, [
      { side: ATTACKER, type: 'blades', at: [10, 12] },
      { side: ATTACKER, type: 'pikes', at: [10, 13] },
    ]);
    expect(blocked.events).toEqual([{ type: 'destroyed', element: 0, cause: 'nowhere-to-land', blockedBy: 3 }]);
    expect(blocked.el[0]!.square).toEqual({ x: 10, y: 11 });

    const state = battleWith([
      { side: ATTACKER, type: 'knights', at: [10, 22] },
      { side: DEFENDER, type: 'spears', at: [10, 21] },
      { side: ATTACKER, type: 'blades', at: [10, 23] },
    ]);
    const { fight, outcome } = fought(knightsInto('blades'), KNIGHTS_RECOIL);
    expect(carryOutFight(context, state, fight, outcome)).toEqual([
      { type: 'destroyed', element: 0, cause: 'nowhere-to-land', blockedBy: 'table-edge' },
    ]);
  });

  it('push back: a friend of the same facing is pushed one square, and the recoiling element takes its place (step 5)', () => {
    const { el, outcome, events } = carryOut(knightsInto('knights'), KNIGHTS_RECOIL, [{ side: ATTACKER, type: 'knights', at: [10, 12] }]);
    expect(outcome.attacker.consequences.met).toMatchObject({ outcome: 'push-back', step: 'step-5-push-back' });
    expect(el[2]!.square).toEqual({ x: 10, y: 13 });
    expect(el[0]!.square).toEqual({ x: 10, y: 12 });
    expect(events).toEqual([
      { type: 'pushed-back', element: 2, from: { x: 10, y: 12 }, to: { x: 10, y: 13 }, by: 0 },
      { type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 12 } },
    ]);
  });

  it('push back moves a whole line of friends facing the same way', () => {
    const { el, events } = carryOut(knightsInto('knights'), KNIGHTS_RECOIL, [
      { side: ATTACKER, type: 'knights', at: [10, 12] },
      { side: ATTACKER, type: 'riders', at: [10, 13] },
    ]);
    expect([el[0]!.square, el[2]!.square, el[3]!.square]).toEqual([
      { x: 10, y: 12 },
      { x: 10, y: 13 },
      { x: 10, y: 14 },
    ]);
    expect(events.map((e) => e.type)).toEqual(['pushed-back', 'pushed-back', 'recoiled']);
  });

  it('a blocked push (an enemy at the end of the line, or the edge) moves nobody and destroys the recoiling element', () => {
    const enemy = carryOut(knightsInto('knights'), KNIGHTS_RECOIL, [
      { side: ATTACKER, type: 'knights', at: [10, 12] },
      { side: DEFENDER, type: 'spears', at: [10, 13] },
    ]);
    expect(enemy.events).toEqual([{ type: 'destroyed', element: 0, cause: 'push-blocked', blockedBy: 3 }]);
    expect([enemy.el[0]!.square, enemy.el[2]!.square]).toEqual([
      { x: 10, y: 11 },
      { x: 10, y: 12 },
    ]);

    const state = battleWith([
      { side: ATTACKER, type: 'knights', at: [10, 22] },
      { side: DEFENDER, type: 'spears', at: [10, 21] },
      { side: ATTACKER, type: 'knights', at: [10, 23] },
    ]);
    const { fight, outcome } = fought(knightsInto('knights'), KNIGHTS_RECOIL);
    expect(carryOutFight(context, state, fight, outcome)).toEqual([
      { type: 'destroyed', element: 0, cause: 'push-blocked', blockedBy: 'table-edge' },
    ]);
    expect(state.elements[2]!.square).toEqual({ x: 10, y: 23 });
  });

  it('a stronghold is never pushed: a friend recoiling into it is destroyed', () => {
    // Spears 2+4 lose to blades 6+5 and recoil south, onto their own stronghold (placed mid-table for the test).
    const situation = { attacker: { type: 'blades' }, defender: { type: 'spears', behind: { type: 'stronghold', friendly: true } } };
    const { el, outcome, events } = carryOut(situation, [6, 2], [{ side: DEFENDER, type: 'stronghold', at: [10, 9] }]);
    expect(outcome.defender.consequences.met?.outcome).toBe('push-back');
    expect(events).toEqual([{ type: 'destroyed', element: 1, cause: 'push-blocked', blockedBy: 2 }]);
    expect(el[2]).toMatchObject({ status: 'in-play', square: { x: 10, y: 9 } });
  });

  it('the table decides whether the square behind is held: a met element the situation named but the table lacks is ignored', () => {
    const situation = { attacker: { type: 'knights', behind: { type: 'spears', friendly: false } }, defender: { type: 'spears' } };
    const { el } = carryOut(situation, KNIGHTS_RECOIL);
    expect(el[0]).toMatchObject({ status: 'in-play', square: { x: 10, y: 12 } });
  });

  it('an element behind that the situation did not name is met through the checklist all the same', () => {
    const { el, events } = carryOut(knightsOnSpears, KNIGHTS_RECOIL, [{ side: DEFENDER, type: 'spears', at: [10, 12] }]);
    expect(events).toEqual([{ type: 'destroyed', element: 0, cause: 'step-2-enemy', blockedBy: 2 }]);
    expect(el[0]!.status).toBe('destroyed');
  });
});

describe('carryOutFight: flee', () => {
  // Skirmishers 1+2 against blades 2+5: half or less, and they flee.
  const skirmishersFlee = { attacker: { type: 'skirmishers' }, defender: { type: 'blades' } };
  const FLEE: [number, number] = [1, 2];

  it('recoils first, then turns away from the enemy and runs the rest of the flight', () => {
    const { el, outcome, events } = carryOut(skirmishersFlee, FLEE);
    expect(outcome.attacker.result).toBe('flee');
    // 600 paces is 6 squares, one of them the recoil.
    expect(el[0]).toMatchObject({ status: 'in-play', square: { x: 10, y: 17 }, facing: 'north' });
    expect(events).toEqual([
      { type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 12 } },
      { type: 'fled', element: 0, from: { x: 10, y: 12 }, to: { x: 10, y: 17 }, facing: 'north' },
    ]);
  });

  it('goes round an element it may not pass, and stops before a line of them when nothing leads away', () => {
    const round = carryOut(skirmishersFlee, FLEE, [{ side: DEFENDER, type: 'spears', at: [10, 15] }]);
    expect(round.el[0]!.square).toEqual({ x: 11, y: 17 });
    const line = [9, 10, 11].map((x) => ({ side: DEFENDER, type: 'spears', at: [x, 15] as [number, number] }));
    const { el, events } = carryOut(skirmishersFlee, FLEE, line);
    expect(el[0]!.square).toEqual({ x: 10, y: 14 });
    expect(events.at(-1)).toEqual({ type: 'fled', element: 0, from: { x: 10, y: 12 }, to: { x: 10, y: 14 }, facing: 'north' });
  });

  it('runs through friends the chart lets it pass when not recoiling', () => {
    // Skirmishers pass friends facing the same or the opposite way; after turning they face north.
    const { el, events } = carryOut(skirmishersFlee, FLEE, [{ side: ATTACKER, type: 'blades', at: [10, 14], facing: 'south' }]);
    expect(el[0]!.square).toEqual({ x: 10, y: 17 });
    expect(events).toContainEqual({ type: 'passed-through', element: 0, through: 2 });
  });

  it('does not stop on a square another element holds: it stops on the last free square before', () => {
    const { el, events } = carryOut(skirmishersFlee, FLEE, [{ side: ATTACKER, type: 'blades', at: [10, 17], facing: 'north' }]);
    expect(el[0]!.square).toEqual({ x: 10, y: 16 });
    expect(events.some((e) => e.type === 'passed-through')).toBe(false);
  });

  it('a flyer flees over ground troops, friend or enemy', () => {
    // Flyers 1+2 against blades 2+3 (blades +3 against others): half or less, the flyers flee.
    const { el, outcome } = carryOut(
      { attacker: { type: 'flyers' }, defender: { type: 'blades' } },
      [1, 3],
      [
        { side: DEFENDER, type: 'spears', at: [10, 14] },
        { side: DEFENDER, type: 'spears', at: [10, 15] },
      ],
    );
    expect(outcome.attacker.result).toBe('flee');
    expect(el[0]!.square).toEqual({ x: 10, y: 17 });
  });

  it('running off the table, it has fled', () => {
    const state = battleWith([
      { side: ATTACKER, type: 'skirmishers', at: [10, 20] },
      { side: DEFENDER, type: 'blades', at: [10, 19] },
    ]);
    const { fight, outcome } = fought(skirmishersFlee, FLEE);
    expect(carryOutFight(context, state, fight, outcome)).toEqual([
      { type: 'recoiled', element: 0, from: { x: 10, y: 20 }, to: { x: 10, y: 21 } },
      { type: 'ran-off', element: 0, from: { x: 10, y: 21 } },
    ]);
    expect(state.elements[0]!.status).toBe('fled');
  });

  it('a flight whose recoil fails goes no further', () => {
    const situation = { attacker: { type: 'skirmishers', behind: { type: 'spears', friendly: false } }, defender: { type: 'blades' } };
    const { el, events } = carryOut(situation, FLEE, [{ side: DEFENDER, type: 'spears', at: [10, 12] }]);
    expect(events).toEqual([{ type: 'destroyed', element: 0, cause: 'step-2-enemy', blockedBy: 2 }]);
    expect(el[0]!.square).toEqual({ x: 10, y: 11 });
  });
});

describe('carryOutFight: support lost', () => {
  // Knights 6+3 against spears 1+4+1 (a second rank): spears broken by knights in good going, their rear rank with them.
  const supported = { attacker: { type: 'knights' }, defender: { type: 'spears', rearSupport: true } };

  it('the second rank of the same type behind a destroyed element is destroyed too', () => {
    const { el, outcome, events } = carryOut(supported, [6, 1], [{ side: DEFENDER, type: 'spears', at: [10, 9] }]);
    expect(outcome.defender).toMatchObject({ result: 'destroyed', consequences: { supportLost: true } });
    expect(el[2]!.status).toBe('destroyed');
    expect(events).toEqual([
      { type: 'destroyed', element: 1 },
      { type: 'support-lost', element: 2, supported: 1 },
    ]);
  });

  it('an element behind of another type, or facing another way, is not a second rank', () => {
    const other = carryOut(supported, [6, 1], [{ side: DEFENDER, type: 'blades', at: [10, 9] }]);
    expect(other.el[2]!.status).toBe('in-play');
    const turned = carryOut(supported, [6, 1], [{ side: DEFENDER, type: 'spears', at: [10, 9], facing: 'east' }]);
    expect(turned.el[2]!.status).toBe('in-play');
    expect(turned.events).toEqual([{ type: 'destroyed', element: 1 }]);
  });
});

describe('secondRank', () => {
  it('is the element of the same side and type right behind, facing the same way', () => {
    const state = battleWith([defenderAt('spears'), { side: DEFENDER, type: 'spears', at: [10, 9] }]);
    expect(secondRank(state, state.elements[0]!)?.id).toBe(1);
    expect(secondRank(state, state.elements[1]!)).toBeUndefined();
  });
});
