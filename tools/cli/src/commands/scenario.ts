import { existsSync } from 'node:fs';
import type { Diagnostic } from '@armory/content-pipeline';
import { isAbsolute, resolve } from 'node:path';
import { parse } from '../args.js';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command } from '../command.js';

const usage = `Usage: armory scenario run <files or folders...>

Runs rule scenarios of any registered game: each YAML file sets up a position, applies actions and states
what must follow (events, winner, the refusal the last action must meet, legal actions that must not exist,
zone contents, the pending choice, and the game's own expectations such as a board). Folders are searched
for *.yaml. The first line of each file names its game through its schema,
  # yaml-language-server: $schema=<path to>/schemas/<game>/scenario.schema.json
and the file is checked against that schema before it runs. Seats count from 1 in the files (winner: 1 is
the first player) and in what this command prints. The format: docs/scenarios.md.

Prints one line per scenario (ok / FAIL) and, for a failure, each expectation as expected vs actual, or
each problem of a malformed file as file:line:column with the lines around it. A file that cannot be read
(a link to a missing file, say) is one ERROR line saying why; the other scenarios still run.

Exit status: 0 all passed, 1 a scenario failed or is malformed (or its game's content is invalid),
2 usage or I/O error (a file that could not be read, when no scenario failed).
`;

function userPath(given: string, root: string): string {
  if (isAbsolute(given)) return given;
  const fromCwd = resolve(process.cwd(), given);
  return existsSync(fromCwd) ? fromCwd : resolve(root, given);
}

const indent = (text: string) => text.replace(/^/gm, '  ');

const scenario: Command = {
  name: 'scenario',
  summary: 'run rule scenario files of any game (set-up, actions, expected outcome)',
  usage,
  async run(args, io) {
    const { positionals } = parse(args, {});
    const [sub, ...paths] = positionals;
    if (sub === undefined) throw new UsageError('missing sub-command: armory scenario run <files or folders>');
    // A path where the sub-command goes is `run` left out.
    if (sub !== 'run' && existsSync(userPath(sub, io.root)))
      throw new UsageError(`'${sub}' is a path; did you mean armory scenario run ${sub}?`);
    if (sub !== 'run') throw new UsageError(`unknown sub-command '${sub}'${didYouMean(sub, ['run'])}; known: run`);
    if (paths.length === 0) throw new UsageError('give at least one scenario file or folder');
    const { findScenarioFiles, readScenarioFile, checkReferences, runScenarioFile, placedProblem } = await import('@armory/scenarios');
    const { formatDiagnostic } = await import('@armory/content-pipeline');
    const { loadGameFiles, loadValidator } = await import('@armory/content-pipeline/node');
    let files: string[];
    try {
      files = findScenarioFiles(paths.map((p) => userPath(p, io.root)));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (files.length === 0) throw new UsageError(`no scenario files (*.yaml) under ${paths.join(', ')}`);
    const schemaProblems: Diagnostic[] = [];
    const validator = loadValidator(io.root, schemaProblems);
    schemaProblems.push(...validator.schemaProblems);
    if (schemaProblems.length) {
      for (const d of schemaProblems) io.err(`${formatDiagnostic(d, { color: io.color })}\n`);
      io.err('the schemas have problems; fix them first (see armory validate)\n');
      return 1;
    }
    const checks = { root: io.root, validator, contentFiles: (game: string) => loadGameFiles(io.root, game) };
    // Each game's content is read (and validated) once, when its first scenario needs it.
    const contents = new Map<string, unknown>();
    let failed = 0;
    let unreadable = 0;
    for (const file of files) {
      const read = readScenarioFile(file, checks);
      if (read.unreadable) {
        // An I/O error, not a failing scenario: said once, and the run goes on.
        unreadable++;
        io.out(`ERROR ${read.file}: ${read.problems.map((d) => d.message).join('; ')}\n`);
        continue;
      }
      const show = (problems: typeof read.problems) => {
        failed++;
        io.out(`FAIL ${read.file}\n${problems.map((d) => `${indent(formatDiagnostic(d, { color: io.color }))}\n`).join('')}`);
      };
      if (!read.scenario || read.problems.length) {
        show(read.problems);
        continue;
      }
      const game = read.game!;
      if (!contents.has(game.id)) {
        const loaded = await loadGameContent(io, game.id);
        if (!loaded) return 1;
        contents.set(game.id, game.content(loaded));
      }
      const content = contents.get(game.id);
      const unknown = checkReferences(read, content);
      if (unknown.length) {
        show(unknown);
        continue;
      }
      const result = runScenarioFile(read, content);
      const impossible = placedProblem(read, result);
      if (impossible) show([impossible]);
      else if (result.ok) io.out(`ok   ${read.file}\n`);
      else {
        failed++;
        io.out(`FAIL ${read.file}: ${read.scenario.title}\n${result.failures.map((f) => `  ${f}\n`).join('')}`);
      }
    }
    io.out(`${files.length - failed - unreadable} passed, ${failed} failed${unreadable ? `, ${unreadable} unreadable` : ''}\n`);
    return failed > 0 ? 1 : unreadable > 0 ? 2 : 0;
  },
};

export default scenario;
