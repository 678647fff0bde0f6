/**
 * Entries of one list that share a name (two tiles both called "Wolf"): allowed by the schema, since ids tell
 * them apart, but almost always a slip, so the form warns beside both.
 */

/** For each entry whose `name` another entry also has, the positions (1-based, as shown) of the others. */
export function duplicateNames(entries: unknown[]): Map<number, number[]> {
  const byName = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const name = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)['name'] : undefined;
    if (typeof name !== 'string' || name.trim() === '') return;
    const key = name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), i]);
  });
  const out = new Map<number, number[]>();
  for (const indices of byName.values()) {
    if (indices.length < 2) continue;
    for (const i of indices)
      out.set(
        i,
        indices.filter((j) => j !== i).map((j) => j + 1),
      );
  }
  return out;
}
