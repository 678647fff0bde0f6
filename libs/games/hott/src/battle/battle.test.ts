import { conformanceProblems, IllegalAction, playRandomUntilOver, Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { applyBattleAction, battle, battleActions, setUpBattle, type BattleOptions } from './battle.js';
import { positionState, type FileElement } from './scenario-position.js';

const options: BattleOptions = { armies: ['feudal-host', 'goblin-horde'], battlefield: 'open-field', boundLimit: 60 };

/** A position on Open Field in seat 1's movement phase with `pips` PIPs and `dice` to come. */
const position = (elements: FileElement[], pips: number, dice: number[] = []) =>
  positionState(content, { battlefield: 'open-field', pips, elements }, dice, 1);

describe('a HOTT battle on the engine contract', () => {
  it('conforms: legal actions apply, illegal ones are refused unchanged, views hide the dice to come', { timeout: 60_000 }, () => {
    // Short battles: the check tries every legal action in every view at every step, and a bound offers hundreds.
    expect(conformanceProblems(battle, content, { ...options, boundLimit: 3 }, { seeds: [1], maxSteps: 400 })).toEqual([]);
  });

  it('sets up both armies deployed, the defender to move with its PIP roll', () => {
    const state = setUpBattle(content, options, 7);
    expect(state.side).toBe(0);
    expect(state.bound).toBe(1);
    expect(state.pips).toBeGreaterThanOrEqual(1);
    expect(state.pips).toBeLessThanOrEqual(6);
    // Feudal Host: paladin, 4 knights, 4 spears, 2 shooters; Goblin Horde from its list; the stronghold not counted.
    expect(state.startedWith[0]).toBe(11);
    expect(state.elements.filter((e) => e.type === 'stronghold')).toHaveLength(1);
  });

  it('plays to an end from any seed, the same seed the same way', () => {
    const play = (seed: number) => {
      const state = setUpBattle(content, options, seed);
      playRandomUntilOver(battle, state, Rng.seeded(seed), 5000);
      return battle.status(state);
    };
    for (const seed of [1, 2, 3]) {
      const status = play(seed);
      expect(status.over).toBe(true);
      expect(play(seed)).toEqual(status);
    }
  });

  it('ends a simulated battle as a draw at its bound limit, and never in real play', () => {
    const state = setUpBattle(content, { ...options, boundLimit: 1 }, 1);
    applyBattleAction(state, { type: 'end-movement' });
    if (!state.result) applyBattleAction(state, { type: 'end-spells' });
    expect(battle.status(state)).toEqual({ over: true, winners: [], draw: true, reason: 'bound-limit' });
    const real = setUpBattle(content, { ...options, boundLimit: null }, 1);
    applyBattleAction(real, { type: 'end-movement' });
    expect(real.bound).toBe(2);
    expect(real.side).toBe(1);
  });

  it('goes straight on to shooting and combat when no spell can be cast, and rolls the next side its PIPs', () => {
    const state = position(
      [
        { side: 1, type: 'spears', at: [5, 5], facing: 'north' },
        { side: 2, type: 'blades', at: [5, 9], facing: 'south' },
      ],
      2,
      [4],
    );
    const events = applyBattleAction(state, { type: 'end-movement' });
    expect(events.map((e) => e.type)).toEqual(['movement-ended', 'bound-began']);
    expect(state).toMatchObject({ side: 1, pips: 4, bound: 2, phase: 'movement' });
  });

  it('offers a magician one spell a bound, paid in PIPs', () => {
    const state = position(
      [
        { side: 1, type: 'magician', at: [5, 5], facing: 'north', general: true },
        { side: 2, type: 'hero', at: [5, 9], facing: 'south' },
      ],
      3,
      [6, 1],
    );
    applyBattleAction(state, { type: 'end-movement' });
    expect(state.phase).toBe('spells');
    expect(battleActions(state)).toContainEqual({ type: 'cast', caster: 0, target: 1 });
    const events = applyBattleAction(state, { type: 'cast', caster: 0, target: 1 });
    expect(events[0]).toMatchObject({ type: 'cast', caster: 0, target: 1, pips: 1 });
    expect(events[1]).toMatchObject({ type: 'fought', kind: 'spell', dice: [6, 1] });
    expect(state.pips).toBe(2);
    expect(battleActions(state)).toEqual([{ type: 'end-spells' }]);
    expect(() => applyBattleAction(state, { type: 'cast', caster: 0, target: 1 })).toThrow(/cast its spell this bound/);
  });

  it('brings an ensorcelled element back over bounds as PIPs are spent on it', () => {
    const state = position(
      [
        { side: 1, type: 'hero', at: [5, 5], facing: 'north', status: 'ensorcelled', general: true },
        { side: 2, type: 'blades', at: [5, 12], facing: 'south' },
      ],
      4,
    );
    expect(battleActions(state)).toContainEqual({ type: 'recover', element: 0 });
    expect(applyBattleAction(state, { type: 'recover', element: 0 })).toEqual([{ type: 'recovery-paid', element: 0, pips: 4 }]);
    expect(state.elements[0]).toMatchObject({ status: 'ensorcelled', recoveryPips: 4 });
    state.pips = 5;
    expect(applyBattleAction(state, { type: 'recover', element: 0 })).toEqual([{ type: 'recovered', element: 0, pips: 2 }]);
    expect(state.elements[0]).toMatchObject({ status: 'in-play', recoveryPips: 0 });
    expect(state.pips).toBe(3);
  });

  it('refuses an action out of its phase, or after the end, leaving the state as it was', () => {
    const state = position([{ side: 1, type: 'spears', at: [5, 5], facing: 'north' }], 2);
    const before = structuredClone(state);
    expect(() => applyBattleAction(state, { type: 'end-spells' })).toThrow(IllegalAction);
    expect(() => applyBattleAction(state, { type: 'end-spells' })).toThrow(/movement phase/);
    expect(() => applyBattleAction(state, { type: 'recover', element: 0 })).toThrow(/ensorcelled element/);
    expect(state).toEqual(before);
    state.result = { winners: [0], reason: 'losses' };
    expect(() => applyBattleAction(state, { type: 'end-movement' })).toThrow(/battle is over/);
    expect(battleActions(state)).toEqual([]);
  });
});
