import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GameModule, Json } from '@armory/engine';
import { parse, wholeNumber } from '../args.js';
import { didYouMean } from '../did-you-mean.js';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command, type CommandIO } from '../command.js';
import { ioProblem } from '../io-errors.js';

/** More games than this is a typo: ten million random games take hours. */
const MAX_GAMES = 10_000_000;
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
  const flags = module.options.map((o) => `--${o.name}${o.type === 'string' ? ` ${o.placeholder ?? 'VALUE'}` : ''}`);
  const width = Math.max(16, ...flags.map((f) => f.length));
  return `Options of ${module.id} (${module.name}, ${seatRange(module)} seats):\n${module.options.map((o, i) => `  ${flags[i]!.padEnd(width)}  ${o.help}`).join('\n')}\n`;
}

const seatRange = (m: GameModule) => (m.seats.min === m.seats.max ? String(m.seats.min) : `${m.seats.min}-${m.seats.max}`);

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

/** `armory simulate <game> <args>` once the game is known. */
async function play(module: GameModule, args: string[], io: CommandIO): Promise<number> {
  const common = {
    games: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    seats: { type: 'string' },
    workers: { type: 'string' },
    json: { type: 'boolean', default: false },
    'save-log': { type: 'string' },
  } as const;
  const own = Object.fromEntries(module.options.map((o) => [o.name, { type: o.type }]));
  const { optionOfAnotherGame } = await import('../simulate/another-game.js');
  const stray = await optionOfAnotherGame(module, args, Object.keys({ ...own, ...common }));
  if (stray) throw new UsageError(stray);
  const { values, positionals } = parse(args, { ...own, ...common });
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'; the game comes first and once`);
  if (values.games === undefined) throw new UsageError('--games is required');
  const games = wholeNumber('games', values.games, 1, MAX_GAMES);
  if (values.seed === undefined) throw new UsageError('--seed is required');
  if (values.seed.trim() === '') throw new UsageError(`--seed must be a number or a word, got '${values.seed}'`);
  const { seedOf } = await import('@armory/engine');
  const seed = seedOf(values.seed);
  const workers = values.workers === undefined ? undefined : wholeNumber('workers', values.workers, 0, MAX_WORKERS);
  let seats: number | undefined;
  if (values.seats !== undefined) {
    // A game of one seat count takes --seats of that count, so one command line serves every game.
    if (module.seats.min === module.seats.max && values.seats !== String(module.seats.min))
      throw new UsageError(
        `${module.id} is played by ${module.seats.min} seats; --seats must be ${module.seats.min} or left out, got '${values.seats}'`,
      );
    seats = wholeNumber('seats', values.seats, module.seats.min, module.seats.max);
  }
  const { playerProblem } = await import('@armory/engine');
  const named = values.players?.split(',').map((s) => s.trim());
  for (const p of named ?? []) {
    const problem = playerProblem(p, module);
    if (problem) throw new UsageError(problem);
  }
  const logFile = values['save-log'] === undefined ? undefined : resolve(process.cwd(), values['save-log']);
  if (logFile) (await import('../simulate/log-file.js')).checkLogPath(logFile, values['save-log']!);
  const { GAMES, registeredSources } = await import('@armory/registry');
  const registered = registeredSources();
  if (workers !== 0 && !GAMES.includes(module) && !registered.some((r) => r.id === module.id))
    throw new UsageError(`${module.id} was registered without a source file, so worker threads cannot load it; use --workers 0`);

  const loaded = await loadGameContent(io, module.id);
  if (!loaded) return 1;
  const content = module.content(loaded);
  const { OptionError } = await import('@armory/engine');
  const gameValues = Object.fromEntries(
    module.options.map((o) => [o.name, (values as Record<string, string | boolean | undefined>)[o.name]]),
  );
  let resolved;
  try {
    resolved = module.resolveOptions(gameValues, seats, content);
  } catch (e) {
    if (e instanceof OptionError) {
      const { withChoiceSuggestion } = await import('../choices.js');
      throw new UsageError(withChoiceSuggestion(e.message, module, gameValues, content));
    }
    throw e;
  }
  // One player named plays every seat, as in `armory hounds cards`.
  const everySeat = (player: string): string[] => Array.from({ length: resolved.seats }, () => player);
  const players = named === undefined ? everySeat('random') : named.length === 1 ? everySeat(named[0]!) : named;
  if (players.length !== resolved.seats)
    throw new UsageError(`--players names ${players.length} players for ${resolved.seats} seats; name one per seat, or one for all`);

  const { simulate, playMatch, deriveSeed, contentStamp, savedLog } = await import('@armory/engine');
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

  const { jsonReport, textReport } = await import('@armory/engine');
  const run = { module, content, resolved, players, games, seed };
  io.out(values.json ? jsonReport(run, report) : textReport(run, report));

  if (logFile) {
    // Game 1 again, recorded: the run itself keeps no logs (they would cost memory per game).
    const sim = gameSimulation.simulation(simArgs);
    const match = playMatch(sim.game, sim.content, sim.options, deriveSeed(seed, 0), sim.players, {
      maxSteps: sim.maxSteps ?? 10000,
      playerSeed: deriveSeed(seed, 0, 'players'),
      record: true,
    });
    // Saved with seats from 1, as users see them; the game's seat fields say which fields hold seats.
    const log = { ...savedLog(match.log!, module.scenarios ?? {}), content: contentStamp(loaded), players };
    try {
      writeFileSync(logFile, `${JSON.stringify(log)}\n`);
    } catch (e) {
      io.err(`armory simulate: cannot write --save-log ${values['save-log']}: ${ioProblem(e)} (the report above is complete)\n`);
      return 2;
    }
  }
  return 0;
}

export default simulateCommand;
