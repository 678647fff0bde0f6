/**
 * Reading a saved game log (`armory simulate --save-log`) for `armory replay`: a file that is not JSON, or not
 * shaped like a whole log (a field missing, or of the wrong kind, as a hand edit leaves it), is refused with
 * one message naming the first problem, before any game is set up.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SavedLog } from '@armory/engine';
import { UsageError } from '../command.js';
import { ioProblem } from '../io-errors.js';
import { jsonMistake, placeOfMember } from './json-position.js';

/** The fields a whole log has; a log without them cannot show that it is complete. */
const REQUIRED = ['game', 'content', 'players', 'options', 'seed', 'actions', 'events', 'steps', 'result'] as const;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const shown = (x: unknown) => (x === undefined ? 'nothing' : JSON.stringify(x));

/** What is wrong with the shape of a parsed log, or null when it has every field a replay reads, each of its kind. */
export function logShapeProblem(log: unknown): string | null {
  if (!isRecord(log)) return 'it is not a JSON object';
  const missing = REQUIRED.filter((k) => !(k in log));
  if (missing.length > 0) return `it lacks ${missing.join(', ')}`;
  const { game, content, players, options, seed, actions, events, steps, result } = log;
  if (typeof game !== 'string') return `"game" must be a game's name, got ${shown(game)}`;
  if (!isRecord(content) || typeof content['hash'] !== 'string' || !isRecord(content['parts']))
    return `"content" must be the stamp of the content it was played on ({ hash, parts }), got ${shown(content)}`;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string'))
    return `"players" must be a list of player names, got ${shown(players)}`;
  if (!isRecord(options)) return `"options" must be the game's set-up options (an object), got ${shown(options)}`;
  if (typeof seed !== 'string' && typeof seed !== 'number') return `"seed" must be a number or a text, got ${shown(seed)}`;
  if (!Array.isArray(actions)) return `"actions" must be a list, got ${shown(actions)}`;
  const badAction = actions.findIndex((a) => !isRecord(a) || typeof a['type'] !== 'string');
  if (badAction >= 0) return `action ${badAction + 1} must be an object with a "type", got ${shown(actions[badAction])}`;
  if (!Array.isArray(events)) return `"events" must be a list (one list of events per action), got ${shown(events)}`;
  const badEvents = events.findIndex((list) => !Array.isArray(list) || !list.every(isRecord));
  if (badEvents >= 0) return `the events of step ${badEvents + 1} must be a list of objects, got ${shown(events[badEvents])}`;
  if (typeof steps !== 'number' || !Number.isInteger(steps) || steps < 0)
    return `"steps" must be the number of actions played, got ${shown(steps)}`;
  if (!isRecord(result) || typeof result['over'] !== 'boolean')
    return `"result" must be the game's status at the end ({ over, ... }), got ${shown(result)}`;
  return null;
}

/** A log as read from its file: the log, and where in the file a member of it is, as messages name places. */
export interface LogFile {
  saved: SavedLog;
  /** `log.json:3:41` for the member at `path` (`["options", "boundLimit"]`), or the file's name when it has none there. */
  at(path: readonly string[]): string;
}

/** The log in file `given` (a path from the working folder); a UsageError for a file that cannot be read or is no whole log. */
export function readLog(given: string): LogFile {
  let text: string;
  try {
    text = readFileSync(resolve(process.cwd(), given), 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read log ${given}: ${ioProblem(e)}`);
  }
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch {
    const mistake = jsonMistake(text)!;
    throw new UsageError(
      `${given}:${mistake.line}:${mistake.column}: not JSON (${mistake.why}), so not a game log (logs come from armory simulate --save-log)`,
    );
  }
  const problem = logShapeProblem(log);
  if (problem) throw new UsageError(`${given} is not a whole game log: ${problem} (logs come from armory simulate --save-log)`);
  const at = (path: readonly string[]) => {
    const place = placeOfMember(text, path);
    return place ? `${given}:${place.line}:${place.column}` : given;
  };
  return { saved: log as SavedLog, at };
}
