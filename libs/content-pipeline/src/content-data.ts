import type { GameReport } from './types.js';

/** The kinds that describe content rather than being content: they stay out of a game's built data. */
export const NOT_CONTENT = new Set(['checks', 'locale']);

/** A game's content as plain data: `{ <kind>: { <root id or file stem>: data } }`. */
export type GameContent = Record<string, Record<string, unknown>>;

/**
 * Gathers a validated game's files into plain data, keyed by kind and then by each file's root `id` (or its
 * file name without extension). Two files of one kind under one key are reported as clashes.
 */
export function gameContent(report: GameReport): { content: GameContent; files: number; clashes: string[] } {
  const content: GameContent = {};
  const from = new Map<string, string>();
  const clashes: string[] = [];
  for (const file of report.files) {
    if (!file.kind || NOT_CONTENT.has(file.kind)) continue;
    const id = (file.data as { id?: unknown } | null)?.id;
    const key = typeof id === 'string' ? id : file.path.slice(file.path.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
    const seen = from.get(`${file.kind}\0${key}`);
    if (seen) clashes.push(`${file.path}: ${file.kind} '${key}' is also ${seen}; each file of a kind needs its own id or file name`);
    from.set(`${file.kind}\0${key}`, file.path);
    (content[file.kind] ??= {})[key] = file.data;
  }
  return { content, files: from.size, clashes };
}
