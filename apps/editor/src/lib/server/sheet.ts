/**
 * The print sheet of one content file: every value its schema gives a picture (`x-preview`), drawn by the game's
 * previews from the registry, read from the file as it is on disk, with the game's content when it is valid.
 */
import { basename } from 'node:path';
import { error } from '@sveltejs/kit';
import { createValidator } from '@armory/content-pipeline';
import { findGame } from '@armory/registry';
import type { SheetItem } from '@armory/render';
import { readContentFile } from './content-file.js';
import { PathRefused } from './content-path.js';
import { gameBundle, gameOf } from './workspace.js';
import { contentLayout } from './content-layout.js';
import { previewedValues } from '../form/previews.js';
import { previewContent } from '../editor/preview-content.js';

/** What the print sheet page shows of a file. */
export interface FileSheet {
  path: string;
  name: string;
  /** Pictures of the whole file (a key, a legend), printed before the pages of copies. */
  keys: string[];
  /** Pictures to print in copies. */
  items: SheetItem[];
  /**
   * Pictures of the whole file when nothing in it has one (a battlefield, a board): each printed alone on its own
   * page (`wholePicturePage`) rather than as a key above none.
   */
  whole: SheetItem[];
}

/**
 * The `copies` printed copies of one value (`draw` gives copy 1..copies), as items: a run of copies drawn alike is
 * one item, numbered on from the copy it starts at.
 */
export function printedCopies(id: string, copies: number, draw: (number: number) => string): SheetItem[] {
  const items: SheetItem[] = [];
  for (let number = 1; number <= copies; number++) {
    const svg = draw(number);
    const last = items.at(-1);
    if (last && last.svg === svg) last.copies++;
    else items.push({ id, svg, copies: 1, ...(number > 1 ? { firstCopy: number } : {}) });
  }
  return items;
}

/** The sheet of `rel` (a path under content/) in the workspace at `root`; a SvelteKit error when there is none. */
export async function fileSheet(root: string, rel: string): Promise<FileSheet> {
  try {
    await readContentFile(root, rel);
    const game = await gameOf(root, rel);
    if (!game) error(404, `'${rel}' is not in a game folder under content/`);
    const bundle = await gameBundle(root, game);
    const report = createValidator(bundle.schemas).validateGame(game, bundle.files);
    const file = report.files.find((f) => f.path === `content/${rel}`);
    if (!file?.schemaPath || file.data === undefined)
      error(404, `'${rel}' names no schema this editor knows, or is not valid YAML: nothing to print`);
    const previews = findGame(game)?.previews ?? {};
    const located = { schema: bundle.schemas[file.schemaPath] as Record<string, unknown>, file: file.schemaPath };
    const named = previewedValues(bundle.schemas, located, file.data);
    if (named.length === 0) error(404, `'${rel}' has no picture to print: its schema names no x-preview for it or any value in it`);
    const found = named.filter((p) => previews[p.preview]);
    if (found.length === 0) {
      const missing = [...new Set(named.map((p) => p.preview))].join(', ');
      error(404, `'${rel}' has no picture to print: its game '${game}' has no preview named ${missing} (its schema's x-preview)`);
    }
    const content = previewContent(report, contentLayout(root, game));
    const draw = (p: (typeof found)[number], copy?: { number: number; of: number }) =>
      previews[p.preview]!(p.value, { file: file.data, content, ...(copy ? { copy } : {}) });
    // An item is named by its own id when it has one (a tile's), else by where it sits in the file.
    const idOf = (p: (typeof found)[number]) => {
      const id = (p.value as { id?: unknown } | null)?.id;
      return typeof id === 'string' && id !== '' ? id : p.pointer;
    };
    // Each copy is drawn as printed (only some of a tile's copies carry a star); copies alike print as one item.
    const items: SheetItem[] = found
      .filter((p) => p.pointer !== '')
      .flatMap((p) => printedCopies(idOf(p), p.copies, (number) => draw(p, { number, of: p.copies })));
    const ofFile = found.filter((p) => p.pointer === '');
    const data = file.data as { name?: unknown };
    // The whole file's picture is a key above the copies it explains (an army's legend), else the one thing to print.
    const fileId = basename(rel, '.yaml');
    return {
      path: rel,
      name: typeof data.name === 'string' ? data.name : rel,
      keys: items.length > 0 ? ofFile.map((p) => draw(p)) : [],
      items,
      whole: items.length > 0 ? [] : ofFile.map((p) => ({ id: idOf(p) === '' ? fileId : idOf(p), svg: draw(p), copies: 1 })),
    };
  } catch (e) {
    if (e instanceof PathRefused) error(e.status, e.message);
    throw e;
  }
}
