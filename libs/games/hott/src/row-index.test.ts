import { compileOutcomeTable, type Condition } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { bestIndexField, compileIndexedRows, pinnedValues } from './row-index.js';

describe('pinnedValues', () => {
  it('finds the literal values a row requires of a field, directly or inside all', () => {
    expect(pinnedValues({ path: 'self.type', equals: 'knights' }, 'self.type')).toEqual(['knights']);
    expect(
      pinnedValues(
        {
          all: [
            { path: 'combat.kind', equals: 'close' },
            { path: 'self.type', in: ['hero', 'aerial-hero'] },
          ],
        },
        'self.type',
      ),
    ).toEqual(['hero', 'aerial-hero']);
    expect(pinnedValues({ any: [{ path: 'self.type', equals: 'knights' }] }, 'self.type')).toBeUndefined();
    expect(pinnedValues({ path: 'self.type', notIn: ['knights'] }, 'self.type')).toBeUndefined();
    expect(pinnedValues(true, 'self.type')).toBeUndefined();
  });
});

describe('compileIndexedRows', () => {
  // Every context the content's own tables can see: each troop type as self and as enemy, each going, each kind.
  const types = content.troopTypes.types;
  const contexts = types.flatMap((self) =>
    types.flatMap((enemy) =>
      (['good', 'bad'] as const).flatMap((going) =>
        (['close', 'shooting', 'spell'] as const).map((kind) => ({
          self: {
            type: self.id,
            class: self.class,
            going,
            general: false,
            charged: going === 'good',
            total: 5,
            result: 'recoil',
            supportCounted: false,
            recoiling: true,
          },
          enemy: { type: enemy.id, class: enemy.class, going, total: 9 },
          met: { type: enemy.id, class: enemy.class, friendly: kind !== 'spell', facing: 'same', inCloseCombat: false },
          combat: { kind, shotBack: false },
          passThrough: going === 'bad',
        })),
      ),
    ),
  );
  const tables = {
    ...content.combat.outcomes,
    ignoresResult: content.combat.ignoresResult,
    checklist: content.recoil.checklist,
    passThrough: content.recoil.passThrough,
  } as Record<string, { rows: { when: unknown; outcome: unknown }[]; default: unknown }>;

  for (const [name, table] of Object.entries(tables)) {
    it(`gives the plain table's row for every context: ${name}`, () => {
      const conditions = table.rows.map((r) => r.when as Condition);
      const plain = compileOutcomeTable({
        rows: table.rows.map((r) => ({ when: r.when as Condition, outcome: r.outcome })),
        default: table.default,
      });
      const field = bestIndexField(conditions, ['self.type', 'met.type', 'self.class']);
      const indexed = compileIndexedRows(conditions, field);
      for (const context of contexts) expect(indexed(context)).toBe(plain(context).row);
    });
  }

  it("indexes the outcome tables by the element's own type", () => {
    expect(
      bestIndexField(
        content.combat.outcomes['more-than-half'].rows.map((r) => r.when as Condition),
        ['self.type', 'met.type'],
      ),
    ).toBe('self.type');
  });
});
