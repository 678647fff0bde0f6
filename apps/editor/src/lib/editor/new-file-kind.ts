/**
 * The kind a new file is made as, following the path the designer types: a path in `armies/` is an army even if
 * the kind list still shows the first kind (abilities), which would otherwise make an abilities file named like
 * an army. Only a folder that holds one kind decides; in a shared folder the chosen kind stays.
 */

/** A kind of file a game has, and the folder its files are in (relative to content/). */
export interface KindFolder {
  schema: string;
  folder: string;
}

/** The schema a new file at `path` is made with: the only kind whose folder holds it, else `chosen`. */
export function kindForPath(kinds: readonly KindFolder[], path: string, chosen: string): string {
  const folder = path.split('/').slice(0, -1).join('/');
  const there = kinds.filter((k) => k.folder === folder);
  return there.length === 1 ? there[0]!.schema : chosen;
}
