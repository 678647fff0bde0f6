/**
 * `keysOf` in checks.yaml: a table keyed by names declared elsewhere in the same file (an attack matrix by unit
 * type) must have an entry for every name, and no other entry.
 */
import type { Check } from './check-entry.js';
import { valueText, type Report } from './check-report.js';
import { matchPointer, toPointer } from './pointer.js';
import { closestWord } from './suggest.js';
import type { UnknownName } from './diagnostic.js';
import type { DeclaredId, LoadedFile } from './types.js';

/**
 * Reports a table missing names at the table, and each key that is no name at the key. A key one typo away from a
 * missing name is that name misspelt: one error, at the key, naming the name meant, and the name is not reported
 * missing too; so is the one key left that is no name beside the one name left missing (a name renamed, or a key
 * mistyped beyond a typo). When the names are ids (`x-id`), a key that is none is marked as a name nothing
 * declares, so a renamed id is one error with every other place still naming it (unknown-names.ts). While a name
 * is declared twice (`declaredTwice(pointer)`: a `unique-id` error stands at that pointer), the name it replaced
 * is not known, so keys that are no name (and no typo of one) wait with it; a name repeated that no other error
 * reports is reported here, at its second place.
 */
export function checkKeysOf(
  check: Check,
  file: LoadedFile,
  pattern: string,
  keysOf: string,
  report: Report,
  declaredTwice: (pointer: string) => boolean = () => false,
): void {
  const names: string[] = [];
  let repeated = false;
  let declaredAs: DeclaredId | undefined;
  for (const m of matchPointer(file.data, keysOf)) {
    if (typeof m.value !== 'string') continue;
    declaredAs ??= file.findings.ids.find((id) => id.pointer === toPointer(m.segments));
    if (!names.includes(m.value)) names.push(m.value);
    else {
      repeated = true;
      if (!declaredTwice(toPointer(m.segments)))
        report(valueText(m.value), m.segments, { replace: `check '${check.id}': ${valueText(m.value)} is named twice in ${keysOf}` });
    }
  }
  const list = names.map(valueText).join(', ');
  for (const m of matchPointer(file.data, pattern)) {
    const keys = m.value !== null && typeof m.value === 'object' && !Array.isArray(m.value) ? Object.keys(m.value) : [];
    const missing = names.filter((n) => !keys.includes(n));
    const unknown = keys.filter((k) => !names.includes(k));
    const misspelt = new Map<string, string>();
    for (const k of unknown) {
      const meant = closestWord(
        k,
        missing.filter((n) => ![...misspelt.values()].includes(n)),
      );
      if (meant !== undefined) misspelt.set(k, meant);
    }
    const typos = new Map(misspelt);
    const leftKeys = unknown.filter((k) => !misspelt.has(k));
    const leftNames = missing.filter((n) => ![...misspelt.values()].includes(n));
    // While a name is declared twice the name it replaced is unknown, so a key left over is no evidence of a rename.
    if (!repeated && leftKeys.length === 1 && leftNames.length === 1) misspelt.set(leftKeys[0]!, leftNames[0]!);
    const reallyMissing = missing.filter((n) => ![...misspelt.values()].includes(n));
    if (reallyMissing.length)
      report(reallyMissing.map(valueText).join(', '), m.segments, {
        replace: check.message
          ? undefined
          : `check '${check.id}': no entry for ${reallyMissing.map(valueText).join(', ')}; every one of ${list} needs one`,
      });
    for (const k of unknown) {
      const meant = misspelt.get(k);
      if (repeated && meant === undefined) continue;
      const unknownName: UnknownName | undefined = declaredAs && {
        value: k,
        collection: declaredAs.collection,
        scopeFile: declaredAs.scope === 'file' ? file.path : undefined,
        guess: typos.get(k),
        renamedTo: typos.has(k) ? undefined : meant,
      };
      report(valueText(k), [...m.segments, k], {
        atKey: true,
        replace: `check '${check.id}': ${valueText(k)} is not one of ${list}${meant ? ` (did you mean ${valueText(meant)}?)` : ''}`,
        unknownName,
      });
    }
  }
}
