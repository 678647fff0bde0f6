/** "1 error", "2 errors": a count with its noun in the right number. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
