import { describe, expect, it } from 'vitest';
import { ScenarioSetupError, type Scenario as EngineScenario } from '@armory/engine';
import { content } from '../content.testing.js';
import { scenarioHooks } from './hooks.js';
import type { Scenario } from './scenario.js';
import { buildScenario } from './setup.js';
import { zones } from './zones.js';

// Scenarios as a file writes them (seats from 1), through the hooks the runner calls.
const references = (sc: Scenario) => scenarioHooks.references!(content, sc as unknown as EngineScenario);
const setUp = (sc: Scenario) => scenarioHooks.setup(content, sc as unknown as EngineScenario);

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
          { hex: '0,0', owner: 2, tile: 'wolf', marker: 'nope' },
          { hex: '1,0', owner: 1, tile: 'wolf' },
        ],
        hands: [[], ['icicle', 'wolf']],
      },
    };
    const wrong = references(sc).filter((r) => !r.known.includes(r.value));
    expect(wrong.map((r) => [r.path.join('/'), r.value, r.what])).toEqual([
      ['setup/board/0/tile', 'wolf', "a tile of army 'troglodytes'"],
      ['setup/board/0/marker', 'nope', "a marker of army 'troglodytes'"],
      ['setup/hands/1/1', 'wolf', "a tile of army 'troglodytes'"],
    ]);
  });

  it('checks the armies, and leaves the tiles of an unknown army to that error alone', () => {
    const wrong = references({ ...base, armies: ['hell-hounds', 'trogs'], setup: { hands: [[], ['icicle']] } }).filter(
      (r) => !r.known.includes(r.value),
    );
    expect(wrong.map((r) => [r.path.join('/'), r.value])).toEqual([['armies/1', 'trogs']]);
  });
});

describe('scenario set-up', () => {
  const fails = (setup: Scenario['setup']) => {
    try {
      setUp({ ...base, setup });
    } catch (e) {
      return e instanceof ScenarioSetupError ? [e.path.join('/'), e.message] : ['not a ScenarioSetupError', String(e)];
    }
    return ['no error'];
  };

  it('names the place in the file of an impossible set-up', () => {
    expect(
      fails({
        board: [
          { hex: '0,0', owner: 1, tile: 'hq' },
          { hex: '0,0', owner: 2, tile: 'hq' },
        ],
      }),
    ).toEqual(['setup/board/1/hex', 'board: two tiles on 0,0']);
    expect(fails({ board: [{ hex: '0,0', owner: 2, tile: 'hq', marker: 'net' }] })).toEqual([
      'setup/board/0/marker',
      "board 0,0: no 'net' marker left in seat 2's supply",
    ]);
    expect(fails({ board: [{ hex: '9,9', owner: 1, tile: 'hq' }] })).toEqual([
      'setup/board/0/hex',
      "board: '9,9' is not a hex of the board",
    ]);
    expect(fails({ hands: [['hq', 'hq'], []] })).toEqual([
      'setup/hands/0/1',
      "hand/discard of seat 1: seat 1 has no (more) 'hq' tiles in army 'hell-hounds'",
    ]);
    expect(fails({ bags: [['medic', 'hq', 'hq'], []] })).toEqual([
      'setup/bags/0/2',
      "bag of seat 1: seat 1 has no (more) 'hq' tiles in army 'hell-hounds'",
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

describe('own expectations count seats from 1, as the file does', () => {
  const state = setUp({ ...base, setup: { board: [{ hex: '0,0', owner: 2, tile: 'hq' }], current: 2 } });
  const context = { content, events: [] };

  it('reads the set-up the same way: the second seat owns the HQ and acts', () => {
    expect(state.board.find((c) => c)?.owner).toBe(1);
    expect(state.current).toBe(1);
    expect(scenarioHooks.expectations!.current!(state, 2, context)).toEqual([]);
    expect(scenarioHooks.expectations!.current!(state, 1, context)).toEqual(['expected seat 1 to act, got seat 2']);
    expect(scenarioHooks.expectations!.board!(state, { '0,0': { owner: 2, tile: 'hq' } }, context)).toEqual([]);
    expect(scenarioHooks.expectations!.board!(state, { '0,0': { owner: 1 } }, context)).toEqual([
      'expected 0,0 to hold {"owner":1}, got {"tile":"hq","owner":2,"rotation":0,"damage":0,"marker":null}',
    ]);
  });

  it('refuses a supply keyed by seat 0', () => {
    expect(scenarioHooks.expectations!.supply!(state, { '0': { fangs: 0 } }, context)).toEqual([
      "supply: seats count from 1 (1 plays first), got '0'",
    ]);
  });
});
