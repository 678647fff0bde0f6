// Avalanche areas come from the board's geometry; what it hits comes from content.
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { buildScenario } from '../scenario/setup.js';
import { applyAction, neuroshimaHex } from '../game.js';
import { catalogOf } from '../catalog.js';
import { avalancheAreas } from './avalanche.js';
import type { NeuroshimaContent } from '../content.js';
import type { AvalancheParams } from './params.js';

const use: AvalancheParams = { ability: 'avalanche', damage: 1, sideHexes: 3, innerHexes: 2, affects: 'any', hits: ['unit', 'module'] };

describe('avalanche', () => {
  it('has six placements of five hexes; each touches the rim three times and the inner ring twice', () => {
    const s = neuroshimaHex.setup(content, { armies: ['troglodytes', 'hell-hounds'] }, 1);
    const cat = catalogOf(s.catalog);
    const areas = avalancheAreas(cat, use);
    expect(areas).toHaveLength(6);
    for (const area of areas) {
      expect(new Set(area).size).toBe(5);
      expect(area.filter((h) => cat.board.isEdge(h))).toHaveLength(3);
      expect(area.filter((h) => cat.board.distance(h, cat.board.indexOf({ q: 0, r: 0 })) === 1)).toHaveLength(2);
    }
    expect(new Set(areas.map((a) => a.join())).size).toBe(6);
  });

  it('ends the game when content lets it hit HQs and one falls', () => {
    const trogs = structuredClone(content.armies['troglodytes']!);
    const tile = trogs.tiles.find((t) => t.id === 'avalanche')!;
    tile.abilities = [{ ...tile.abilities![0]!, hits: ['hq', 'unit', 'module'] }];
    const variant: NeuroshimaContent = { rules: content.rules, armies: { ...content.armies, troglodytes: trogs } };
    const s = buildScenario(variant, {
      id: 'v',
      title: 'v',
      rules: ['avalanche'],
      armies: ['troglodytes', 'hell-hounds'],
      actions: [],
      expect: {},
      setup: {
        board: [
          { hex: '2,0', owner: 0, tile: 'hq' },
          { hex: '1,-1', owner: 1, tile: 'hq', damage: 19 },
        ],
        hands: [['avalanche'], []],
      },
    });
    const events = applyAction(s, { type: 'play', tile: 'avalanche', side: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'game-over', reason: 'hq-destroyed', winners: [0] }));
    expect(neuroshimaHex.status(s)).toMatchObject({ over: true, winners: [0] });
  });
});
