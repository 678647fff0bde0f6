/**
 * Where a text stops being JSON, as file:line:column messages name places: JSON.parse says where only for some
 * mistakes, so the place is found as the end of the shortest start of the text that is already wrong.
 */

/** Line and column (from 1) of character `offset` in `text`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** JSON.parse's complaint about `text`, or undefined when it parses. */
function complaint(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/** Whether JSON.parse's complaint about a text of `length` characters is only that it ends too soon. */
function endsEarly(message: string | undefined, length: number): boolean {
  if (message === undefined) return false;
  const at = /at position (\d+)/.exec(message)?.[1];
  // V8 words some ends as a missing ',' or an unterminated string, at a position just past the text.
  return /^Unexpected end of JSON input/.test(message) || (at !== undefined && Number(at) >= length);
}

/** Where `text` stops making sense as JSON and why, in words; undefined when it is JSON. */
export function jsonMistake(text: string): { line: number; column: number; why: string } | undefined {
  // Space after the last value means nothing, and would hide that a string or list was cut short.
  const body = text.trimEnd();
  const whole = complaint(body);
  if (whole === undefined) return undefined;
  // A text cut short is wrong only at its end: the place just after its last character.
  if (endsEarly(whole, body.length)) return { ...placeOf(text, body.length), why: 'the text ends before the JSON does' };
  // A start that is wrong stays wrong as it grows; the shortest wrong start ends at the mistake.
  let right = 0; // the longest start known to be still right (JSON, or JSON cut short)
  let wrong = body.length; // the shortest start known to be wrong
  while (wrong - right > 1) {
    const middle = Math.floor((right + wrong) / 2);
    const said = complaint(body.slice(0, middle));
    if (said === undefined || endsEarly(said, middle)) right = middle;
    else wrong = middle;
  }
  const why = complaint(body.slice(0, wrong))!
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .replace(/^./, (c) => c.toLowerCase());
  return { ...placeOf(text, wrong - 1), why };
}
