/**
 * @armory/content-pipeline/layout: how a game's content is laid out as its typed content package's exports
 * (libs/content/<game>/exports.json). No file system, so the editor uses it in the browser too.
 */
import type { GameContent } from './content-data.js';

/**
 * One export of a content package, from its exports.json: it takes the files of one content kind, either keyed
 * by id (`armies['hell-hounds']`) or as the single file of that kind (`rules`).
 */
export interface PackageExport {
  kind: string;
  /** The generated type of one file of that kind. */
  type: string;
  shape: 'by-id' | 'single';
  /** For `by-id`: the name of the union type of the ids (e.g. `ArmyId`). */
  idType?: string;
  /**
   * Union types of the ids inside the export, by type name: each names the property of the export's value (of
   * every value, for `by-id`) that holds a list of things with an `id`, e.g. `{ "TroopTypeId": "types" }`.
   */
  ids?: Record<string, string>;
  description: string;
}
export type PackageLayout = Record<string, PackageExport>;

/** An export that does not fit the content: a `single` export whose kind has no file or several. */
export class LayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutError';
  }
}

/** Where a game's layout lives, from the workspace root. */
export function layoutPath(game: string): string {
  return `libs/content/${game}/exports.json`;
}

/** The values a content package exports, by export name: what `import * as content from '@armory/content-<game>'` gives. */
export function layoutContent(layout: PackageLayout, content: GameContent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(layout)) {
    const files = content[entry.kind] ?? {};
    const ids = Object.keys(files).sort();
    if (entry.shape === 'single') {
      if (ids.length !== 1) throw new LayoutError(`export '${name}' wants exactly one '${entry.kind}' file, found ${ids.length}`);
      out[name] = files[ids[0]!];
    } else out[name] = Object.fromEntries(ids.map((id) => [id, files[id]]));
  }
  return out;
}
