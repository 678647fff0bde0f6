/**
 * The program simulation workers run: the engine's worker service and one simulation module bundled
 * by esbuild into a single CommonJS text. Workers that load the TypeScript sources through tsx cost
 * about 100 MB each; a bundled worker costs a few MB (docs/benchmarks/neuroshima-hex.md).
 */
import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Bundles a worker that serves the simulation exported by `moduleSpecifier` (a package specifier the CLI can resolve). */
export async function bundleSimulationWorker(moduleSpecifier: string): Promise<string> {
  const stub = `import { serveSimulation } from '@armory/engine';\nimport * as simulation from ${JSON.stringify(moduleSpecifier)};\nserveSimulation(simulation);\n`;
  const result = await build({
    stdin: { contents: stub, resolveDir: here, loader: 'ts', sourcefile: 'simulation-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
