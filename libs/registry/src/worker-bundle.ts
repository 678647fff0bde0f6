/**
 * The program simulation workers run (`armory simulate`, the editor's play-test page): the engine's worker
 * service and the registry's game simulation (which finds games by id) bundled by esbuild into a single
 * CommonJS text. Workers that load the TypeScript sources through tsx cost about 100 MB each; a bundled
 * worker costs a few MB (docs/benchmarks.md). Node only: esbuild reads the sources from this checkout.
 */
import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The game simulation of the registry, as workers import it. */
export const GAME_SIMULATION = '@armory/registry/simulation';

/**
 * Heap limits for a simulation worker: its live data stays under 10 MB (one game at a time), and tight heaps
 * keep a 100,000-game run under 200 MB in all (docs/benchmarks.md).
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 } as const;

/**
 * Bundles a worker that serves the simulation exported by `moduleSpecifier` (a package specifier that
 * resolves from here). A game registered at run time (`registerGame(module, source)`) is not in the registry
 * list the worker imports, so its source file is bundled too and registered before the simulation starts.
 */
export async function bundleSimulationWorker(
  moduleSpecifier: string,
  registered: ReadonlyArray<{ id: string; source: string }> = [],
): Promise<string> {
  const lines = [`import { serveSimulation } from '@armory/engine';`, `import * as simulation from ${JSON.stringify(moduleSpecifier)};`];
  if (registered.length > 0) lines.push(`import { findGame, registerGame } from '@armory/registry';`);
  registered.forEach(({ id, source }, i) => {
    const path = source.startsWith('file:') ? fileURLToPath(source) : source;
    lines.push(`import * as extra${i} from ${JSON.stringify(path)};`);
    lines.push(
      `if (!findGame(${JSON.stringify(id)})) registerGame(Object.values(extra${i}).find((m) => m && m.id === ${JSON.stringify(id)}));`,
    );
  });
  lines.push('serveSimulation(simulation);');
  const result = await build({
    stdin: { contents: `${lines.join('\n')}\n`, resolveDir: here, loader: 'ts', sourcefile: 'simulation-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
