/** Edit distance between two words (insert, delete, replace, swap of neighbours each cost 1); `@armory/content-pipeline/suggest` for code that must not load the pipeline. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known word closest to a misspelt one, if it is close enough to be a likely typo (about a third of the letters).
 * @example closestWord('strenght', ['strength', 'speed']) // 'strength'
 */
export function closestWord(word: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  for (const candidate of known) {
    // Words whose lengths differ by more than the limit cannot be close; skipping them keeps big games fast.
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    // On a tie, a word of the same length (letters swapped or replaced) beats one with a letter more or less: WN is NW, not N.
    const sameLength = candidate.length === word.length && best !== undefined && best.length !== word.length;
    if (distance < bestDistance || (distance === bestDistance && sameLength)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** A list of known values for a message, shortened when long: `a, b, c, ... (12 in all)`. */
export function listKnown(values: readonly string[], max = 30): string {
  const sorted = [...values].sort();
  return sorted.length <= max ? sorted.join(', ') : `${sorted.slice(0, max).join(', ')}, ... (${sorted.length} in all)`;
}

/**
 * The one known name a user's typo is most likely to stand for (`--game` for `--games`, `hell-hound` for
 * `hell-hounds`): within two letters added, dropped, changed or swapped (one in a word of under five letters), and
 * nearer than any other; none when two are as near. Failing that, the one name a typed word begins (`open` for
 * `open-field`). The rule of every "did you mean" in armory's commands and the
 * editor's play-test form.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  // Two changes to a word of three letters could make it any other word.
  const letters = typed.replace(/^-+/, '').length;
  const near = known.map((name) => ({ name, d: editDistance(typed, name) })).filter((k) => k.d <= 2 && 2 * k.d < letters);
  const best = Math.min(...near.map((k) => k.d));
  const at = near.filter((k) => k.d === best);
  if (at.length === 1) return at[0]!.name;
  // A word cut short (`open` for `open-field`) is no typo, yet stands for the one name it begins.
  const begun = letters >= 2 && near.length === 0 ? known.filter((name) => name.startsWith(typed) && name !== typed) : [];
  return begun.length === 1 ? begun[0] : undefined;
}

/** " (did you mean --games?)" when a typo stands for one known name (see `closestName`), else "". */
export function didYouMean(typed: string, known: readonly string[]): string {
  const meant = closestName(typed, known);
  return meant === undefined ? '' : ` (did you mean ${meant}?)`;
}
