import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parse } from '../args.js';
import { UsageError, type Command } from '../command.js';

const usage = `Usage: armory validate [paths...] [--format text|json] [--json]

Checks content YAML against its schemas, unique ids, references, content/<game>/checks.yaml and the
translation files. Paths are files or folders under content/ (default: all of content/); a game is
always read whole so cross-checks see every file, but only problems under the paths are shown.
Symlinks are followed while they stay inside content/; one that leads outside is an error at the link.

Options:
  --format text   one block per problem (file:line:column, message, rule, code frame), then a summary
  --format json   a JSON array of { file, line, column, pointer, message, rule, severity }, plus places
                  (each { file, line, column }) on a problem standing for several, such as an id renamed
                  while other places still name the old one (one error, at the first of them)
  --json          the same as --format json, as every other command that prints JSON takes it

Exit status: 0 valid (warnings allowed), 1 invalid content, 2 usage or I/O error (e.g. a missing path).
`;

/** Resolves a path the way a user means it: from the current folder, else from the workspace root. */
export function userPath(given: string, root: string): string {
  if (isAbsolute(given)) return given;
  const fromCwd = resolve(process.cwd(), given);
  return existsSync(fromCwd) ? fromCwd : resolve(root, given);
}

const validate: Command = {
  name: 'validate',
  summary: 'check content against its schemas, ids, references, checks.yaml and translations',
  usage,
  async run(args, io) {
    const { values, positionals } = parse(args, { format: { type: 'string' }, json: { type: 'boolean', default: false } });
    const format = values.format ?? (values.json ? 'json' : 'text');
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, got '${format}'`);
    if (values.json && format !== 'json') throw new UsageError(`--json asks for JSON and --format ${format} for ${format}; give one`);
    const paths = positionals.map((p) => userPath(p, io.root));
    for (const [i, p] of paths.entries()) if (!existsSync(p)) throw new UsageError(`no such file or folder: ${positionals[i]}`);
    const { validateWorkspace, WorkspacePathError } = await import('@armory/content-pipeline/node');
    const { formatDiagnostic, plural: count } = await import('@armory/content-pipeline');
    let result;
    try {
      result = validateWorkspace(io.root, paths.length > 0 ? paths : undefined);
    } catch (error) {
      if (error instanceof WorkspacePathError) throw new UsageError(error.message);
      throw error;
    }
    const { diagnostics, totals, reports, fileCount } = result;
    if (format === 'json') {
      const rows = diagnostics.map(({ file, line, column, pointer, message, rule, severity, places }) => ({
        file,
        line,
        column,
        pointer,
        message,
        rule,
        severity,
        ...(places ? { places } : {}),
      }));
      io.out(`${JSON.stringify(rows, null, 2)}\n`);
    } else {
      for (const d of diagnostics) io.out(`${formatDiagnostic(d, { color: io.color })}\n\n`);
      io.out(
        `${count(fileCount, 'file')} in ${count(reports.length, 'game')}: ${count(totals.errors, 'error')}, ${count(totals.warnings, 'warning')}\n`,
      );
    }
    return totals.errors > 0 ? 1 : 0;
  },
};
export default validate;
