import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ComparedRun, GameModule, GameOption, Json } from '@armory/engine';
import { seatCountsText } from '@armory/engine/options';
import { parseDeclared, unexpectedArgument } from '../args.js';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command, type CommandIO } from '../command.js';
import { ioProblem } from '../io-errors.js';
import { optionHelp } from '../option-help.js';

/** Worker threads beyond this only cost memory. */
const MAX_WORKERS = 256;

const usage = `Usage: armory simulate <game> --games N --seed S [options] [game options]

Plays full games of a registered game (see \`armory games\`) on the engine's simulation runner (worker
threads) and reports wins and draws with 95% intervals, the game's own statistics, game length, why
games ended and any tables the game adds (a win rate per card, say, with 95% intervals). Seats are
numbered from 1. The same arguments give the same output, byte for byte, whatever
the number of workers.

Options:
  --games N         number of games (1 to 10,000,000)
  --seed S          base seed, a number or a word (game i uses seeds derived from S and i)
  --players P,Q     player per seat, or one for every seat: random (default), greedy (one action
                    ahead on the game's evaluation) or mcts with an optional iteration budget (mcts:200)
  --seats N         number of seats (a game played by one number of seats takes only that one)
  --workers N       worker threads (default: up to 4; 0 plays in this thread)
  --json            print the report as JSON (numbers rounded to 4 decimals)
  --save-log FILE   also write the log of game 1 (players, options, actions, events, result), seats
                    counted from 1, for \`armory replay\`; the path is checked before any game is played
  --compare FILE    compare with an earlier run, a report this command wrote with --json: each side's
                    change in win rate with its 95% interval, and what differs (content, players, options)

Run 'armory simulate <game> --help' for the game's own options.
A progress bar is drawn on stderr when it is a terminal.
Exit status: 0 done, 1 the game's content is invalid, 2 usage or I/O error.
`;

/** The game named first, or a usage error listing the registered games. */
async function gameNamed(id: string | undefined): Promise<GameModule> {
  const { findGame, games } = await import('@armory/registry');
  const ids = games().map((g) => g.id);
  const known = ids.join(', ');
  if (id === undefined || id.startsWith('-')) throw new UsageError(`name the game first: armory simulate <game> ...; registered: ${known}`);
  const module = findGame(id);
  if (!module) throw new UsageError(`unknown game '${id}'${didYouMean(id, ids)}; registered: ${known}`);
  return module;
}

/** A game's own options as help lines. */
function gameOptionHelp(module: GameModule): string {
  if (module.options.length === 0) return `${module.id} has no options of its own.\n`;
  return `Options of ${module.id} (${module.name}, ${seatCountsText(module.seats)}):\n${optionHelp(module.options)}\n`;
}

const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many games of a registered game and report win rates with confidence intervals',
  usage,
  async help(args) {
    const id = args.find((a) => !a.startsWith('-'));
    return id === undefined ? usage : `${usage}\n${gameOptionHelp(await gameNamed(id))}`;
  },
  async run(args, io) {
    const module = await gameNamed(args[0]);
    try {
      return await play(module, args.slice(1), io);
    } catch (e) {
      // The game's own options are listed by its own help.
      if (e instanceof UsageError) e.helpFor ??= `simulate ${module.id}`;
      throw e;
    }
  },
};

/** armory simulate's own options besides the play options every simulating tool shares (`GAMES_OPTION`, ...). */
const OWN_OPTIONS: GameOption[] = [
  { name: 'workers', type: 'number', help: 'worker threads', range: () => ({ min: 0, max: MAX_WORKERS }) },
  { name: 'json', type: 'boolean', help: 'the report as JSON' },
  { name: 'save-log', type: 'string', help: 'also write the log of game 1' },
  { name: 'compare', type: 'string', placeholder: 'FILE', help: 'compare with an earlier --json report' },
];

