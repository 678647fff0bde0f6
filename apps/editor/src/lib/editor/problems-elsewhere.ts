/**
 * Problems an edit makes in the game's other files: renaming a troop type's id breaks every table naming the old
 * one, yet the page lists only the edited file's problems. The other files do not change while this page is
 * open, so a problem of theirs that was not there when it opened is this edit's doing.
 */
import type { Diagnostic } from '@armory/content-pipeline';

/** One other file and the problems the edit made in it. */
export interface FileProblems {
  /** Path relative to content/, as the editor's links take it. */
  path: string;
  problems: Diagnostic[];
  /** The translate page of this file, when it is one of the game's locales (a translation left stale is reviewed there). */
  translatePage?: string;
}

/** One of the game's locale files (`gameLocales` of the pipeline): its locale and workspace path. */
export interface LocaleFile {
  locale: string;
  path: string;
}

/** Where a problem is and which rule it breaks; not its message, which may quote the edited file (its known ids). */
function place(d: Diagnostic): string {
  return [d.file, d.line, d.column, d.pointer, d.rule, d.severity].join('\n');
}

/**
 * The problems in `now` that are in files other than `file` (a workspace path) and were not in `opened`, by file
 * in `now`'s order; a file among `locales` (of `game`) is given its translate page. A problem standing for places in
 * several files (`places`: one renamed id named in many) is listed once, under its own file, as the home page counts
 * it; its message names the other places. The "... and N more" summary lines count too: they are the file's own.
 */
export function problemsElsewhere(
  opened: readonly Diagnostic[],
  now: readonly Diagnostic[],
  file: string,
  game = '',
  locales: readonly LocaleFile[] = [],
): FileProblems[] {
  const before = new Set(opened.map(place));
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of now) {
    if (before.has(place(d))) continue;
    if (d.file !== file) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  }
  return [...byFile].map(([path, problems]) => {
    const locale = locales.find((l) => l.path === path)?.locale;
    return { path: path.replace(/^content\//, ''), problems, ...(locale ? { translatePage: `/translate/${game}/${locale}` } : {}) };
  });
}
