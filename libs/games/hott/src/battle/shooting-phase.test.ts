import { IllegalAction } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { applyBattleAction, battle, battleActions } from './battle.js';
import { positionState, type FileElement } from './scenario-position.js';

// Open Field, 100 paces a square; shooters reach 200 paces ahead. Seats in files count from 1 (1 defends).
// The defender's shooters 0 has two spears ahead: 2 at 200 paces straight on, 3 nearer (141, one aside);
// its shooters 1 has only the blades 4 in reach.
const elements: FileElement[] = [
  { side: 1, type: 'shooters', at: [10, 5], facing: 'north' },
  { side: 1, type: 'shooters', at: [16, 5], facing: 'north' },
  { side: 2, type: 'spears', at: [10, 7], facing: 'south' },
  { side: 2, type: 'spears', at: [11, 6], facing: 'south' },
  { side: 2, type: 'blades', at: [16, 7], facing: 'south' },
];

/** The position in the defender's spells phase, with `dice` to come. */
const position = (placed: FileElement[] = elements, dice: number[] = [], side = 1) =>
  positionState(content, { battlefield: 'open-field', phase: 'spells', side, elements: placed }, dice, 1);

describe('the shooting phase: the player chooses each target (seeds/hott.md D65)', () => {
  it('asks the side for the target of its shooter with two, nearest first; the other shoots its only one unasked', () => {
    const state = position();
    const events = applyBattleAction(state, { type: 'end-spells' });
    expect(events).toEqual([]);
    expect(state.phase).toBe('shooting');
    expect(battle.toAct(state)).toBe(0);
    expect(battleActions(state)).toEqual([
      { type: 'shoot', shooter: 0, target: 3 },
      { type: 'shoot', shooter: 0, target: 2 },
    ]);
  });

  it('the chosen target, not the nearest, is shot; then both shots of the half are fought, and the bound goes on', () => {
    const state = position(elements, [6, 1, 6, 1, 4]);
    applyBattleAction(state, { type: 'end-spells' });
    const events = applyBattleAction(state, { type: 'shoot', shooter: 0, target: 2 });
    expect(events[0]).toEqual({ type: 'target-chosen', shooter: 0, target: 2 });
    const shots = events.filter((e) => e.type === 'fought').map((e) => [e['attacker'], e['defender']]);
    expect(shots).toEqual([
      [0, 2],
      [1, 4],
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'bound-began', side: 1, pips: 4 });
    expect(state.shooting).toBeUndefined();
    expect(state.phase).toBe('movement');
  });

  it("in the other side's half its player chooses: it is that side's turn to act", () => {
    // The attacker's shooters 0 has the defender's spears 1 and 2 ahead; the defender has no shooter.
    const state = position(
      [
        { side: 2, type: 'shooters', at: [10, 8], facing: 'south' },
        { side: 1, type: 'spears', at: [10, 6], facing: 'north' },
        { side: 1, type: 'spears', at: [9, 7], facing: 'north' },
      ],
      [2, 2, 3],
    );
    applyBattleAction(state, { type: 'end-spells' });
    expect(state.side).toBe(0);
    expect(battle.toAct(state)).toBe(1);
    expect(battleActions(state).map((a) => a.type === 'shoot' && a.target)).toEqual([2, 1]);
    const events = applyBattleAction(state, { type: 'shoot', shooter: 0, target: 1 });
    expect(events.find((e) => e.type === 'fought')).toMatchObject({ attacker: 0, defender: 1 });
    expect(battle.toAct(state)).toBe(1);
    expect(state).toMatchObject({ side: 1, phase: 'movement' });
  });

  it('refuses a target out of range or outside the front arc, a shooter out of turn and a shot out of the phase, changing nothing', () => {
    const state = position([
      ...elements,
      { side: 2, type: 'blades', at: [10, 8], facing: 'south' },
      { side: 2, type: 'blades', at: [12, 5], facing: 'south' },
    ]);
    expect(() => applyBattleAction(state, { type: 'shoot', shooter: 0, target: 2 })).toThrow(/it is the spells phase/);
    applyBattleAction(state, { type: 'end-spells' });
    const before = structuredClone(state);
    const refusal = (target: number, shooter = 0) => {
      try {
        applyBattleAction(state, { type: 'shoot', shooter, target });
      } catch (e) {
        expect(e).toBeInstanceOf(IllegalAction);
        return (e as Error).message;
      }
      return 'not refused';
    };
    expect(refusal(5)).toMatch(/element 0 \(shooters\) may not shoot it: element 5 \(blades\) is 300 paces away, beyond its range of 200/);
    expect(refusal(6)).toMatch(/element 0 \(shooters\) may not shoot it: element 6 \(blades\) is outside its front arc/);
    expect(refusal(4, 1)).toMatch(/element 0 \(shooters\) chooses its target first/);
    expect(refusal(1)).toMatch(/element 1 \(shooters\) is not an enemy in play/);
    expect(state).toEqual(before);
  });

  it('with the option `nearest`, no one is asked: each shooter takes its nearest target', () => {
    const state = position(elements, [6, 1, 6, 1, 4]);
    state.shootingTargets = 'nearest';
    const events = applyBattleAction(state, { type: 'end-spells' });
    const shots = events.filter((e) => e.type === 'fought').map((e) => [e['attacker'], e['defender']]);
    expect(shots).toEqual([
      [0, 3],
      [1, 4],
    ]);
    expect(events.map((e) => e.type)).not.toContain('target-chosen');
  });
});
