import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '../args.js';
import { UsageError, type Command } from '../command.js';
import { readPackageLayout } from '../package-layout.js';

const usage = `Usage: armory package [game...]

Writes each game's typed content package, libs/content/<game>/dist (index.js, index.d.ts,
types.d.ts), from the data 'armory build' wrote (content.json, translations.json) and the generated
types. Run 'armory build' first.
With no game, packages every game that has a content package folder.

Exit status: 0 written, 1 the built data is missing (run 'armory build' first), an exports.json is not
JSON or does not fit the content (a single export whose kind has no file or several), 2 usage or I/O error.
`;

const pack: Command = {
  name: 'package',
  summary: 'write the typed content packages (after armory build)',
  usage,
  async run(args, io) {
    const { positionals } = parse(args, {});
    const packages = join(io.root, 'libs', 'content');
    const named = [...new Set(positionals)];
    const games = named.length > 0 ? named : readdirSync(packages).filter((g) => existsSync(join(packages, g, 'exports.json')));
    // Every game is checked before any is written: a typo in the last name leaves no half-done run.
    const unknown = games.filter((game) => !existsSync(join(packages, game, 'exports.json')));
    if (unknown.length > 0)
      throw new UsageError(
        `no content package for ${unknown.map((g) => `'${g}'`).join(', ')} (libs/content/<game>/exports.json); packages: ${readdirSync(
          packages,
        )
          .filter((g) => existsSync(join(packages, g, 'exports.json')))
          .join(', ')}`,
      );
    const unbuilt = games.filter((game) => !existsSync(join(packages, game, 'data', 'content.json')));
    if (unbuilt.length > 0) {
      io.err(`armory package: no built data for ${unbuilt.join(', ')} (libs/content/<game>/data/content.json); run 'armory build' first\n`);
      return 1;
    }
    const { LayoutError } = await import('@armory/content-pipeline/layout');
    const { contentPackageFiles, writeContentPackage } = await import('@armory/codegen');
    // Every package is laid out from the built data first, so an export that does not fit it writes no package;
    // the files laid out are the ones written.
    const laidOut = new Map<string, Record<string, string>>();
    for (const game of games) {
      const read = await readPackageLayout(io.root, game);
      if ('problem' in read) {
        io.err(`armory package: ${read.problem}\n`);
        return 1;
      }
      let data = `libs/content/${game}/data/content.json`;
      try {
        const content = JSON.parse(readFileSync(join(io.root, data), 'utf8'));
        data = `libs/content/${game}/data/translations.json`;
        const translations = existsSync(join(io.root, data)) ? JSON.parse(readFileSync(join(io.root, data), 'utf8')) : undefined;
        const types = `libs/content/${game}/src/generated/types.ts`;
        if (!existsSync(join(io.root, types))) {
          io.err(`armory package: no generated types for ${game} (${types}); run 'armory codegen' first\n`);
          return 1;
        }
        laidOut.set(game, contentPackageFiles(read.layout, content, readFileSync(join(io.root, types), 'utf8'), translations));
      } catch (e) {
        if (e instanceof SyntaxError) io.err(`armory package: ${data} is not valid JSON; run 'armory build' again\n`);
        else if (e instanceof LayoutError) io.err(`armory package: libs/content/${game}/exports.json: ${e.message}\n`);
        else throw e;
        return 1;
      }
    }
    for (const [game, files] of laidOut) for (const file of writeContentPackage(io.root, game, files)) io.out(`wrote ${file}\n`);
    return 0;
  },
};
export default pack;
