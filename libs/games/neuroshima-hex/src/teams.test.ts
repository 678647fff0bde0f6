// Team play (rules.teamPlay, options.teams): set-up checks, the end of the game, and what allies
// share and do not share. The scenarios team-*.yaml cover battles, nets, Swap and the winner.
import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { content } from './content.testing.js';
import { neuroshimaHex, teamsOf } from './game.js';
import { buildScenario } from './scenario/setup.js';
import { catalogOf } from './catalog.js';
import { fieldNow } from './position.js';
import type { NeuroshimaContent } from './content.js';
import type { Scenario } from './scenario/scenario.js';

const armies = ['hell-hounds', 'troglodytes', 'troglodytes', 'hell-hounds'];

function scenario(setup: Scenario['setup'], source: NeuroshimaContent = content): ReturnType<typeof buildScenario> {
  return buildScenario(source, { id: 't', title: 't', rules: ['team-play'], armies, teams: [0, 1, 0, 1], actions: [], expect: {}, setup });
}

const hqs = [
  { hex: '-2,2', owner: 0, tile: 'hq' },
  { hex: '0,2', owner: 1, tile: 'hq' },
  { hex: '-2,0', owner: 2, tile: 'hq' },
  { hex: '2,-2', owner: 3, tile: 'hq' },
];

describe('team play', () => {
  it('checks the seats and teams against rules.teamPlay', () => {
    expect(teamsOf(content, { armies, teams: [1, 0, 1, 0] })).toEqual([0, 1, 0, 1]);
    expect(() => teamsOf(content, { armies })).toThrow('the rules ask for 2 armies, got 4');
    expect(() => teamsOf(content, { armies: armies.slice(0, 2), teams: [0, 1] })).toThrow('team play asks for 4 armies, got 2');
    expect(() => teamsOf(content, { armies, teams: [0, 0, 0, 1] })).toThrow('team play asks for 2 teams of 2, got [0,0,0,1]');
    expect(() => teamsOf(content, { armies, teams: [0, 1, 2, 3] })).toThrow(/2 teams of 2/);
    const solo = { ...content, rules: { ...content.rules } };
    delete solo.rules.teamPlay;
    expect(() => teamsOf(solo, { armies, teams: [0, 1, 0, 1] })).toThrow('these rules have no team play (rules.teamPlay)');
  });

  it('gives every other seat one more turn after a last draw, then the Last Battle', () => {
    let checked = 0;
    for (let seed = 0; seed < 40 && checked < 5; seed++) {
      const s = neuroshimaHex.setup(content, { armies, teams: [0, 1, 0, 1] }, seed);
      const rng = Rng.seeded(`team-${seed}`);
      let turnsAfter: number | null = null;
      let lastDrawBy = -1;
      while (!neuroshimaHex.status(s).over) {
        for (const e of neuroshimaHex.apply(s, neuroshimaHex.sampleAction!(s, rng))) {
          if (e.type === 'last-draw' && turnsAfter === null) {
            turnsAfter = 0;
            lastDrawBy = e.seat as number;
          } else if (e.type === 'turn' && turnsAfter !== null && !e.overtime) {
            turnsAfter++;
            expect(e.seat).not.toBe(lastDrawBy);
          } else if (e.type === 'battle' && e.reason === 'last-battle') {
            expect(turnsAfter).toBe(3);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(5);
  });

  it('keeps module bonuses within the army: an ally beside Food gets nothing', () => {
    // Food (strength +1 to friends it links to, N, NE, SE at rotation 0 per content) with an ally unit and an own unit on its links.
    const s = scenario({
      board: [
        ...hqs,
        { hex: '0,0', owner: 0, tile: 'food' },
        { hex: '0,-1', owner: 2, tile: 'icicle' },
        { hex: '1,-1', owner: 0, tile: 'wolf' },
      ],
      hands: [[], [], [], []],
    });
    const cat = catalogOf(s.catalog);
    const f = fieldNow(s, cat);
    const str = (hex: { q: number; r: number }) => f.str[cat.board.indexOf(hex) * 4]!;
    expect(str({ q: 1, r: -1 })).toBe(1);
    expect(str({ q: 0, r: -1 })).toBe(0);
  });

  it("lends Swap to allies only while the army's alliesMayUse option is on", () => {
    const setup = {
      board: [...hqs.slice(1), { hex: '0,0', owner: 0, tile: 'hq' }, { hex: '0,1', owner: 2, tile: 'bear' }],
      hands: [[], [], ['archer'], []],
      current: 2,
    };
    const swaps = (source: NeuroshimaContent) => neuroshimaHex.actions(scenario(setup, source)).filter((a) => a.type === 'swap');
    expect(swaps(content).length).toBeGreaterThan(0);
    const hounds = structuredClone(content.armies['hell-hounds']!);
    hounds.abilities = hounds.abilities!.map((u) => (u.ability === 'swap' ? { ...u, alliesMayUse: false } : u));
    expect(swaps({ ...content, armies: { ...content.armies, 'hell-hounds': hounds } })).toEqual([]);
  });
});
