/** Naming the known word a user's typo most likely stands for: an option, a command, a game id. */
import { editDistance } from '@armory/content-pipeline/suggest';

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
