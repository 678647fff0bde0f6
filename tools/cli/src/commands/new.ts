import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '../args.js';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { UsageError, type Command } from '../command.js';

const usage = `Usage: armory new game <id>

Writes the folders and boilerplate of a new game, as a placeholder game that already plays (seats race
to a target count) so everything works before you replace its rules:
  schemas/<id>/               rules and scenario schemas
  content/<id>/rules.yaml     its numbers, with the schema modeline
  libs/content/<id>/          the typed content package, its generated types, consumer programs and
                              bad-content cases
  libs/games/<id>/            the game on the engine, its registry module, tests and a first scenario
  seeds/<id>.md               the source-document page with an empty rule-coverage table
and lists the game in libs/registry (src/games.ts, src/loaders.ts and package.json).

The id is lower case words joined by '-' (e.g. shifting-hills). Then run the steps it prints (npm
install, build and package, its scenarios, a simulation saved and replayed, its packages' lint, types and
tests). See docs/adding-a-game.md.

Exit status: 0 written, 2 usage or I/O error (a bad id, or a game or folder with that id already there;
nothing is written then).
`;

/** Lower case words of letters and digits joined by '-', starting with a letter: a folder name and a package name at once. */
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const newCommand: Command = {
  name: 'new',
  summary: 'write the folders and boilerplate of a new game',
  usage,
  async run(args, io) {
    const { positionals } = parse(args, {});
    if (positionals[0] !== 'game' || positionals.length !== 2) {
      const hint = positionals[0] === undefined ? '' : didYouMean(positionals[0], ['game']);
      throw new UsageError(`give what to make and its id${hint}: armory new game <id>`);
    }
    const id = positionals[1]!;
    if (!ID.test(id))
      throw new UsageError(
        `'${id}' is not a game id: use lower case words of letters and digits joined by '-', starting with a letter (e.g. shifting-hills)`,
      );
    const { newGameFiles, namesOf } = await import('../new-game/files.js');
    const { addToGamesList, addToLoaderList, addToRegistryPackage } = await import('../new-game/registry-entry.js');
    const taken = [`schemas/${id}`, `content/${id}`, `libs/content/${id}`, `libs/games/${id}`, `seeds/${id}.md`].filter((p) =>
      existsSync(join(io.root, p)),
    );
    if (taken.length > 0) throw new UsageError(`'${id}' is taken: ${taken.join(', ')} already ${taken.length === 1 ? 'exists' : 'exist'}`);
    const gamesPath = join(io.root, 'libs', 'registry', 'src', 'games.ts');
    const loadersPath = join(io.root, 'libs', 'registry', 'src', 'loaders.ts');
    const registryPackage = join(io.root, 'libs', 'registry', 'package.json');
    if (!existsSync(gamesPath) || !existsSync(loadersPath) || !existsSync(registryPackage))
      throw new UsageError(`${io.root} has no libs/registry to list the game in; run this in an Armory workspace`);
    const names = namesOf(id);
    const listed = readFileSync(gamesPath, 'utf8');
    // Read, not imported: the registry list may name a package `npm install` has not linked yet.
    if (listed.includes(`'@armory/game-${id}'`)) throw new UsageError(`a game '${id}' is already in libs/registry/src/games.ts`);
    let gamesText: string;
    let loadersText: string;
    try {
      gamesText = addToGamesList(listed, names);
    } catch (e) {
      throw new UsageError(`libs/registry/src/games.ts: ${(e as Error).message}; add the game there by hand`);
    }
    try {
      loadersText = addToLoaderList(readFileSync(loadersPath, 'utf8'), names);
    } catch (e) {
      throw new UsageError(`libs/registry/src/loaders.ts: ${(e as Error).message}; add the game there by hand`);
    }
    const { formatCode } = await import('../new-game/format.js');
    // Formatted before anything is written: the packages' and the registry's lint check the code's formatting.
    const [games, loaders, ...files] = await formatCode(io.root, [
      { path: 'libs/registry/src/games.ts', text: gamesText },
      { path: 'libs/registry/src/loaders.ts', text: loadersText },
      ...newGameFiles(id),
    ]);
    const { generateGameTypes } = await import('@armory/codegen');
    for (const f of files) {
      mkdirSync(dirname(join(io.root, f.path)), { recursive: true });
      writeFileSync(join(io.root, f.path), f.text);
    }
    // The content package's types come from the schemas just written, as `armory codegen` makes them.
    const types = await generateGameTypes(io.root, id);
    mkdirSync(dirname(join(io.root, types.path)), { recursive: true });
    writeFileSync(join(io.root, types.path), types.text);
    writeFileSync(gamesPath, games!.text);
    writeFileSync(loadersPath, loaders!.text);
    writeFileSync(registryPackage, addToRegistryPackage(readFileSync(registryPackage, 'utf8'), names));
    for (const f of [
      ...files.map((x) => x.path),
      types.path,
      'libs/registry/src/games.ts',
      'libs/registry/src/loaders.ts',
      'libs/registry/package.json',
    ])
      io.out(`wrote ${f}\n`);
    const { nextSteps } = await import('../new-game/next-steps.js');
    io.out(`\n${names.title} is a placeholder game that plays. Next, from ${io.root}:\n`);
    for (const step of nextSteps(id)) io.out(`  ${step}\n`);
    io.out(`then make it the real game: docs/adding-a-game.md.\n`);
    return 0;
  },
};

export default newCommand;
