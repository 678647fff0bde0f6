// Battle rules that the two armies cannot show on their own (gauss, long net chains, rings of nets,
// initiative pushed below 0), checked on small made-up armies with the real rules.yaml.
import { describe, expect, it } from 'vitest';
import { content as real } from './content.testing.js';
import type { ArmyContent, NeuroshimaContent, TileContent } from './content.js';
import { buildScenario } from './scenario/setup.js';
import { fight } from './battle.js';
import { catalogOf } from './catalog.js';
import { fieldNow } from './position.js';
import type { Scenario, ScenarioTile } from './scenario/scenario.js';

const rules = real.rules;
const hq: TileContent = { id: 'hq', name: 'HQ', kind: 'hq', count: 1, edges: { N: { feature: 'melee' } } };
const tiles: TileContent[] = [
  hq,
  { id: 'gunner', name: 'Gunner', kind: 'unit', count: 2, initiative: [3], edges: { N: { feature: 'gauss' } } },
  { id: 'netter', name: 'Netter', kind: 'unit', count: 4, initiative: [2], edges: { N: { feature: 'net' }, S: { feature: 'melee' } } },
  { id: 'wall', name: 'Wall', kind: 'unit', count: 4, initiative: [1], toughness: 3, edges: { S: { feature: 'armor' } } },
  { id: 'slow', name: 'Slow', kind: 'unit', count: 2, initiative: [0], edges: { N: { feature: 'melee' } } },
  {
    id: 'jammer',
    name: 'Jammer',
    kind: 'module',
    count: 1,
    edges: { N: { feature: 'link' } },
    abilities: [{ ability: 'initiative-modifier', amount: -1, affects: 'enemy', reach: 'linked' }],
  },
];
const army = (id: string): ArmyContent => ({ id, name: id, tiles });
const content: NeuroshimaContent = { rules, armies: { red: army('red'), blue: army('blue') } };

function position(board: ScenarioTile[]) {
  const sc: Scenario = {
    id: 't',
    title: 't',
    rules: ['t'],
    armies: ['red', 'blue'],
    actions: [],
    expect: {},
    setup: { board, hands: [[], []] },
  };
  const state = buildScenario(content, sc);
  return { state, cat: catalogOf(state.catalog) };
}

describe('battle', () => {
  it('gauss hits every enemy in its line, passes friends, and armor facing it takes 1 off each hit', () => {
    const { state, cat } = position([
      { hex: '-2,2', owner: 0, tile: 'hq', rotation: 3 },
      { hex: '2,-2', owner: 1, tile: 'hq', rotation: 1 },
      { hex: '0,2', owner: 0, tile: 'gunner' },
      { hex: '0,1', owner: 1, tile: 'slow', rotation: 3 },
      { hex: '0,0', owner: 0, tile: 'wall' },
      { hex: '0,-1', owner: 1, tile: 'wall' },
      { hex: '0,-2', owner: 1, tile: 'slow', rotation: 3 },
    ]);
    const events: Array<Record<string, unknown>> = [];
    fight(state, cat, 'test', -1, events as never);
    const hits = events.filter((e) => e.type === 'damaged' && e.initiative === 3).map((e) => [e.hex, e.amount]);
    // The armored Wall on 0,-1 takes 0 (armor on its S edge faces the shot), so it is not listed.
    expect(hits).toEqual([
      ['0,-2', 1],
      ['0,1', 1],
    ]);
  });

  it('a chain of nets alternates: free, netted, free, netted', () => {
    const { state, cat } = position([
      { hex: '-2,2', owner: 0, tile: 'hq', rotation: 3 },
      { hex: '2,-2', owner: 1, tile: 'hq', rotation: 1 },
      { hex: '0,2', owner: 0, tile: 'netter' },
      { hex: '0,1', owner: 1, tile: 'netter' },
      { hex: '0,0', owner: 0, tile: 'netter' },
      { hex: '0,-1', owner: 1, tile: 'netter' },
    ]);
    const f = fieldNow(state, cat);
    const netted = ['0,2', '0,1', '0,0', '0,-1'].map((h) => f.netted[cat.labels.indexOf(h)]);
    expect(netted).toEqual([0, 1, 0, 1]);
  });

  it('a ring of nets that depend on each other holds everywhere (both nets of a facing pair are active)', () => {
    const { state, cat } = position([
      { hex: '-2,2', owner: 0, tile: 'hq', rotation: 3 },
      { hex: '2,-2', owner: 1, tile: 'hq', rotation: 1 },
      { hex: '0,0', owner: 0, tile: 'netter' },
      { hex: '0,-1', owner: 1, tile: 'netter', rotation: 3 },
    ]);
    const f = fieldNow(state, cat);
    expect([f.netted[cat.labels.indexOf('0,0')], f.netted[cat.labels.indexOf('0,-1')]]).toEqual([1, 1]);
    const events: Array<Record<string, unknown>> = [];
    fight(state, cat, 'test', -1, events as never);
    // Both are netted, so neither's melee (on its S edge, facing away anyway) nor anything else fires.
    expect(events.filter((e) => e.type === 'damaged')).toEqual([]);
  });

  it('a unit whose initiative is pushed below 0 does not attack at all', () => {
    const { state, cat } = position([
      { hex: '-2,2', owner: 0, tile: 'hq', rotation: 3 },
      { hex: '2,-2', owner: 1, tile: 'hq', rotation: 1 },
      { hex: '0,0', owner: 0, tile: 'slow' },
      { hex: '0,-1', owner: 1, tile: 'wall' },
      { hex: '1,0', owner: 1, tile: 'jammer', rotation: 5 },
    ]);
    const events: Array<Record<string, unknown>> = [];
    const summary = fight(state, cat, 'test', -1, events as never);
    expect(events.some((e) => e.type === 'damaged' && e.hex === '0,-1')).toBe(false);
    expect(summary.changed).toBe(false);
  });

  it('without the Jammer the same unit strikes at initiative 0', () => {
    const { state, cat } = position([
      { hex: '-2,2', owner: 0, tile: 'hq', rotation: 3 },
      { hex: '2,-2', owner: 1, tile: 'hq', rotation: 1 },
      { hex: '0,0', owner: 0, tile: 'slow' },
      { hex: '0,-1', owner: 1, tile: 'wall' },
    ]);
    const events: Array<Record<string, unknown>> = [];
    expect(fight(state, cat, 'test', -1, events as never).changed).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'damaged', hex: '0,-1', amount: 1, initiative: 0 }));
  });
});
