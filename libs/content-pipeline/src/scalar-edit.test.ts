import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScalar, visit } from 'yaml';
import { fixtureFiles, fixtureValidator, GAME, ARMY } from '../test/fixture-workspace.js';
import { parseScalarEdit } from './scalar-edit.js';
import type { GameReport, SourceFile } from './types.js';

const validator = fixtureValidator();
const files = fixtureFiles();
const base = validator.validateGame(GAME, files);
const army = base.files.find((f) => f.path === ARMY)!;

/** Offsets [start, end) of every scalar value (not key) in the army file, as the parser placed them. */
const values: [number, number][] = [];
visit(army.doc, {
  Scalar(key, node) {
    if (key !== 'key' && node.range) values.push([node.range[0], node.range[1]]);
  },
});

function edited(start: number, end: number, insert: string): string {
  return army.text.slice(0, start) + insert + army.text.slice(end);
}

/** What a designer sees of a report: every diagnostic, the data, and where each translatable string is. */
function seen(report: GameReport) {
  return {
    diagnostics: report.diagnostics,
    files: report.files.map((f) => ({ path: f.path, data: f.data, strings: f.findings.strings, ids: f.findings.ids, kind: f.kind })),
  };
}

describe('typing inside one value', () => {
  it('is applied without a full parse for plain, flow and quoted values', () => {
    for (const [start, end] of values.slice(0, 40)) {
      const original = army.text.slice(start, end);
      const quoted = original.startsWith('"') || original.startsWith("'");
      const text = quoted ? edited(start + 1, start + 1, 'x') : edited(end, end, 'x');
      const parsed = parseScalarEdit(army, text);
      expect(parsed, `edit of ${JSON.stringify(original)} at ${start}`).toBeDefined();
      expect(parsed!.data).toEqual(
        validator
          .validateGame(
            GAME,
            files.map((f) => (f.path === ARMY ? { path: ARMY, text } : f)),
          )
          .files.find((f) => f.path === ARMY)!.data,
      );
    }
  });

  it('falls back to a full parse for edits that may change the structure', () => {
    const [start, end] = values.find(([s]) => army.text.slice(s, s + 1) !== '"')!;
    const lineOne = army.text.indexOf('\n');
    const attempts = {
      'a new line': edited(end, end, '\n  extra: 1'),
      'a mapping': edited(end, end, ': x'),
      'a comment': edited(end, end, ' #'),
      'an empty value': edited(start, end, ''),
      'an anchor': edited(start, start, '&a '),
      'the modeline': edited(lineOne - 1, lineOne - 1, 'x'),
      'nothing changed': army.text,
    };
    for (const [what, text] of Object.entries(attempts)) expect(parseScalarEdit(army, text), what).toBeUndefined();
  });

  it('gives exactly what a full parse gives, for any edit inside any value', () => {
    let fast = 0;
    const alphabet = fc.constantFrom(...'0123456789 az-_.:#,[]{}"\'&*!?|>%@`\n\t\\'.split(''));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: values.length - 1 }),
        fc.nat(),
        fc.nat(),
        fc.array(alphabet, { maxLength: 4 }).map((c) => c.join('')),
        (which, a, b, insert) => {
          const [from, to] = values[which]!;
          const start = from + (a % (to - from + 1));
          const end = start + (b % (to - start + 1));
          const text = edited(start, end, insert);
          const file: SourceFile = { path: ARMY, text };
          if (parseScalarEdit(army, text)) fast++;
          const revalidated = validator.revalidate(base, file);
          const full = validator.validateGame(
            GAME,
            files.map((f) => (f.path === ARMY ? file : f)),
          );
          expect(seen(revalidated)).toEqual(seen(full));
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
    // Most random edits stay inside one value; the comparison above must have exercised the fast path.
    expect(fast).toBeGreaterThan(100);
  }, 30_000); // 600 validations: a few seconds alone, more on a busy machine; this checks results, not speed
});
