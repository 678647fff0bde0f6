/**
 * What a designer typed into a number field, as the value to store: a number when it reads as one, else the
 * text itself, so the validator can point at it ("must be a whole number, got 'fast'") instead of the form
 * silently refusing the keystroke.
 */
export function typedNumber(input: string): number | string {
  const t = input.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : input;
}
