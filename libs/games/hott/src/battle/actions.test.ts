import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { battleActionKey, battleActionProblem } from './actions.js';
import { battleActions, setUpBattle } from './battle.js';

describe('battle action keys', () => {
  it('tell apart every legal action of a decision, and equal actions share one', () => {
    const state = setUpBattle(content, { armies: ['feudal-host', 'goblin-horde'], battlefield: 'open-field', boundLimit: null }, 3);
    const legal = battleActions(state);
    const keys = legal.map(battleActionKey);
    expect(new Set(keys).size).toBe(legal.length);
    expect(legal.length).toBeGreaterThan(100);
    expect(keys.map((k, i) => k === battleActionKey(structuredClone(legal[i]!)))).not.toContain(false);
    expect(battleActionKey({ type: 'move', element: 3, to: { x: 4, y: 7 }, facing: 'east' })).toBe('move 3 4,7 east');
    expect(battleActionKey({ type: 'shoot', shooter: 0, target: 2 })).toBe('shoot 0 2');
    expect(battleActionKey({ type: 'shoot', shooter: 0, target: 3 })).not.toBe(battleActionKey({ type: 'shoot', shooter: 0, target: 2 }));
  });
});

describe('the shape of a battle action read from a file', () => {
  it('accepts every legal action of a decision', () => {
    const state = setUpBattle(content, { armies: ['feudal-host', 'goblin-horde'], battlefield: 'open-field', boundLimit: null }, 3);
    const legal = battleActions(state);
    expect(legal.length).toBeGreaterThan(100);
    expect(legal.map((a) => battleActionProblem(structuredClone(a) as never)).filter((p) => p !== null)).toEqual([]);
  });

  it('names a field of the wrong kind, a missing one and an unknown action', () => {
    expect(battleActionProblem({ type: 'move', element: 1, to: '9,7', facing: 'east' })).toBe(
      '"to" must be a square {"x": whole number, "y": whole number}, got "9,7"',
    );
    expect(battleActionProblem({ type: 'move', element: 1, to: { x: 9, y: 7 }, facing: 'up' })).toBe(
      '"facing" must be one of north, east, south, west, got "up"',
    );
    expect(battleActionProblem({ type: 'cast', caster: 2 })).toBe('"target" must be an element\'s number (a whole number), got nothing');
    expect(battleActionProblem({ type: 'move-group', elements: [1, 'two'], squares: 2 })).toBe(
      '"elements" must be a list of elements\' numbers, got [1,"two"]',
    );
    expect(battleActionProblem({ type: 'charge' })).toBe(
      "unknown action 'charge'; a bound has move, move-group, cast, recover, end-movement, end-spells, shoot",
    );
    expect(battleActionProblem({ type: 'shoot', shooter: 0, target: 'the nearest' })).toBe(
      '"target" must be an element\'s number (a whole number), got "the nearest"',
    );
    expect(battleActionProblem({ type: 'shoot', shooter: 0, target: 3 })).toBeNull();
    expect(battleActionProblem({ type: 'end-spells' })).toBeNull();
  });
});