/** `armory simulate <game> <args>` once the game is known. */
async function play(module: GameModule, args: string[], io: CommandIO): Promise<number> {
  const engine = await import('@armory/engine');
  const { GAMES_OPTION, SEED_OPTION, PLAYERS_OPTION, SEATS_OPTION, OptionError, readOptionValues } = engine;
  const common = [{ ...GAMES_OPTION, required: true }, { ...SEED_OPTION, required: true }, PLAYERS_OPTION, SEATS_OPTION, ...OWN_OPTIONS];
  const { optionOfAnotherGame } = await import('../simulate/another-game.js');
  const stray = await optionOfAnotherGame(
    module,
    args,
    [...common, ...module.options].map((o) => o.name),
  );
  if (stray) throw new UsageError(stray);
  const { values: given, positionals, switchBefore } = parseDeclared(args, [...module.options, ...common], true);
  if (positionals.length > 0) throw unexpectedArgument(positionals[0]!, switchBefore[0], 'the game comes first and once');
  // Mistakes are told as the engine words them, the same for every tool that reads these options.
  const told = <T>(read: () => T): T => {
    try {
      return read();
    } catch (e) {
      throw e instanceof OptionError ? new UsageError(e.message) : e;
    }
  };
  const values = told(() => readOptionValues(common, given, null, didYouMean));
  const games = values['games'] as number;
  const seed = engine.seedOf(told(() => engine.seedGiven(values['seed'] as string)));
  const workers = values['workers'] as number | undefined;
  const seats = told(() => engine.seatsGiven(module, values['seats'] as string | undefined));
  const named = told(() => engine.playersNamed(module, values['players'] as string | undefined, didYouMean));
  const saveLog = values['save-log'] as string | undefined;
  const logFile = saveLog === undefined ? undefined : resolve(process.cwd(), saveLog);
  if (logFile) (await import('../simulate/log-file.js')).checkLogPath(logFile, saveLog!);
  const compareFile = values['compare'] as string | undefined;
  const earlier =
    compareFile === undefined
      ? undefined
      : (await import('../simulate/compare-file.js')).readEarlierRun(resolve(process.cwd(), compareFile), compareFile);
  const { GAMES, registeredSources } = await import('@armory/registry');
  const registered = registeredSources();
  if (workers !== 0 && !GAMES.includes(module) && !registered.some((r) => r.id === module.id))
    throw new UsageError(`${module.id} was registered without a source file, so worker threads cannot load it; use --workers 0`);

  const loaded = await loadGameContent(io, module.id);
  if (!loaded) return 1;
  const content = module.content(loaded);
  // The game's own options are read as every option is (choices from its content) before the game sees them.
  const resolved = told(() => module.resolveOptions(readOptionValues(module.options, given, content, didYouMean), seats, content));
  // One player named plays every seat, as in `armory hounds cards`.
  const players = told(() => engine.playersAtSeats(named, resolved.seats, module.seats));
  if (earlier) {
    const sides = resolved.teams ? new Set(resolved.teams).size : resolved.seats;
    const problem = engine.comparisonProblem(earlier, module.id, sides, resolved.teams !== undefined);
    if (problem) throw new UsageError(`--compare ${compareFile}: ${problem}`);
  }

  const { simulate, playMatch, deriveSeed, contentStamp, savedLog, logSeatsOf } = await import('@armory/engine');
  const gameSimulation = await import('@armory/registry/simulation');
  const { GAME_SIMULATION, WORKER_LIMITS, bundleSimulationWorker } = await import('@armory/registry/worker-bundle');
  const simArgs = { game: module.id, content: loaded as Json, options: resolved.options as Json, players };
  const bar = (done: number, total: number) => {
    const w = 30;
    const k = total ? Math.round((w * done) / total) : w;
    io.err(`\r[${'#'.repeat(k)}${' '.repeat(w - k)}] ${done}/${total}`);
  };
  // Workers run a bundle of plain JavaScript rather than the TypeScript sources (memory: see worker-bundle.ts).
  const workerCode = workers === 0 ? undefined : await bundleSimulationWorker(GAME_SIMULATION, registered);
  const report = await simulate({
    module: GAME_SIMULATION,
    moduleExports: gameSimulation,
    workerLimits: WORKER_LIMITS,
    ...(workerCode !== undefined ? { workerCode } : {}),
    args: simArgs,
    games,
    seed,
    ...(workers !== undefined ? { workers } : {}),
    ...(io.progress ? { onProgress: (p: { done: number; total: number }) => bar(p.done, p.total) } : {}),
  });
  if (io.progress) io.err('\n');

  const { jsonReport, textReport, comparedRun, compareRuns, comparisonJson, comparisonText, fourDecimals } = engine;
  const run = { module, content, resolved, players, games, seed, stamp: contentStamp(loaded) };
  const json = jsonReport(run, report);
  if (!earlier) io.out(values['json'] ? json : textReport(run, report));
  else {
    const comparison = compareRuns(earlier, comparedRun(JSON.parse(json)) as ComparedRun);
    if (values['json'])
      io.out(`${JSON.stringify({ ...JSON.parse(json), compared: comparisonJson(comparison, compareFile!, earlier) }, fourDecimals, 2)}\n`);
    else io.out(`${textReport(run, report)}\n${comparisonText(comparison, `Compared with ${compareFile}`, earlier)}`);
  }

  if (logFile) {
    // Game 1 again, recorded: the run itself keeps no logs (they would cost memory per game).
    const sim = gameSimulation.simulation(simArgs);
    const match = playMatch(sim.game, sim.content, sim.options, deriveSeed(seed, 0), sim.players, {
      maxSteps: sim.maxSteps ?? 10000,
      playerSeed: deriveSeed(seed, 0, 'players'),
      record: true,
    });
    // Saved with seats from 1, as users see them; the game's seat paths say which fields hold seats.
    const log = { ...savedLog(match.log!, logSeatsOf(module)), content: contentStamp(loaded), players };
    try {
      writeFileSync(logFile, `${JSON.stringify(log)}\n`);
    } catch (e) {
      io.err(`armory simulate: cannot write --save-log ${saveLog}: ${ioProblem(e)} (the report above is complete)\n`);
      return 2;
    }
  }
  return 0;
}

export default simulateCommand;
