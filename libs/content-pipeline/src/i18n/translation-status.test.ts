import { describe, expect, it } from 'vitest';
import { sourceHash } from '../source-hash.js';
import type { TranslatableString } from '../types.js';
import { keyState, translationStatus } from './translation-status.js';

const strings: TranslatableString[] = [
  { key: 'hh.wolf.name', text: 'Wolf', file: 'content/g/hh.yaml', pointer: '/tiles/0/name', line: 5 },
  { key: 'hh.hq.name', text: 'HQ', file: 'content/g/hh.yaml', pointer: '/tiles/1/name', line: 9 },
  { key: 'hh.net.name', text: 'Net Fighter', file: 'content/g/hh.yaml', pointer: '/tiles/2/name', line: 13 },
];

describe('translationStatus', () => {
  it('sorts keys into done, missing, stale and orphaned', () => {
    const entries = new Map([
      ['hh.wolf.name', { text: 'Wilk', source: sourceHash('Wolf') }],
      ['hh.net.name', { text: 'Sieciarz', source: sourceHash('Netter') }],
      ['hh.gone.name', { text: 'Nie ma', source: sourceHash('Gone') }],
    ]);
    const status = translationStatus('pl', strings, entries);
    expect(status.total).toBe(3);
    expect(status.done.map((k) => k.key)).toEqual(['hh.wolf.name']);
    expect(status.missing).toEqual([{ key: 'hh.hq.name', state: 'missing', english: 'HQ', file: 'content/g/hh.yaml', line: 9 }]);
    expect(status.stale).toEqual([
      { key: 'hh.net.name', state: 'stale', english: 'Net Fighter', text: 'Sieciarz', file: 'content/g/hh.yaml', line: 13 },
    ]);
    expect(status.orphaned).toEqual([{ key: 'hh.gone.name', state: 'orphaned', text: 'Nie ma' }]);
  });

  it('turns a done key stale when its English changes', () => {
    const entry = { text: 'Wilk', source: sourceHash('Wolf') };
    expect(keyState('Wolf', entry)).toBe('done');
    expect(keyState('Wolf ', entry)).toBe('stale');
    expect(keyState('Wolf', undefined)).toBe('missing');
  });
});
