// A unit that moved more than one hex this turn takes no other action (Muscles ruling, E12-E13):
// neither its own abilities nor an instant tile may make it push, tug or move again. Only the
// Troglodytes have Muscles, and they have no Push Back or Tug tile, so a content variant gives the
// Hell Hounds' Tugger a 2-hex Mobility to reach those paths.
import { describe, expect, it } from 'vitest';
import { IllegalAction } from '@armory/engine';
import { content } from '../content.testing.js';
import { buildScenario } from '../scenario/setup.js';
import { applyAction, neuroshimaHex } from '../game.js';
import type { NeuroshimaContent } from '../content.js';
import type { NhAction } from '../state.js';

function variant(): NeuroshimaContent {
  const hounds = structuredClone(content.armies['hell-hounds']!);
  const tugger = hounds.tiles.find((t) => t.id === 'tugger')!;
  tugger.abilities = tugger.abilities!.map((u) => (u.ability === 'mobility' ? { ...u, spaces: 2 } : u));
  return { rules: content.rules, armies: { ...content.armies, 'hell-hounds': hounds } };
}

function afterMove(to: string) {
  const s = buildScenario(variant(), {
    id: 'v',
    title: 'v',
    rules: ['satiety-muscles'],
    armies: ['hell-hounds', 'troglodytes'],
    actions: [],
    expect: {},
    setup: {
      board: [
        { hex: '2,-2', owner: 0, tile: 'hq' },
        { hex: '-2,0', owner: 1, tile: 'hq' },
        { hex: '0,0', owner: 0, tile: 'tugger' },
        { hex: '-1,2', owner: 1, tile: 'bear' },
      ],
      hands: [['push-back', 'tug', 'move'], []],
    },
  });
  applyAction(s, { type: 'ability', ability: 'mobility', hex: '0,0', to, rotation: 0 });
  return s;
}

const usesTugger = (a: NhAction) =>
  a.pusher === '0,2' || a.tugger === '0,2' || a.from === '0,2' || (a.type === 'ability' && a.hex === '0,2');

describe('a unit after a move of more than one hex', () => {
  it('is offered no push, tug, move or ability of its own', () => {
    const s = afterMove('0,2');
    const actions = neuroshimaHex.actions(s);
    expect(actions.filter(usesTugger)).toEqual([]);
    // The same instants are offered for a unit that moved only one hex.
    const near = afterMove('0,1');
    const offered = neuroshimaHex.actions(near).filter((a) => a.pusher === '0,1' || a.tugger === '0,1' || a.from === '0,1');
    expect(new Set(offered.map((a) => a.tile))).toEqual(new Set(['push-back', 'tug', 'move']));
  });

  it.each([
    ['push back', { type: 'play', tile: 'push-back', pusher: '0,2', target: '-1,2', to: '-2,2' }],
    ['tug', { type: 'play', tile: 'tug', tugger: '0,2', target: '-1,2', to: '1,1', rotation: 0, targetRotation: 0 }],
    ['move', { type: 'play', tile: 'move', from: '0,2', to: '0,1', rotation: 0 }],
  ])('refuses a %s instant with it, leaving the state unchanged', (_name, action) => {
    const s = afterMove('0,2');
    const before = JSON.stringify(s);
    expect(() => applyAction(s, action as NhAction)).toThrow(IllegalAction);
    expect(() => applyAction(s, action as NhAction)).toThrow(/moved more than one hex this turn/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
