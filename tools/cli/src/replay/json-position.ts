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

/** Where the JSON value starting at `from` ends: past its closing quote or bracket, or its last character. */
function valueEnd(text: string, from: number): number {
  if (text[from] === '"') return stringEnd(text, from);
  if (text[from] !== '{' && text[from] !== '[') return from + /^[^,\]}\s]*/.exec(text.slice(from))![0].length;
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = stringEnd(text, i) - 1;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Where the string starting at `from` (its opening quote) ends: just past its closing quote. */
function stringEnd(text: string, from: number): number {
  for (let i = from + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return text.length;
}

const skipSpace = (text: string, from: number) => from + (/^\s*/.exec(text.slice(from))?.[0].length ?? 0);

/**
 * Line and column (from 1) of the member at `path` in JSON `text` (its key, or an item of a list by its index as
 * text), or undefined when the text holds no such member. The text is taken to be JSON (it parsed).
 */
export function placeOfMember(text: string, path: readonly string[]): { line: number; column: number } | undefined {
  let at = skipSpace(text, 0);
  let place: number | undefined;
  for (const key of path) {
    const open = text[at];
    if (open !== '{' && open !== '[') return undefined;
    at = skipSpace(text, at + 1);
    for (let index = 0; ; index++) {
      if (text[at] === '}' || text[at] === ']' || at >= text.length) return undefined;
      const start = at;
      let name = String(index);
      if (open === '{') {
        const end = stringEnd(text, at);
        name = JSON.parse(text.slice(at, end)) as string;
        at = skipSpace(text, skipSpace(text, end) + 1);
      }
      if (name === key) {
        place = start;
        break;
      }
      at = skipSpace(text, valueEnd(text, at));
      if (text[at] === ',') at = skipSpace(text, at + 1);
    }
  }
  return place === undefined ? undefined : placeOf(text, place);
}
