/**
 * MCTS with and without the game's `playOut`: the same 200-iteration searches from positions along seeded random
 * games, timed in CPU milliseconds in one process, and whether both pick the same actions (they must: playOut
 * plays the same playouts). `npx tsx scripts/search-speed.ts`
 */
import { Rng, mctsPlayer, playRandom } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { shiftingHills } from '../src/game.js';
import type { ShiftingHillsState } from '../src/state.js';

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const stepByStep = { ...shiftingHills, playOut: undefined };
const mcts = mctsPlayer({ iterations: 200 });

const positions: ShiftingHillsState[] = [];
for (let g = 0; g < 40; g++) {
  const state = shiftingHills.setup(content, { turnLimit: 200 }, g);
  const rng = Rng.seeded(g);
  for (let i = 0; i < 10 + g && state.result === null; i++) playRandom(shiftingHills, state, rng);
  if (state.result === null) positions.push(state);
}

function search(game: typeof shiftingHills) {
  const start = cpuMs();
  const picks = positions.map((state, i) => JSON.stringify(mcts.choose(game, shiftingHills.clone!(state), state.player, Rng.seeded(i))));
  return { ms: cpuMs() - start, picks: picks.join('\n') };
}

search(shiftingHills);
search(stepByStep);
for (let round = 0; round < 3; round++) {
  const fast = search(shiftingHills);
  const plain = search(stepByStep);
  console.log(
    JSON.stringify({
      decisions: positions.length,
      withPlayOutCpuMs: Math.round(fast.ms),
      stepByStepCpuMs: Math.round(plain.ms),
      speedup: Math.round((plain.ms / fast.ms) * 100) / 100,
      samePicks: fast.picks === plain.picks,
    }),
  );
}
