/** Comparing what a scenario expects with what happened, for the fields the file writes. */

/** The differences between `actual` and the fields `want` writes, as "expected ..., got ..." lines. */
export function differences(actual: unknown, want: unknown, where: string): string[] {
  if (want !== null && typeof want === 'object' && !Array.isArray(want)) {
    if (actual === null || typeof actual !== 'object') return [`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`];
    return Object.entries(want).flatMap(([k, v]) => differences((actual as Record<string, unknown>)[k], v, `${where}.${k}`));
  }
  return JSON.stringify(actual) === JSON.stringify(want)
    ? []
    : [`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`];
}
