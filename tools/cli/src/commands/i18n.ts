import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from '../args.js';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { UsageError, type Command, type CommandIO } from '../command.js';
import { makeFolders } from '../folders.js';
import { ioProblem } from '../io-errors.js';

const usage = `Usage: armory i18n status [game] [--locale <code>] [--json]
       armory i18n export <game> --locale <code> [-o <file.po>]
       armory i18n import <game> <file.po> [--locale <code>] [--dry-run]

Translations of a game's texts, in content/<game>/i18n/<locale>.yaml.

  status   per locale: how many texts are done, missing, stale (the English changed since) or
           orphaned (the text is gone), with the list. Exit 1 when a locale has orphaned keys.
  export   writes a gettext PO file for Poedit, Weblate or Crowdin (stdout without -o).
           A new locale is just a locale with nothing translated yet: export --locale de.
  import   merges a translated PO back. Only translations change; comments and order in the
           locale file stay. Fuzzy entries are left out until a translator clears the flag.
           Entries with an unknown key or out-of-date English are reported, not applied (exit 1).
           A malformed PO, or one for another game or locale, is refused and nothing is written.

Options:
  --locale <code>  a locale such as pl or pt-BR (import: defaults to the PO's Language header)
  --json           status as JSON
  -o, --out FILE   export: the PO file to write, as armory hott table and hounds print name their
                   output (--output is taken too)
  --dry-run        import: report what would change, write nothing
See docs/translating.md.

Exit status: 0 done, 1 invalid content, orphaned keys (status), or a PO refused or entries not applied
(import), 2 usage or I/O error.
`;

/** Write to a temp file beside the target, then rename: a reader never sees half a file. `given` names it in errors. */
function writeAtomically(path: string, text: string, given: string): void {
  if (existsSync(path) && statSync(path).isDirectory()) throw new UsageError(`cannot write ${given}: it is a folder; name a file`);
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    makeFolders(dirname(path));
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    // Checked first: removing it under a path that is not a folder fails too, naming the temp file, not `given`.
    if (existsSync(temp)) rmSync(temp, { force: true });
    throw new UsageError(`cannot write ${given}: ${ioProblem(error)}`);
  }
}

async function loadGame(io: CommandIO, game: string) {
  const { validateWorkspace, listGames } = await import('@armory/content-pipeline/node');
  if (!listGames(io.root).includes(game))
    throw new UsageError(
      `no game '${game}' in content/${didYouMean(game, listGames(io.root))}; games: ${listGames(io.root).join(', ') || 'none'}`,
    );
  const report = validateWorkspace(io.root, [`content/${game}`]).reports[0]!;
  return report;
}

/** Export and import need the English to load cleanly: a half-read game would drop or misplace keys. */
async function contentErrors(report: Awaited<ReturnType<typeof loadGame>>): Promise<number> {
  const { LOCALE_KIND } = await import('@armory/content-pipeline');
  const localePaths = new Set(report.files.filter((f) => f.kind === LOCALE_KIND).map((f) => f.path));
  return report.diagnostics.filter((d) => d.severity === 'error' && !localePaths.has(d.file)).length;
}

/** Says so and returns true when the game's content has errors. */
function refuseInvalid(io: CommandIO, game: string, errors: number): boolean {
  if (errors === 0) return false;
  io.err(
    `armory i18n: content/${game} has ${errors} ${errors === 1 ? 'error; fix it' : 'errors; fix them'} first (npx armory validate content/${game})\n`,
  );
  return true;
}

function checkLocale(locale: string | undefined, isLocaleCode: (l: string) => boolean): void {
  if (locale !== undefined && !isLocaleCode(locale)) throw new UsageError(`'${locale}' is not a locale code like pl or pt-BR`);
}

async function status(args: string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parse(args, { locale: { type: 'string' }, json: { type: 'boolean' } });
  const i18n = await import('@armory/content-pipeline');
  checkLocale(values.locale, i18n.isLocaleCode);
  if (positionals.length > 1) throw new UsageError('status takes at most one game');
  const { listGames } = await import('@armory/content-pipeline/node');
  const games = positionals.length > 0 ? positionals : listGames(io.root);
  const results = [];
  let invalid = false;
  for (const game of games) {
    const report = await loadGame(io, game);
    // English that does not load would show its translations as orphaned and its texts as gone.
    if (refuseInvalid(io, game, await contentErrors(report))) {
      invalid = true;
      continue;
    }
    for (const s of i18n.gameStatus(report, values.locale)) results.push({ game, status: s });
  }
  if (values.json)
    io.out(
      `${JSON.stringify(
        results.map((r) => i18n.statusData(r.game, r.status)),
        null,
        2,
      )}\n`,
    );
  else if (results.length === 0 && !invalid) io.out(`no translations yet; start one with 'armory i18n export <game> --locale <code>'\n`);
  else for (const r of results) io.out(i18n.formatLocaleStatus(r.game, r.status));
  return invalid || results.some((r) => r.status.orphaned.length > 0) ? 1 : 0;
}

