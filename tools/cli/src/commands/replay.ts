import { didYouMean } from '@armory/content-pipeline/suggest';
import { parse } from '../args.js';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command } from '../command.js';
import { readLog } from '../replay/log-file.js';
import type { Action, ReplayOptions } from '@armory/engine';

const usage = `Usage: armory replay <log.json> [--force]

Re-runs a game log written by \`armory simulate --save-log\`, for any registered game: sets the game up
again from the log's options and seed, applies every action, checks that each one gives exactly the
recorded events, and that the game ends as the log's result says (a log cut short, or with events beyond
its actions, is refused). Seats are numbered from 1, in the log (its actions, events, options and result;
the file says so with "seatsFrom": 1) and in every message, in the game's own word for a seat where it has
one ("player 2"); a log saved before logs had "seatsFrom" counts its seats from 0 and replays too.

The log records a stamp of the content it was played on; a replay on other content is refused, naming
what changed, unless --force is given.

Options:
  --force   replay even when the content differs from the content the log was played on

Exit status: 0 every event matches, 1 a difference, a cut log, other content or invalid content (the first
problem is shown), 2 usage or I/O error (no such file, not a game log, an action field of the wrong kind, a
"seatsFrom" other than 1, options that set up no game, or options a hand edit broke: read back as the command-line
options that set them up, each is refused at its file:line:column in the words armory simulate uses for it).
`;

const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a saved game log of any registered game and check every event matches',
  usage,
  async run(args, io) {
    const { positionals, values } = parse(args, { force: { type: 'boolean', default: false } });
    if (positionals.length !== 1) throw new UsageError('give exactly one log file');
    const given = positionals[0]!;
    const file = readLog(given);
    const saved = file.saved;
    const { games } = await import('@armory/registry');
    const module = games().find((g) => g.game.name === saved.game);
    if (!module)
      throw new UsageError(
        `the log is of game '${String(saved.game)}', which is not registered; registered: ${games()
          .map((g) => g.id)
          .join(', ')}`,
      );
    const { contentDifferences, contentStamp, describeStatus, gameLogOf, logSeatsOf, replay, savedOptionsProblem, SavedLogError } =
      await import('@armory/engine');
    // Where the game's seats sit in actions, events and options, and its word for a seat.
    const seats: ReplayOptions = logSeatsOf(module);
    let log;
    try {
      log = gameLogOf(saved, seats);
    } catch (e) {
      if (e instanceof SavedLogError) throw new UsageError(`${given}: ${e.message}`);
      throw e;
    }
    // A field of the wrong kind (a hand edit) is no whole log, told before any game is set up.
    for (const [i, action] of log.actions.entries()) {
      const problem = module.game.actionProblem?.(action as Action & Record<string, unknown>);
      if (problem) throw new UsageError(`${given} is not a whole game log: action ${i + 1} (${action.type}): ${problem}`);
    }
    const loaded = await loadGameContent(io, module.id);
    if (!loaded) return 1;
    const stamp = contentStamp(loaded);
    const differences = log.content ? contentDifferences(log.content, stamp) : [];
    if (differences.length > 0) {
      if (!values.force) {
        // Content with no part unchanged and most parts gone is another game's (a log whose "game" was edited): said so, not listed.
        const recorded = log.content?.parts ?? {};
        const parts = Object.keys(recorded);
        const gone = parts.filter((part) => !(part in stamp.parts)).length;
        const other = gone > parts.length - gone && !parts.some((part) => recorded[part] === stamp.parts[part]);
        const shown = `${parts.slice(0, 3).join(', ')}${parts.length > 3 ? ', ...' : ''}`;
        io.out(
          other
            ? `replay refused: the log was played on content with no part of ${module.id}'s (${shown}): is its "game" the game it was played with? (--force tries anyway)\n`
            : `replay refused: the log was played on other ${module.id} content (${differences.join('; ')}); replay with --force to try anyway\n`,
        );
        return 1;
      }
      io.err(`warning: the log was played on other content (${differences.join('; ')}); replaying anyway (--force)\n`);
    }
    const content = module.content(loaded);
    // Options a hand edit broke are refused as armory simulate refuses them on its command line, where the file holds them.
    const problem = savedOptionsProblem(module, log.options as Record<string, unknown>, saved.players!.length, content, didYouMean);
    if (problem) throw new UsageError(`${file.at(problem.path)}: ${problem.message}`);
    const result = replay(module.game, content, log, seats);
    if (!result.ok) {
      if (result.kind === 'setup') throw new UsageError(result.message);
      io.out(result.kind === 'step' ? `replay differs at ${result.message}\n` : `replay refused: ${result.message}\n`);
      return 1;
    }
    const n = log.actions.length;
    io.out(
      `ok: ${n} action${n === 1 ? '' : 's'} replayed, every event matches; ${describeStatus(module.game.status(result.state), module.describeEnd, seats.seatWord)}\n`,
    );
    return 0;
  },
};

export default replayCommand;
