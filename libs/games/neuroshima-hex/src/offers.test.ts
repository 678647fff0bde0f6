// Offering actions from per-catalog tables: shared parts are built once and never changed by an offer,
// and a marker's ability is offered and resolved like the unit's own.
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { compileCatalog, catalogOf, perCatalog } from './catalog.js';
import { legalActions } from './actions.js';
import { offerTables, tileUse } from './offers.js';
import { applyAction } from './game.js';
import { buildScenario } from './scenario/setup.js';
import type { ScenarioSetup } from './scenario/scenario.js';

const board: ScenarioSetup['board'] = [
  { hex: '2,-2', owner: 0, tile: 'hq' },
  { hex: '-2,2', owner: 1, tile: 'hq' },
  // A Troglodyte unit carrying Muscles, whose effect is a Mobility the design lacks.
  { hex: '0,0', owner: 0, tile: 'bear', marker: 'muscles' },
];

function state() {
  return buildScenario(content, {
    id: 'o',
    title: 'o',
    rules: [],
    armies: ['troglodytes', 'hell-hounds'],
    actions: [],
    expect: {},
    setup: { board, hands: [['icicle', 'battle'], []] },
  });
}

describe('perCatalog', () => {
  it('builds a table once per catalog and hands back that same table', () => {
    let built = 0;
    const table = perCatalog((cat) => ({ n: ++built, key: cat.key }));
    const a = compileCatalog(content, ['hell-hounds', 'troglodytes']);
    const b = compileCatalog(content, ['troglodytes', 'hell-hounds']);
    const first = table(a);
    expect(table(b)).toEqual({ n: 2, key: b.key });
    expect(table(a)).toBe(first);
    expect(table(b)).toBe(table(b));
    expect(built).toBe(2);
  });
});

describe('offers', () => {
  it('lists the same actions twice, handing out shared frozen parts that offering leaves as they were', () => {
    const s = state();
    const first = legalActions(s, catalogOf(s.catalog));
    const again = legalActions(s, catalogOf(s.catalog));
    expect(again).toEqual(first);
    const shared = first.filter((a) => a.type === 'discard' || a.type === 'place' || a.type === 'end-turn' || a.type === 'play');
    expect(shared.length).toBeGreaterThan(3);
    for (const a of shared) expect(Object.isFrozen(a)).toBe(true);
    // Built once per catalog: the second listing hands out the very same objects.
    for (const a of shared) expect(again[first.indexOf(a)]).toBe(a);
    const tb = offerTables(catalogOf(s.catalog));
    const battle = tb.instant[catalogOf(s.catalog).types.findIndex((t) => t.seat === 0 && t.id === 'battle')]![0]!;
    expect(battle.head).toEqual({ type: 'play', tile: 'battle' });
    expect(first).toContain(battle.head);
  });

  it("offers and resolves a marker's ability as the unit's own", () => {
    const s = state();
    const cat = catalogOf(s.catalog);
    const cell = s.board[cat.labels.indexOf('0,0')]!;
    expect(tileUse(cat, cell, 'mobility')?.ability).toBe('mobility');
    expect(tileUse(cat, { ...cell, marker: null }, 'mobility')).toBeUndefined();
    const moves = legalActions(s, cat).filter((a) => a.type === 'ability' && a.ability === 'mobility');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.hex === '0,0')).toBe(true);
    const events = applyAction(
      s,
      moves.find((a) => a.to !== '0,0')!,
    );
    expect(events[0]).toMatchObject({ type: 'moved', from: '0,0' });
  });
});
