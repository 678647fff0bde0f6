import { describe, expect, it } from 'vitest';
import { ScenarioSetupError } from '@armory/engine';
import { content } from '../content.testing.js';
import { references } from './references.js';
import type { Scenario } from './scenario.js';
import { buildScenario } from './setup.js';
import { zones } from './zones.js';

const base: Scenario = {
  id: 't',
  title: 't',
  rules: ['x'],
  armies: ['hell-hounds', 'troglodytes'],
  actions: [],
  expect: { winner: 'none' },
};

describe('scenario references', () => {
  it('checks each set-up tile against the army of the seat it belongs to, and markers likewise', () => {
    const sc: Scenario = {
      ...base,
      setup: {
        board: [
          { hex: '0,0', owner: 1, tile: 'wolf', marker: 'nope' },
          { hex: '1,0', owner: 0, tile: 'wolf' },
        ],
        hands: [[], ['icicle', 'wolf']],
      },
    };
    const wrong = references(content, sc).filter((r) => !r.known.includes(r.value));
    expect(wrong.map((r) => [r.path.join('/'), r.value, r.what])).toEqual([
      ['setup/board/0/tile', 'wolf', "a tile of army 'troglodytes'"],
      ['setup/board/0/marker', 'nope', "a marker of army 'troglodytes'"],
      ['setup/hands/1/1', 'wolf', "a tile of army 'troglodytes'"],
    ]);
  });

  it('checks the armies, and leaves the tiles of an unknown army to that error alone', () => {
    const wrong = references(content, { ...base, armies: ['hell-hounds', 'trogs'], setup: { hands: [[], ['icicle']] } }).filter(
      (r) => !r.known.includes(r.value),
    );
    expect(wrong.map((r) => [r.path.join('/'), r.value])).toEqual([['armies/1', 'trogs']]);
  });
});

describe('scenario set-up', () => {
  const fails = (setup: Scenario['setup']) => {
    try {
      buildScenario(content, { ...base, setup });
    } catch (e) {
      return e instanceof ScenarioSetupError ? [e.path.join('/'), e.message] : ['not a ScenarioSetupError', String(e)];
    }
    return ['no error'];
  };

  it('names the place in the file of an impossible set-up', () => {
    expect(
      fails({
        board: [
          { hex: '0,0', owner: 0, tile: 'hq' },
          { hex: '0,0', owner: 1, tile: 'hq' },
        ],
      }),
    ).toEqual(['setup/board/1/hex', 'board: two tiles on 0,0']);
    expect(fails({ board: [{ hex: '9,9', owner: 0, tile: 'hq' }] })).toEqual([
      'setup/board/0/hex',
      "board: '9,9' is not a hex of the board",
    ]);
    expect(fails({ hands: [['hq', 'hq'], []] })).toEqual([
      'setup/hands/0/1',
      "hand/discard of seat 0: seat 0 has no (more) 'hq' tiles in army 'hell-hounds'",
    ]);
    expect(fails({ bags: [['medic', 'hq', 'hq'], []] })).toEqual([
      'setup/bags/0/2',
      "bag of seat 0: seat 0 has no (more) 'hq' tiles in army 'hell-hounds'",
    ]);
  });
});

describe('scenario zones', () => {
  const state = buildScenario(content, {
    ...base,
    setup: { board: [], hands: [['wolf'], []], bags: [['tugger', 'medic'], []], discards: [['battle'], []] },
  });

  it('reads hands, bags (next draw first), discards and removed tiles per seat', () => {
    expect(zones.hand!(state, 0)).toEqual(['wolf']);
    expect(zones.bag!(state, 0)).toEqual(['tugger', 'medic']);
    expect(zones.discard!(state, 0)).toEqual(['battle']);
    expect(zones.removed!(state, 0)).toContain('hq');
  });

  it('lists one id per marker left in a supply', () => {
    const supply = state.seats[1]!.supply;
    const total = Object.values(supply).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    expect(zones.supply!(state, 1)).toHaveLength(total);
    expect(new Set(zones.supply!(state, 1))).toEqual(new Set(Object.keys(supply).filter((m) => supply[m]! > 0)));
  });

  it('has no zone for a seat not in play, nor a shared one', () => {
    expect(zones.hand!(state, 5)).toBeUndefined();
    expect(zones.bag!(state, undefined)).toBeUndefined();
  });
});
