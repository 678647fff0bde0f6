import { describe, expect, it } from 'vitest';
import { sourceHash } from '../source-hash.js';
import { formatLocaleStatus, LISTED_PER_STATE, statusData } from './status-text.js';
import { translationStatus } from './translation-status.js';

const strings = Array.from({ length: LISTED_PER_STATE + 3 }, (_, i) => ({
  key: `k.t${i}.name`,
  text: `Tile ${i}`,
  file: 'content/g/a.yaml',
  pointer: `/tiles/${i}/name`,
  line: i + 2,
}));

describe('formatLocaleStatus', () => {
  it('sums up, lists each state, and caps long lists', () => {
    const entries = new Map([
      ['k.t0.name', { text: 'Kafel 0', source: sourceHash('Tile 0') }],
      ['k.t1.name', { text: 'Kafel jeden', source: sourceHash('Tile one') }],
      ['k.old.name', { text: 'Stary', source: sourceHash('Old') }],
    ]);
    const status = translationStatus('pl', strings, entries);
    const text = formatLocaleStatus('g', status);
    expect(text.split('\n')[0]).toBe(`g pl: 1 of ${strings.length} done, ${strings.length - 2} missing, 1 stale, 1 orphaned`);
    expect(text).toContain('    k.t2.name  "Tile 2"  content/g/a.yaml:4\n');
    expect(text).toContain('  stale:\n    k.t1.name  "Tile 1" (translated from older English as "Kafel jeden")  content/g/a.yaml:3\n');
    expect(text).toContain('  orphaned:\n    k.old.name  "Stary": no such text in the content any more; delete the entry\n');
    expect(text).toContain(`    ... and ${strings.length - 2 - LISTED_PER_STATE} more (--json lists all)\n`);
    expect(statusData('g', status).counts).toEqual({ total: strings.length, done: 1, missing: strings.length - 2, stale: 1, orphaned: 1 });
  });
});
