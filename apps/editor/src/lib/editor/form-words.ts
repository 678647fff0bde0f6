/**
 * A validator message said in the form's words where the CLI's would mislead. The CLI reads YAML someone wrote:
 * `initiative: '+3'` is text because of its quotes, and its message says to drop them. In the form the designer
 * typed no quotes: the form keeps what they typed as text (`typedNumber`), and the YAML writer quotes `+3` so it
 * stays text. So a number field's text that reads as a number in other writing is told how to write it instead.
 */
import type { Diagnostic } from '@armory/content-pipeline';

/** The CLI's tail of a type error on a quoted number: `, got '+3' (quotes make it text: drop them to write a number)`. */
const QUOTED_NUMBER = /, got '([^']*)' \(quotes make it text: drop them to write a number\)/;

/** A number written another way than the form writes numbers (`+3`, `03`, `3.50`), or undefined. */
function otherWriting(text: string): number | undefined {
  const t = text.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return undefined;
  const n = Number(t);
  // Text exactly as the number prints ('3') was quoted in the file itself: the CLI's words are true then.
  return String(n) === text ? undefined : n;
}

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  let at = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * `d` as the form says it, given the file's data: "must be a whole number 0-9; '+3' is not a number: write 3" in
 * place of the quotes note; any other diagnostic as it is.
 */
export function inFormWords(d: Diagnostic, data: unknown): Diagnostic {
  const value = valueAt(data, d.pointer);
  if (typeof value !== 'string') return d;
  const n = otherWriting(value);
  const quoted = QUOTED_NUMBER.exec(d.message);
  if (n === undefined || !quoted) return d;
  return { ...d, message: d.message.replace(QUOTED_NUMBER, `; '${quoted[1]}' is not a number: write ${n}`) };
}
