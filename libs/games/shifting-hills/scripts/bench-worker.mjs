// One row of the Shifting Hills bench in its own worker thread (bench.ts): plain JavaScript that teaches Node to
// load TypeScript (tsx), makes the row named by workerData.id, then plays its games for as long as each message asks.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { makeRow, timeRow } = await import('./bench-rows.ts');
const game = makeRow(workerData.id);
const batch = workerData.id === 'peer' ? 1 : 50;
// Warm-up games start at seed 1,000,000; timed rounds go on from seed 0 where the last one stopped.
let played = 0;
parentPort.on('message', ({ ms, warmUp }) => {
  const round = timeRow(game, ms, warmUp ? 1_000_000 : played, batch);
  if (!warmUp) played += round.games;
  parentPort.postMessage(round);
});
parentPort.postMessage('ready');
