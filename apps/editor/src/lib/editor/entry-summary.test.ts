import { describe, expect, it } from 'vitest';
import { entrySummary } from './entry-summary.js';

describe('entrySummary', () => {
  it('names an entry by its name, else its id', () => {
    expect(entrySummary({ id: 'tamer', name: 'Tamer', count: 1 }, 1)).toBe('Tamer');
    expect(entrySummary({ id: 'god-v-divine', when: {} }, 0)).toBe('god-v-divine');
  });

  it('shows the plain values of an entry with no name: an ability, an HQ, a comparison', () => {
    expect(entrySummary({ effect: 'draw', amount: 1 }, 0)).toBe('effect: draw, amount: 1');
    expect(entrySummary({ seat: 1, hex: 'd2' }, 0)).toBe('seat: 1, hex: d2');
    expect(entrySummary({ type: 'paladin', count: 1, general: true }, 0)).toBe('type: paladin, general');
    expect(entrySummary({ type: 'paladin', general: false }, 0)).toBe('type: paladin, general: false');
    expect(entrySummary({ path: 'self.type', in: ['god', 'cleric'], equals: 'god' }, 2)).toBe('path: self.type, equals: god');
  });

  it("shows a reference by the name of what it names, when it has one (an army line's troop type)", () => {
    const names: Record<string, Record<string, string>> = {
      type: { knights: 'Knights' },
      effect: { draw: 'Fetch' },
      ability: { armor: 'Armor' },
    };
    const nameOf = (key: string, value: string) => names[key]?.[value];
    expect(entrySummary({ type: 'knights', count: 4 }, 0, nameOf)).toBe('Knights');
    expect(entrySummary({ type: 'knights', count: 1, general: true }, 0, nameOf)).toBe('Knights, general');
    expect(entrySummary({ effect: 'draw', amount: 1 }, 0, nameOf)).toBe('Fetch, amount: 1');
    expect(entrySummary({ ability: 'armor' }, 0, nameOf)).toBe('Armor');
    // An id nothing names (mistyped, or a thing with no name) stays as it is written.
    expect(entrySummary({ type: 'knigts', count: 4 }, 0, nameOf)).toBe('type: knigts');
    // An entry's own id is its own, never a reference.
    expect(entrySummary({ id: 'knights' }, 0, () => 'Knights')).toBe('knights');
  });

  it('falls back to the position, counted from 1, when nothing reads as a summary', () => {
    expect(entrySummary({ all: [{ path: 'a' }] }, 1)).toBe('#2');
    expect(entrySummary({ name: '', effect: '' }, 0)).toBe('#1');
    expect(entrySummary(null, 4)).toBe('#5');
  });

  it('a name being typed, still empty, gives way to the other values', () => {
    expect(entrySummary({ id: 'new-2', name: '' }, 0)).toBe('new-2');
  });

  it('cuts a long line', () => {
    const line = entrySummary({ text: 'x'.repeat(100) }, 0);
    expect(line).toHaveLength(60);
    expect(line.endsWith('…')).toBe(true);
  });
});
