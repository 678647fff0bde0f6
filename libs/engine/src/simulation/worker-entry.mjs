// Worker threads start here: plain JavaScript that teaches Node to load TypeScript (tsx), then runs
// the TypeScript worker. Kept as .mjs because a worker cannot start from a .ts file on its own.
import { register } from 'tsx/esm/api';

register();
const { serveSimulation } = await import('./worker.ts');
serveSimulation();
