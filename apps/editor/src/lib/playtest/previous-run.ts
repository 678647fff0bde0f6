/**
 * The play-test page's previous run of each game, kept in the browser (localStorage) so that a designer can run,
 * go and edit, save, and come back to see what the edit changed.
 */

/** An earlier run to compare with: its `armory simulate --json` report and how the page names it. */
export interface EarlierRun {
  json: unknown;
  label: string;
}

/** What is stored per game. */
interface StoredRun {
  json: unknown;
  /** When the run finished (ISO time). */
  at: string;
}

const keyOf = (game: string) => `armory.playtest.${game}.previous`;

/** "the previous run here, at 14:03" (with the date when it was not today). */
function labelOf(at: Date, now: Date): string {
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  const sameDay = at.toDateString() === now.toDateString();
  return `the previous run here, at ${time}${sameDay ? '' : ` on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`}`;
}

/** The game's previous run, if this browser keeps one that can be read. */
export function readPreviousRun(storage: Pick<Storage, 'getItem'>, game: string, now = new Date()): EarlierRun | null {
  try {
    const stored = JSON.parse(storage.getItem(keyOf(game)) ?? 'null') as StoredRun | null;
    const at = new Date(stored?.at ?? '');
    if (!stored || stored.json === undefined || Number.isNaN(at.getTime())) return null;
    return { json: stored.json, label: labelOf(at, now) };
  } catch {
    // Storage turned off, or something else wrote the key: as if there were no previous run.
    return null;
  }
}

/** Keeps `json` as the game's previous run (when the browser lets us) and returns it as an earlier run. */
export function rememberRun(storage: Pick<Storage, 'setItem'>, game: string, json: unknown, at: Date): EarlierRun {
  try {
    storage.setItem(keyOf(game), JSON.stringify({ json, at: at.toISOString() } satisfies StoredRun));
  } catch {
    // A full or disabled storage loses only the comparison with this run.
  }
  return { json, label: labelOf(at, at) };
}
