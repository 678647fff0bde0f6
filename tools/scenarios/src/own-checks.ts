/**
 * What a scenario file must hold beyond its schema, checked where its places are known: its id is its file name,
 * and the seats of the game's seat fields in actions and event patterns count from 1 (the schema checks only
 * the shared seats; which fields of a game's actions hold seats, only its module's `seatFields` knows).
 */
import type { Diagnostic, LoadedFile } from '@armory/content-pipeline';
import { seatNumberProblems, type Scenario, type GameSeats } from '@armory/engine';
import { basename } from 'node:path';
import { problemAtPath } from './place.js';

/** The id a scenario at `path` must have: its file name without .yaml (or .yml). */
export const idForFile = (path: string): string => basename(path).replace(/\.ya?ml$/, '');

/** The problems of a scenario that passed its schema, each at the value to blame. */
export function ownProblems(path: string, file: string, loaded: LoadedFile, scenario: Scenario, seats: GameSeats): Diagnostic[] {
  const problems: Diagnostic[] = [];
  // The coverage table and the games' tests find a scenario by file name; an id that differs names another file.
  const id = idForFile(path);
  if (scenario.id !== id)
    problems.push(problemAtPath(file, loaded, ['id'], `the id must be the file name without .yaml: '${id}', got '${scenario.id}'`, 'id'));
  for (const p of seatNumberProblems(scenario, seats.seatFields ?? [], seats.seatWord))
    problems.push(problemAtPath(file, loaded, p.path, p.message, 'seat'));
  return problems;
}
