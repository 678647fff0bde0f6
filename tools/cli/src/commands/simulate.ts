import { writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Json } from '@armory/engine';
import type { NeuroshimaContent } from '@armory/game-neuroshima-hex';
import { parse } from '../args.js';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command } from '../command.js';
import { bundleSimulationWorker } from '../worker-bundle.js';

const usage = `Usage: armory simulate neuroshima-hex --armies A,B --games N --seed S [options]

Plays full games of Neuroshima Hex on the engine's simulation runner (worker threads) and reports wins
and draws with 95% intervals, HQ damage and game length. The same arguments give the same output, byte
for byte, whatever the number of workers.

Options:
  --armies A,B      army ids by seat (seat 1 plays first), e.g. hell-hounds,troglodytes
  --games N         number of games
  --seed S          base seed (game i uses seeds derived from S and i)
  --players P,Q     player per seat: random (default) or greedy
  --teams T,U,...   team play: each seat's team number, e.g. 0,1,0,1 with four armies
                    (rules.yaml teamPlay); a team's seats win together
  --workers N       worker threads (default: up to 4; 0 plays in this thread)
  --json            print the report as JSON
  --save-log FILE   also write the log of game 0 (actions and events) for \`armory replay\`

A progress bar is drawn on stderr when it is a terminal.
Exit status: 0 done, 2 usage or I/O error.
`;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many Neuroshima Hex games and report win rates with confidence intervals',
  usage,
  async run(args, io) {
    const { values, positionals } = parse(args, {
      armies: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      players: { type: 'string' },
      teams: { type: 'string' },
      workers: { type: 'string' },
      json: { type: 'boolean', default: false },
      'save-log': { type: 'string' },
    });
    if (positionals[0] !== 'neuroshima-hex' || positionals.length !== 1) throw new UsageError(`the game to simulate must be neuroshima-hex, got '${positionals.join(' ')}'`);
    if (!values.armies) throw new UsageError('--armies is required, e.g. --armies hell-hounds,troglodytes');
    if (values.games === undefined || !/^\d+$/.test(values.games)) throw new UsageError('--games must be a whole number');
    if (values.seed === undefined) throw new UsageError('--seed is required');
    const armies = values.armies.split(',').map((s) => s.trim());
    const players = (values.players ?? armies.map(() => 'random').join(',')).split(',').map((s) => s.trim());
    if (players.length !== armies.length) throw new UsageError(`--players names ${players.length} players for ${armies.length} armies`);
    for (const p of players) if (p !== 'random' && p !== 'greedy') throw new UsageError(`unknown player '${p}'; known: random, greedy`);
    let teams: number[] | undefined;
    if (values.teams !== undefined) {
      teams = values.teams.split(',').map((t) => Number(t.trim()));
      if (teams.some((t) => !Number.isInteger(t) || t < 0)) throw new UsageError(`--teams must list a team number per seat, e.g. 0,1,0,1; got '${values.teams}'`);
      if (teams.length !== armies.length) throw new UsageError(`--teams names ${teams.length} seats for ${armies.length} armies`);
    }
    const workers = values.workers === undefined ? undefined : Number(values.workers);
    if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0)) throw new UsageError('--workers must be a whole number');
    const games = Number(values.games);
    const seed = /^-?\d+$/.test(values.seed) ? Number(values.seed) : values.seed;

    const loaded = await loadGameContent(io, 'neuroshima-hex');
    if (!loaded) return 1;
    const content = loaded as unknown as NeuroshimaContent;
    for (const a of armies) if (!content.armies[a]) throw new UsageError(`unknown army '${a}'; known: ${Object.keys(content.armies).join(', ')}`);
    const { teamsOf } = await import('@armory/game-neuroshima-hex');
    try {
      teamsOf(content, teams ? { armies, teams } : { armies });
    } catch (e) {
      throw new UsageError((e as Error).message);
    }

    const { simulate, playMatch, deriveSeed } = await import('@armory/engine');
    const simulationModule = await import('@armory/game-neuroshima-hex/simulation');
    const { simulation } = simulationModule;
    const simArgs = { content: loaded as Json, armies, players, ...(teams ? { teams } : {}) };
    const bar = (done: number, total: number) => {
      const w = 30;
      const k = total ? Math.round((w * done) / total) : w;
      io.err(`\r[${'#'.repeat(k)}${' '.repeat(w - k)}] ${done}/${total}`);
    };
    const module = '@armory/game-neuroshima-hex/simulation';
    // Workers run a bundle of plain JavaScript rather than the TypeScript sources (memory: see worker-bundle.ts).
    const workerCode = workers === 0 ? undefined : await bundleSimulationWorker(module);
    const report = await simulate({
      module,
      moduleExports: simulationModule,
      // A worker's live data stays under 10 MB (one game at a time); tight heaps keep a 100,000-game run
      // under 200 MB in all (docs/benchmarks/neuroshima-hex.md).
      workerLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 },
      ...(workerCode !== undefined ? { workerCode } : {}),
      args: simArgs,
      games,
      seed,
      ...(workers !== undefined ? { workers } : {}),
      ...(io.isTTY ? { onProgress: (p: { done: number; total: number }) => bar(p.done, p.total) } : {}),
    });
    if (io.isTTY) io.err('\n');

    if (values['save-log']) {
      const sim = simulation(simArgs);
      const match = playMatch(sim.game, sim.content, sim.options, deriveSeed(seed, 0), sim.players, { maxSteps: sim.maxSteps ?? 20000, playerSeed: deriveSeed(seed, 0, 'players'), record: true });
      const file = isAbsolute(values['save-log']) ? values['save-log'] : resolve(process.cwd(), values['save-log']);
      try {
        writeFileSync(file, `${JSON.stringify(match.log)}\n`);
      } catch (e) {
        throw new UsageError(`cannot write ${values['save-log']}: ${(e as Error).message}`);
      }
    }

    const hqToughness = content.rules.kinds.hq.toughness;
    const mean = (k: string) => report.stats[k]?.mean ?? 0;
    const summary = {
      game: 'neuroshima-hex',
      armies,
      players,
      ...(teams ? { teams } : {}),
      games: report.games,
      finished: report.finished,
      seed,
      wins: report.entrants.map((_name, i) => ({ army: armies[i]!, player: players[i]!, wins: report.wins[i], rate: report.winRates[i] })),
      draws: { count: report.draws, rate: report.drawRate },
      hqDamage: armies.map((army, i) => ({ army, mean: hqToughness - mean(`hq${i}`) })),
      length: { turns: mean('turns'), actions: mean('steps'), battles: mean('battles') },
    };
    if (values.json) {
      io.out(`${JSON.stringify(summary, null, 2)}\n`);
      return 0;
    }
    // In team play a seat is named with its number and team, since an army may sit twice.
    const who = (i: number) => (teams ? `${armies[i]} #${i + 1} [team ${teams[i]}]` : armies[i]!);
    const width = Math.max(14, ...armies.map((_, i) => who(i).length));
    // The heading pits sides against each other: seats, or in team play the teams (allies joined by '+').
    const sides = teams ? [...new Set(teams)].map((team) => armies.flatMap((_, i) => (teams[i] === team ? [`${who(i)} (${players[i]})`] : [])).join(' + ')) : armies.map((a, i) => `${a} (${players[i]})`);
    const lines = [`neuroshima-hex: ${games} games, seed ${String(seed)}, ${sides.join(' vs ')}`];
    for (const [i, w] of summary.wins.entries()) lines.push(`  ${who(i).padEnd(width)} wins ${String(w.wins).padStart(7)}  ${pct(w.rate!.rate)}  95% [${pct(w.rate!.low)}, ${pct(w.rate!.high)}]`);
    lines.push(`  ${'draws'.padEnd(width)}      ${String(report.draws).padStart(7)}  ${pct(report.drawRate.rate)}  95% [${pct(report.drawRate.low)}, ${pct(report.drawRate.high)}]`);
    for (const [i, d] of summary.hqDamage.entries()) lines.push(`  HQ damage taken, ${who(i)}: ${d.mean.toFixed(2)} of ${hqToughness}`);
    lines.push(`  game length: ${summary.length.turns.toFixed(1)} turns, ${summary.length.actions.toFixed(1)} actions, ${summary.length.battles.toFixed(2)} battles`);
    if (report.finished < report.games) lines.push(`  ${report.games - report.finished} game(s) hit the step limit unfinished`);
    io.out(`${lines.join('\n')}\n`);
    return 0;
  },
};

export default simulateCommand;
