/** Naming the known word a user's typo most likely stands for: an option, a command, a game id. */

/**
 * The one known name a typo is most likely to stand for (`--game` for `--games`): within two letters added, dropped,
 * changed or swapped (one in a word of under five letters), and nearer than any other; none when two are as near.
 */
export function closest(typed: string, known: string[]): string | undefined {
  // Two changes to a word of three letters could make it any other word.
  const letters = typed.replace(/^-+/, '').length;
  const near = known.map((name) => ({ name, d: editDistance(typed, name) })).filter((k) => k.d <= 2 && 2 * k.d < letters);
  const best = Math.min(...near.map((k) => k.d));
  const at = near.filter((k) => k.d === best);
  return at.length === 1 ? at[0]!.name : undefined;
}

/** " (did you mean --games?)" when a typo stands for one known name (see `closest`), else "". */
export function didYouMean(typed: string, known: string[]): string {
  const meant = closest(typed, known);
  return meant === undefined ? '' : ` (did you mean ${meant}?)`;
}

/**
 * A game command's "unknown option '--x'; known: ..." (the games' own flag readers use these words) with the known
 * option it is most like named, as `parse` names it for armory's own commands.
 */
export function withSuggestion(message: string): string {
  const m = /^unknown option '(-[^']+)'; known: (.+)$/.exec(message);
  return m ? namedIn(message, m[1]!, m[2]!.split(', ')) : message;
}

/** `message`, which quotes `typed` ('knigts'), with the known word it stands for named after the quote. */
export function namedIn(message: string, typed: string, known: string[]): string {
  return message.replace(`'${typed}'`, `'${typed}'${didYouMean(typed, known)}`);
}

/** Letters added, dropped or changed, or two neighbours swapped, to turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}
