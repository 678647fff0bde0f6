import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { NeuroshimaContent } from '@armory/game-neuroshima-hex';
import { parse } from '../args.js';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command } from '../command.js';

const usage = `Usage: armory scenario run <files or folders...>

Runs Neuroshima Hex scenarios: each YAML file sets up a position, applies actions and states what must
follow (events, board, HQ hit points, winner, or the refusal the last action must meet). Folders are
searched for *.yaml. The same files run under vitest (libs/games/neuroshima-hex).

Prints one line per scenario (ok / FAIL) and, for a failure, each expectation as expected vs actual.

Exit status: 0 all passed, 1 a scenario failed or is malformed, 2 usage or I/O error.
`;

function userPath(given: string, root: string): string {
  if (isAbsolute(given)) return given;
  const fromCwd = resolve(process.cwd(), given);
  return existsSync(fromCwd) ? fromCwd : resolve(root, given);
}

const scenario: Command = {
  name: 'scenario',
  summary: 'run Neuroshima Hex scenario files (set-up, actions, expected outcome)',
  usage,
  async run(args, io) {
    const { positionals } = parse(args, {});
    const [sub, ...paths] = positionals;
    if (sub !== 'run') throw new UsageError(sub ? `unknown sub-command '${sub}'; known: run` : 'missing sub-command: armory scenario run <files or folders>');
    if (paths.length === 0) throw new UsageError('give at least one scenario file or folder');
    const { findScenarioFiles, readScenarioFile } = await import('@armory/game-neuroshima-hex/scenario-files');
    const { runScenario } = await import('@armory/game-neuroshima-hex');
    let files: string[];
    try {
      files = findScenarioFiles(paths.map((p) => userPath(p, io.root)));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (files.length === 0) throw new UsageError(`no scenario files (*.yaml) under ${paths.join(', ')}`);
    const loaded = await loadGameContent(io, 'neuroshima-hex');
    if (!loaded) return 1;
    const content = loaded as unknown as NeuroshimaContent;
    let failed = 0;
    for (const file of files) {
      const read = readScenarioFile(io.root, file);
      if (!read.scenario) {
        failed++;
        io.out(`FAIL ${read.file}\n${read.problems.map((p) => `  ${p}\n`).join('')}`);
        continue;
      }
      const result = runScenario(content, read.scenario);
      if (result.ok) io.out(`ok   ${read.file}\n`);
      else {
        failed++;
        io.out(`FAIL ${read.file}: ${read.scenario.title}\n${result.failures.map((f) => `  ${f}\n`).join('')}`);
      }
    }
    io.out(`${files.length - failed} passed, ${failed} failed\n`);
    return failed > 0 ? 1 : 0;
  },
};

export default scenario;
