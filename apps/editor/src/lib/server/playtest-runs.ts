/**
 * The play-test running now, if any: one at a time, since a run keeps a core busy and the server needs the
 * other. Its id is what the page's Stop quotes.
 */
import { randomUUID } from 'node:crypto';

/** A run in progress. */
export interface PlaytestRun {
  id: string;
  game: string;
  total: number;
  done: number;
  stop: AbortController;
}

let current: PlaytestRun | undefined;

/** Starts a run, or says which one is busy. */
export function startRun(game: string, total: number): { run: PlaytestRun } | { busy: PlaytestRun } {
  if (current) return { busy: current };
  current = { id: randomUUID(), game, total, done: 0, stop: new AbortController() };
  return { run: current };
}

/** Asks the run with this id to stop after the games in hand; false when no such run is going. */
export function stopRun(id: string): boolean {
  if (current?.id !== id) return false;
  current.stop.abort();
  return true;
}

/** Frees the slot once a run has ended. */
export function endRun(run: PlaytestRun): void {
  if (current === run) current = undefined;
}
