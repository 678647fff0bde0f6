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
    expect(entrySummary({ type: 'paladin', count: 1, general: true }, 0)).toBe('type: paladin, general: true');
    expect(entrySummary({ path: 'self.type', in: ['god', 'cleric'], equals: 'god' }, 2)).toBe('path: self.type, equals: god');
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