async function exportCommand(args: string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parse(args, {
    locale: { type: 'string' },
    out: { type: 'string', short: 'o' },
    output: { type: 'string' },
  });
  if (values.out !== undefined && values.output !== undefined) throw new UsageError('give the PO file once, with -o or --out');
  const output = values.out ?? values.output;
  const i18n = await import('@armory/content-pipeline');
  if (positionals.length !== 1) throw new UsageError('export takes one game: armory i18n export <game> --locale <code>');
  if (values.locale === undefined) throw new UsageError('export needs --locale <code>, e.g. --locale pl');
  checkLocale(values.locale, i18n.isLocaleCode);
  const game = positionals[0]!;
  const report = await loadGame(io, game);
  if (refuseInvalid(io, game, await contentErrors(report))) return 1;
  const locale = i18n.gameLocales(report).find((l) => l.locale === values.locale);
  const text = i18n.exportPo({
    game,
    locale: values.locale,
    strings: i18n.translatableStrings(report),
    entries: locale?.entries ?? new Map(),
    contexts: i18n.gameContexts(report),
  });
  if (output === undefined) {
    io.out(text);
    return 0;
  }
  writeAtomically(resolve(process.cwd(), output), text, output);
  const [s] = i18n.gameStatus(report, values.locale);
  io.err(
    `wrote ${output}: ${s!.total} texts, ${s!.done.length} translated, ${s!.stale.length} fuzzy (stale), ${s!.missing.length} untranslated\n`,
  );
  return 0;
}

async function importCommand(args: string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parse(args, { locale: { type: 'string' }, 'dry-run': { type: 'boolean' } });
  const i18n = await import('@armory/content-pipeline');
  if (positionals.length !== 2) throw new UsageError('import takes a game and a PO file: armory i18n import <game> <file.po>');
  checkLocale(values.locale, i18n.isLocaleCode);
  const [game, poFile] = positionals as [string, string];
  let poText: string;
  try {
    poText = readFileSync(resolve(process.cwd(), poFile), 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${poFile}: ${ioProblem(error)}`);
  }
  const report = await loadGame(io, game);
  if (refuseInvalid(io, game, await contentErrors(report))) return 1;
  let result;
  try {
    const po = i18n.parsePo(poText, poFile);
    result = i18n.importPo({
      game,
      po,
      poFile,
      locale: values.locale,
      strings: i18n.translatableStrings(report),
      localeText: (locale) => {
        const path = join(io.root, i18n.localeFilePath(game, locale));
        if (report.diagnostics.some((d) => d.file === i18n.localeFilePath(game, locale) && d.rule === 'yaml-syntax')) {
          throw new i18n.PoRefusedError(
            poFile,
            1,
            `${i18n.localeFilePath(game, locale)} is not valid YAML; fix it first (npx armory validate)`,
          );
        }
        return existsSync(path) ? readFileSync(path, 'utf8').replace(/^\uFEFF/, '') : null;
      },
    });
  } catch (error) {
    if (error instanceof i18n.PoSyntaxError || error instanceof i18n.PoRefusedError) {
      io.err(`armory i18n: ${error.message}; nothing was imported\n`);
      return 1;
    }
    throw error;
  }
  const target = i18n.localeFilePath(game, result.locale);
  if (result.note) io.err(`note: ${result.note}\n`);
  for (const s of result.skipped) if (s.reason !== 'untranslated') io.err(`${poFile}:${s.line}: skipped: ${s.message}\n`);
  const untranslated = result.skipped.filter((s) => s.reason === 'untranslated').length;
  const verb = values['dry-run'] ? 'would apply' : 'applied';
  io.out(
    `${target}${result.created ? ' (new)' : ''}: ${verb} ${result.applied.length}, unchanged ${result.unchanged}, fuzzy ${result.skipped.filter((s) => s.reason === 'fuzzy').length}, untranslated ${untranslated}, rejected ${result.skipped.filter((s) => s.reason !== 'fuzzy' && s.reason !== 'untranslated').length}\n`,
  );
  if (result.text !== null && !values['dry-run']) writeAtomically(join(io.root, target), result.text, target);
  return result.skipped.some((s) => s.reason !== 'fuzzy' && s.reason !== 'untranslated') ? 1 : 0;
}

const i18n: Command = {
  name: 'i18n',
  summary: 'translation status, and export/import of gettext PO files',
  usage,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'status') return status(rest, io);
    if (sub === 'export') return exportCommand(rest, io);
    if (sub === 'import') return importCommand(rest, io);
    const subs = ['status', 'export', 'import'];
    throw new UsageError(
      sub ? `unknown sub-command '${sub}'${didYouMean(sub, subs)}; known: ${subs.join(', ')}` : 'say status, export or import',
    );
  },
};
export default i18n;
