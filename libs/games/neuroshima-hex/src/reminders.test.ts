// Freezing markers as physical reminders (D14, E14). The real Troglodytes have as many markers as two
// Frosts can ever freeze at once (4), so running out is tried on a variant with a single marker.
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { buildScenario } from './scenario/setup.js';
import { applyAction } from './game.js';
import { catalogOf } from './catalog.js';
import { fieldNow } from './position.js';
import type { NeuroshimaContent } from './content.js';
import type { ScenarioSetup } from './scenario/scenario.js';

function oneMarker(): NeuroshimaContent {
  const trogs = structuredClone(content.armies['troglodytes']!);
  trogs.markers = trogs.markers!.map((m) => (m.id === 'freezing' ? { ...m, count: 1 } : m));
  return { rules: content.rules, armies: { ...content.armies, troglodytes: trogs } };
}

// Frost on 0,0 facing 0 links S (0,1) and NE (1,-1): Food and Speed are both modules.
const board: ScenarioSetup['board'] = [
  { hex: '2,-2', owner: 0, tile: 'hq' },
  { hex: '-2,2', owner: 1, tile: 'hq' },
  { hex: '0,1', owner: 1, tile: 'food' },
  { hex: '1,-1', owner: 1, tile: 'speed' },
];

describe('Freezing markers', () => {
  it('are put down while the supply lasts, but every linked module is frozen all the same', () => {
    const s = buildScenario(oneMarker(), {
      id: 'v',
      title: 'v',
      rules: ['freezing'],
      armies: ['troglodytes', 'hell-hounds'],
      actions: [],
      expect: {},
      setup: { board, hands: [['frost'], []] },
    });
    const events = applyAction(s, { type: 'place', tile: 'frost', hex: '0,0', rotation: 0 });
    expect(events.filter((e) => e.type === 'marker-placed')).toEqual([
      { type: 'marker-placed', marker: 'freezing', seat: 0, hex: '0,1', tile: 'food' },
    ]);
    expect(s.seats[0]!.supply['freezing']).toBe(0);
    const cat = catalogOf(s.catalog);
    const f = fieldNow(s, cat);
    expect([f.frozen[cat.board.indexOf({ q: 0, r: 1 })], f.frozen[cat.board.indexOf({ q: 1, r: -1 })]]).toEqual([1, 1]);
  });

  it('move to a still-frozen tile when the one they lay on leaves', () => {
    const s = buildScenario(oneMarker(), {
      id: 'v',
      title: 'v',
      rules: ['freezing'],
      armies: ['troglodytes', 'hell-hounds'],
      actions: [],
      expect: {},
      setup: {
        board: [...board!, { hex: '0,0', owner: 0, tile: 'frost' }, { hex: '1,0', owner: 0, tile: 'bear' }],
        hands: [['cannibalize-the-enemy'], []],
      },
    });
    // Set-up already put the one marker on the first frozen module in board order.
    expect(s.reminders).toEqual([{ tile: s.board[catalogOf(s.catalog).board.indexOf({ q: 0, r: 1 })]!.id, seat: 0, marker: 'freezing' }]);
    const events = applyAction(s, { type: 'play', tile: 'cannibalize-the-enemy', eater: '1,0', victim: '0,1', marker: 'lungs' });
    const markers = events.filter((e) => e.type.startsWith('marker-'));
    expect(markers).toEqual([
      { type: 'marker-returned', marker: 'freezing', seat: 0, hex: null },
      { type: 'marker-placed', marker: 'freezing', seat: 0, hex: '1,-1', tile: 'speed' },
    ]);
    expect(s.seats[0]!.supply['freezing']).toBe(0);
  });
});
