/**
 * A run's seed as a user types it: a whole number is that number, anything else is a word. Both give the same
 * games every time, but `7` and `"7"` derive different seeds, so the CLI and the editor must read it alike.
 */
export function seedOf(text: string): number | string {
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}
