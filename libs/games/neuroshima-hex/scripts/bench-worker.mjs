// One benchmark row in its own worker thread (bench.ts): plain JavaScript that teaches Node to load
// TypeScript (tsx), makes the row named by workerData.id, then times it for as long as each message asks.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { makeRow, rate } = await import('./bench-rows.ts');
const once = makeRow(workerData.id);
parentPort.on('message', ({ ms }) => parentPort.postMessage(rate(once, ms)));
parentPort.postMessage('ready');
