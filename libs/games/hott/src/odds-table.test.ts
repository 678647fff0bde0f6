import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { oddsCsv } from './odds-csv.js';
import { oddsTable } from './odds-table.js';
import { compileCombat } from './rules.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Pinned from the committed content before the resolver was tuned for speed: any change to what the whole table
// says (a count, a pair of results, the order of outcomes) changes a digest. Update them only with a rules change.
describe('the whole odds table', () => {
  const rules = compileCombat(content);
  const cells = oddsTable(rules, ['good', 'bad'], ['close', 'shooting']);

  it('covers every pair of types in both goings and both kinds of combat', () => {
    expect(cells).toHaveLength(rules.types.size ** 2 * 4);
  });

  it('says the same as before, as CSV', () => {
    expect(sha256(oddsCsv(cells, rules.results))).toBe('1f9e24d17ebd257134a6c6119a4a2d582ebd1e52917f81bfb1c5b0d5b2293d9a');
  });

  it('says the same as before, outcome pairs and their order included', () => {
    expect(sha256(JSON.stringify(cells))).toBe('e02fee61a8fa22830f050ecb0859f7587827e3a3f102f46a9729441a6fd38f28');
  });
});
