import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '../args.js';
import { UsageError, type Command } from '../command.js';
import { readPackageLayout } from '../package-layout.js';

const usage = `Usage: armory package [game...]

Writes each game's typed content package, libs/content/<game>/dist, from the data 'armory build' wrote
(content.json, translations.json) and the generated types: index.js, index.d.ts, types.d.ts, the
package's README.md, the workspace's LICENSE and a package.json for engine authors (no scripts or other
workspace fields). dist/ is the package as shipped: 'npm pack libs/content/<game>/dist'.
Run 'armory build' first.
With no game, packages every game that has a content package folder.

Exit status: 0 written, 1 the built data or generated types are missing (run 'armory build' or 'armory
codegen' first), an exports.json or package.json is not JSON or does not fit the content (a single export
whose kind has no file or several), 2 usage or I/O error.
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
    const { contentPackageFiles, shippedManifest, ManifestError, writeContentPackage } = await import('@armory/codegen');
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
        const files = contentPackageFiles(read.layout, content, readFileSync(join(io.root, types), 'utf8'), translations);
        // dist/ is the package as shipped: with its README, the workspace's LICENSE and a package.json of its own.
        if (!existsSync(join(io.root, 'LICENSE'))) {
          io.err(`armory package: no LICENSE at the workspace root to ship with ${game}'s package\n`);
          return 1;
        }
        const readme = join(io.root, 'libs', 'content', game, 'README.md');
        if (existsSync(readme)) files['README.md'] = readFileSync(readme, 'utf8');
        files['LICENSE'] = readFileSync(join(io.root, 'LICENSE'), 'utf8');
        data = `libs/content/${game}/package.json`;
        files['package.json'] = shippedManifest(JSON.parse(readFileSync(join(io.root, data), 'utf8')), Object.keys(files));
        laidOut.set(game, files);
      } catch (e) {
        // The built data is remade by armory build; package.json is written by hand.
        const again = data.endsWith('package.json') ? '' : "; run 'armory build' again";
        if (e instanceof SyntaxError) io.err(`armory package: ${data} is not valid JSON${again}\n`);
        else if (e instanceof LayoutError) io.err(`armory package: libs/content/${game}/exports.json: ${e.message}\n`);
        else if (e instanceof ManifestError) io.err(`armory package: ${data}: ${e.message}\n`);
        else throw e;
        return 1;
      }
    }
    for (const [game, files] of laidOut) for (const file of writeContentPackage(io.root, game, files)) io.out(`wrote ${file}\n`);
    return 0;
  },
};
export default pack;
