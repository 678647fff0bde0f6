import { describe, expect, it } from 'vitest';
import { readPreviousRun, rememberRun } from './previous-run.js';

/** A storage like the browser's localStorage, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("the play-test page's previous run", () => {
  it('keeps the last run of each game and names it by its time', () => {
    const storage = memoryStorage();
    expect(readPreviousRun(storage, 'hott')).toBeNull();
    const at = new Date(2026, 10, 24, 14, 3);
    expect(rememberRun(storage, 'hott', { games: 400 }, at)).toEqual({ json: { games: 400 }, label: 'the previous run here, at 14:03' });
    expect(readPreviousRun(storage, 'hott', new Date(2026, 10, 24, 18, 0))).toEqual({
      json: { games: 400 },
      label: 'the previous run here, at 14:03',
    });
    // Another day says which day; another game has none.
    expect(readPreviousRun(storage, 'hott', new Date(2026, 10, 25, 9, 0))?.label).toBe('the previous run here, at 14:03 on 24 Nov');
    expect(readPreviousRun(storage, 'hounds')).toBeNull();
  });

  it('takes a stored value it cannot read, or a storage that refuses, as no previous run', () => {
    const storage = memoryStorage();
    storage.items.set('armory.playtest.hott.previous', '{not json');
    expect(readPreviousRun(storage, 'hott')).toBeNull();
    storage.items.set('armory.playtest.hott.previous', JSON.stringify({ json: {}, at: 'yesterday' }));
    expect(readPreviousRun(storage, 'hott')).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPreviousRun(refusing, 'hott')).toBeNull();
    expect(rememberRun(refusing, 'hott', { games: 1 }, new Date(2026, 0, 1, 9, 5)).label).toBe('the previous run here, at 09:05');
  });
});
