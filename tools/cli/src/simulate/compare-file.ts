/**
 * The `--compare` file: an earlier run's report, as `armory simulate --json` wrote it. Read and checked before any
 * game is played, so a wrong path or a report of another game costs nothing.
 */
import { readFileSync } from 'node:fs';
import { comparedRun, type ComparedRun } from '@armory/engine';
import { UsageError } from '../command.js';
import { ioProblem } from '../io-errors.js';

/** The earlier run in `file` (`given` as the user typed it), or a UsageError saying why it cannot be read as one. */
export function readEarlierRun(file: string, given: string): ComparedRun {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read --compare ${given}: ${ioProblem(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(
      `--compare ${given} is not JSON; write a report to compare with by adding --json (armory simulate ... --json > ${given})`,
    );
  }
  const earlier = comparedRun(json);
  if ('problem' in earlier) throw new UsageError(`--compare ${given} is not a report of armory simulate --json: ${earlier.problem}`);
  return earlier;
}
