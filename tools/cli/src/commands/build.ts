import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '../args.js';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { UsageError, type Command } from '../command.js';

const usage = `Usage: armory build [--game <game>]

Validates all content first (as 'armory validate' does). On any error it writes nothing and exits 1.
Otherwise it writes each game's content as libs/content/<game>/data/content.json:
  { "<kind>": { "<root id or file stem>": data } }
(checks.yaml and i18n/ locale files are left out), and beside it data/translations.json: every translation
key of the content, and each locale's translations made from the current English (stale and missing ones
left out). Each file is replaced atomically; a summary is printed. Then 'armory package' turns that data
into the typed content package.

Options:
  --game <game>   build only this game (its folder under content/)

Exit status: 0 built, 1 invalid content, 2 usage or I/O error.
`;

/** Writes a file by writing a temp file beside it and renaming, so a reader never sees half a file. */
function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

const build: Command = {
  name: 'build',
  summary: "validate all content, then write each game's data/content.json",
  usage,
  async run(args, io) {
    const { values } = parse(args, { game: { type: 'string' } }, false);
    const { validateWorkspace, listGames } = await import('@armory/content-pipeline/node');
    const { formatDiagnostic, plural } = await import('@armory/content-pipeline');
    const games = listGames(io.root);
    if (values.game !== undefined && !games.includes(values.game)) {
      throw new UsageError(`no game '${values.game}' in content/${didYouMean(values.game, games)}; games: ${games.join(', ') || 'none'}`);
    }
    // Everything is validated even for one game: a build must never come from a workspace that does not validate.
    const { reports, diagnostics, totals } = validateWorkspace(io.root);
    const { gameContent, packageTranslations } = await import('@armory/content-pipeline');
    const built = reports.filter((r) => values.game === undefined || r.game === values.game);
    const outputs = built.map((report) => ({ game: report.game, ...gameContent(report), translations: packageTranslations(report) }));
    // The summary counts the warnings of the games built: another game's warning is not this build's.
    const warnings = values.game === undefined ? totals.warnings : built.reduce((n, r) => n + r.totals.warnings, 0);
    const clashes = outputs.flatMap((o) => o.clashes);
    for (const d of diagnostics) if (d.severity === 'error') io.err(`${formatDiagnostic(d, { color: io.color })}\n\n`);
    for (const clash of clashes) io.err(`${clash}\n`);
    if (totals.errors > 0 || clashes.length > 0) {
      io.err(`armory build: ${plural(totals.errors + clashes.length, 'error')}; nothing was written\n`);
      return 1;
    }
    for (const { game, files, content, translations } of outputs) {
      const data = join(io.root, 'libs', 'content', game, 'data');
      writeAtomically(join(data, 'content.json'), `${JSON.stringify(content, null, 2)}\n`);
      writeAtomically(join(data, 'translations.json'), `${JSON.stringify(translations, null, 2)}\n`);
      const kinds = Object.entries(content)
        .map(([kind, entries]) => `${Object.keys(entries).length} ${kind}`)
        .join(', ');
      io.out(`${game}: ${plural(files, 'file')} (${kinds}) -> libs/content/${game}/data/content.json\n`);
      const locales = Object.entries(translations.locales).map(
        ([locale, texts]) => `${locale} ${Object.keys(texts).length} of ${translations.keys.length} current`,
      );
      if (locales.length > 0) io.out(`${game}: translations (${locales.join(', ')}) -> libs/content/${game}/data/translations.json\n`);
    }
    io.out(
      `built ${outputs.length} ${outputs.length === 1 ? 'game' : 'games'}${warnings > 0 ? ` (${plural(warnings, 'warning')}; see armory validate)` : ''}\n`,
    );
    return 0;
  },
};
export default build;
