// Adds up the "Tests  N failed | M passed" lines every package's vitest run printed, into one closing line.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  const totals = /\bTests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (!totals) continue;
  for (const [, count, what] of totals[1].matchAll(/(\d+) (passed|failed|skipped)/g)) {
    if (what === 'passed') passed += Number(count);
    else if (what === 'failed') failed += Number(count);
    else skipped += Number(count);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
