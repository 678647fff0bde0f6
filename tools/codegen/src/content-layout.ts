/** How a content package lays out a game's content: no file system, so the editor can use it in the browser. */

/**
 * What a content package exports, read from its exports.json: each export takes the files of one content kind,
 * either keyed by id (`armies['hell-hounds']`) or as the single file of that kind (`rules`).
 */
export interface PackageExport {
  kind: string;
  /** The generated type of one file of that kind. */
  type: string;
  shape: 'by-id' | 'single';
  /** For `by-id`: the name of the union type of the ids (e.g. `ArmyId`). */
  idType?: string;
  description: string;
}
export type PackageLayout = Record<string, PackageExport>;

/** The data `armory build` writes: `{ <kind>: { <id or file stem>: data } }`. */
export type BuiltContent = Record<string, Record<string, unknown>>;

/** The values a content package exports, by export name: what `import * as content from '@armory/content-<game>'` gives. */
export function layoutContent(layout: PackageLayout, content: BuiltContent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(layout)) {
    const files = content[entry.kind] ?? {};
    const ids = Object.keys(files).sort();
    if (entry.shape === 'single') {
      if (ids.length !== 1) throw new Error(`export '${name}' wants exactly one '${entry.kind}' file, found ${ids.length}`);
      out[name] = files[ids[0]!];
    } else out[name] = Object.fromEntries(ids.map((id) => [id, files[id]]));
  }
  return out;
}
