/**
 * `npm run bench:battle -w @armory/game-hott`: the battle on the table, for the search players. Times random battles
 * (both seats random, the default armies and battlefield as `armory simulate hott` plays them) and single MCTS
 * decisions at the battle's start, with the search settings `armory simulate` would give MCTS. Prints each round,
 * then a JSON line last. CPU time beside wall time, since the machine is shared.
 * Environment: BATTLES (per round, default 20), ROUNDS (default 5), ITERATIONS (MCTS budget, default 200),
 * DECISIONS (MCTS decisions timed, default 3), PLAYOUT_STEPS (instead of the module's `search.playoutSteps`),
 * MCTS_BATTLES (whole battles of MCTS against random, timing every decision it searches; default 0).
 */
import { Rng, deriveSeed, mctsPlayer, playMatch, randomPlayer, searchSettings, type Action } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { hottGame, type HottState } from '../src/hott-game.js';
import { hottModule } from '../src/module.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BATTLES = env('BATTLES', 20);
const ROUNDS = env('ROUNDS', 5);
const ITERATIONS = env('ITERATIONS', 200);
const DECISIONS = env('DECISIONS', 3);
const MCTS_BATTLES = env('MCTS_BATTLES', 0);

const { options } = hottModule.resolveOptions({}, 2, content);

/** Times `work`, wall and CPU, in milliseconds. */
function timed<T>(work: () => T): { value: T; wall: number; cpu: number } {
  const started = process.cpuUsage();
  const t0 = performance.now();
  const value = work();
  const wall = performance.now() - t0;
  const used = process.cpuUsage(started);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

/** `count` random battles from seed `first` on; their actions, and the legal actions offered at each decision. */
function randomBattles(first: number, count: number): { actions: number; offered: number } {
  let actions = 0;
  let offered = 0;
  const counting = {
    ...randomPlayer<HottState>(),
    act: undefined,
    choose(game: typeof hottGame, state: HottState, _seat: number, rng: Rng) {
      const legal = game.actions(state);
      offered += legal.length;
      return rng.pick(legal);
    },
  };
  for (let seed = first; seed < first + count; seed++) {
    actions += playMatch(hottGame, content, options, seed, [counting, counting] as never).steps;
  }
  return { actions, offered };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

randomBattles(1_000, 3); // warm-up: let the JIT settle
const rounds: { wall: number; cpu: number; actions: number; offered: number }[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const { value, wall, cpu } = timed(() => randomBattles(r * BATTLES, BATTLES));
  rounds.push({ wall, cpu, ...value });
  const perSecond = (BATTLES / wall) * 1000;
  console.log(`  ${BATTLES} random battles: ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU, ${perSecond.toFixed(1)} battles/s`);
}
const actions = rounds.reduce((n, r) => n + r.actions, 0);
const offered = rounds.reduce((n, r) => n + r.offered, 0);
const battlesPerSecond = median(rounds.map((r) => (BATTLES / r.wall) * 1000));
const battlesPerCpuSecond = median(rounds.map((r) => (BATTLES / r.cpu) * 1000));
console.log(
  `random battles: median ${battlesPerSecond.toFixed(1)}/s wall, ${battlesPerCpuSecond.toFixed(1)}/s CPU; ` +
    `${(actions / (ROUNDS * BATTLES)).toFixed(1)} actions a battle, ${(offered / actions).toFixed(1)} legal actions a decision`,
);

// MCTS decisions at the first decision of seeded battles, with the settings `armory simulate` gives it.
// PLAYOUT_STEPS tries another playout length than the module's `search` gives (to tune it).
const settings = {
  ...searchSettings(hottModule),
  ...(process.env['PLAYOUT_STEPS'] === undefined ? {} : { maxPlayoutSteps: env('PLAYOUT_STEPS', 0) }),
};
const mcts = mctsPlayer<HottState, Action>({ iterations: ITERATIONS, ...settings });
const decisions: { wall: number; cpu: number }[] = [];
for (let d = 0; d < DECISIONS; d++) {
  const state = hottGame.setup(content, options, d);
  const seat = hottGame.toAct(state)!;
  const rng = Rng.seeded(deriveSeed(d, 'bench'));
  const { wall, cpu } = timed(() => mcts.choose(hottGame, state, seat, rng));
  decisions.push({ wall, cpu });
  console.log(`  one MCTS decision (${ITERATIONS} iterations): ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`);
}
const decisionMs = DECISIONS > 0 ? median(decisions.map((d) => d.wall)) : NaN;
const decisionCpuMs = DECISIONS > 0 ? median(decisions.map((d) => d.cpu)) : NaN;
console.log(
  `MCTS (${ITERATIONS} iterations, playouts of ${settings.maxPlayoutSteps ?? 'up to 500'} steps): median ${decisionMs.toFixed(0)} ms wall, ${decisionCpuMs.toFixed(0)} ms CPU a decision`,
);
// MCTS_BATTLES whole battles of MCTS (seat 1) against random: every decision MCTS searched (more than one legal action).
const searched: number[] = [];
const timedMcts = {
  ...mcts,
  choose(game: typeof hottGame, state: HottState, seat: number, rng: Rng) {
    if (game.actions(state).length === 1) return mcts.choose(game, state, seat, rng);
    const { value, cpu } = timed(() => mcts.choose(game, state, seat, rng));
    searched.push(cpu);
    return value;
  },
};
for (let seed = 0; seed < MCTS_BATTLES; seed++) playMatch(hottGame, content, options, seed, [timedMcts, randomPlayer()] as never);
const searchedMean = searched.length > 0 ? searched.reduce((a, b) => a + b, 0) / searched.length : NaN;
if (MCTS_BATTLES > 0)
  console.log(
    `MCTS against random, ${MCTS_BATTLES} battles: ${searched.length} decisions searched, ` +
      `CPU a decision median ${median(searched).toFixed(0)} ms, mean ${searchedMean.toFixed(0)} ms`,
  );
console.log(
  JSON.stringify({
    battlesPerSecond: Number(battlesPerSecond.toFixed(2)),
    battlesPerCpuSecond: Number(battlesPerCpuSecond.toFixed(2)),
    actionsPerBattle: Number((actions / (ROUNDS * BATTLES)).toFixed(1)),
    legalActionsPerDecision: Number((offered / actions).toFixed(1)),
    mctsIterations: ITERATIONS,
    playoutSteps: settings.maxPlayoutSteps ?? null,
    mctsDecisionMs: Number(decisionMs.toFixed(1)),
    mctsDecisionCpuMs: Number(decisionCpuMs.toFixed(1)),
    ...(MCTS_BATTLES > 0
      ? { mctsBattles: MCTS_BATTLES, mctsDecisionsSearched: searched.length, mctsSearchedCpuMs: Number(searchedMean.toFixed(1)) }
      : {}),
  }),
);
