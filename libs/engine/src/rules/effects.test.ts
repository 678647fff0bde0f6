import { describe, expect, it } from 'vitest';
import { EffectRegistry } from './effects.js';

interface Table {
  hands: number[];
  treats: number[];
}

function catalog() {
  return new EffectRegistry<{ table: Table; player: number }, void>()
    .register<{ count: number }>({
      name: 'draw',
      description: 'the player draws cards',
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['count'],
        properties: { count: { type: 'integer', minimum: 1, 'x-hint': 'a whole number 1 or more' } },
      },
      run: (p, { table, player }) => void (table.hands[player]! += p.count),
    })
    .register<{ amount: number }>({
      name: 'steal-treats',
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['amount'],
        properties: { amount: { type: 'integer', minimum: 1 } },
      },
      run: (p, { table, player }) => {
        const other = 1 - player;
        const n = Math.min(p.amount, table.treats[other]!);
        table.treats[other]! -= n;
        table.treats[player]! += n;
      },
    });
}

describe('EffectRegistry', () => {
  it('runs a named effect with its parameters', () => {
    const table = { hands: [0, 0], treats: [1, 3] };
    const effects = catalog();
    effects.run({ effect: 'draw', params: { count: 2 } }, { table, player: 1 });
    effects.bind({ effect: 'steal-treats', params: { amount: 5 } })({ table, player: 0 });
    expect(table).toEqual({ hands: [0, 2], treats: [4, 0] });
    expect(effects.names()).toEqual(['draw', 'steal-treats']);
  });

  it('lists the known effects when content names an unknown one', () => {
    expect(catalog().check({ effect: 'heal', params: {} })).toEqual(["unknown effect 'heal'; known effects: draw, steal-treats"]);
  });

  it('reports bad parameters in designers words', () => {
    const problems = catalog().check({ effect: 'draw', params: { count: 0, extra: true } });
    expect(problems).toContain("effect 'draw': parameter count must be >= 1");
    expect(problems).toContain("effect 'draw': parameters must NOT have additional properties ('extra')");
    expect(() => catalog().bind({ effect: 'draw' })).toThrow(/must have required property 'count'/);
  });

  it('validates parameter schemas and names on register', () => {
    expect(() => catalog().register({ name: 'draw', params: { type: 'object' }, run: () => undefined })).toThrow(/registered twice/);
    expect(() => new EffectRegistry().register({ name: 'bad', params: { type: 'objekt' }, run: () => undefined })).toThrow(
      /effect 'bad' has a bad parameter schema/,
    );
    expect(() => new EffectRegistry().register({ name: 'bad', params: { typo: 1 }, run: () => undefined })).toThrow(/bad parameter schema/);
  });

  it('builds a schema of all valid uses for the content pipeline', () => {
    const schema = catalog().useSchema() as { oneOf: Array<{ properties: { effect: { const: string } } }> };
    expect(schema.oneOf.map((b) => b.properties.effect.const)).toEqual(['draw', 'steal-treats']);
  });
});
