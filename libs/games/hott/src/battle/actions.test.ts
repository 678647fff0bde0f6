import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { battleActionKey } from './actions.js';
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
  });
});
