import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '../args.js';
import type { Diagnostic } from '@armory/content-pipeline';
import type { Command } from '../command.js';

const usage = `Usage: armory codegen [--check]

Turns the JSON Schemas in schemas/<game>/ into TypeScript types in
libs/content/<game>/src/generated/types.ts (json-schema-to-typescript): the types of the kinds of
file libs/content/<game>/exports.json exports, and of what their schemas use.

Options:
  --check   write nothing; exit 1 if a generated file is stale
  --help    show this help

Exit status: 0 written or up to date, 1 a generated file is stale (--check), a schema is broken (shown at
its place; nothing is written) or an exports.json is not JSON or exports a kind with no schema, 2 usage or
I/O error.
`;

const codegen: Command = {
  name: 'codegen',
  summary: 'generate TypeScript types from the JSON Schemas',
  usage,
  async run(args, io) {
    const { values } = parse(args, { check: { type: 'boolean' } }, false);
    // A schema that does not load is shown at its place, as armory validate shows it, not as a crash.
    const { formatDiagnostic } = await import('@armory/content-pipeline');
    const { loadValidator } = await import('@armory/content-pipeline/node');
    const problems: Diagnostic[] = [];
    problems.push(...loadValidator(io.root, problems).schemaProblems);
    if (problems.length > 0) {
      for (const d of problems) io.err(`${formatDiagnostic(d, { color: io.color })}\n\n`);
      io.err(`armory codegen: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in the schemas; nothing was written\n`);
      return 1;
    }
    const { generateAll, UntitledSchemaError } = await import('@armory/codegen');
    const { LayoutError } = await import('@armory/content-pipeline/layout');
    let files;
    try {
      files = await generateAll(io.root);
    } catch (e) {
      // A package's exports.json names the kinds whose types it carries: a mistake there is named, not a crash.
      if (e instanceof LayoutError) {
        io.err(`armory codegen: ${e.message}; nothing was written\n`);
        return 1;
      }
      if (!(e instanceof UntitledSchemaError)) throw e;
      const { codeFrame } = await import('@armory/content-pipeline');
      const text = readFileSync(join(io.root, e.file), 'utf8');
      const problem = {
        file: e.file,
        line: 1,
        column: 1,
        pointer: '',
        message: e.message,
        rule: 'schema:title',
        severity: 'error' as const,
      };
      io.err(`${formatDiagnostic({ ...problem, frame: codeFrame(text, 1, 1) }, { color: io.color })}\n\n`);
      io.err('armory codegen: 1 problem in the schemas; nothing was written\n');
      return 1;
    }
    let stale = 0;
    for (const file of files) {
      const target = join(io.root, file.path);
      const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
      if (current === file.text) continue;
      stale++;
      if (values.check) {
        io.err(`${file.path} is stale; run 'npm run codegen'\n`);
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(`${target}.tmp`, file.text);
      renameSync(`${target}.tmp`, target);
      io.out(`wrote ${file.path}\n`);
    }
    if (stale === 0) io.out(`codegen: ${files.length} file(s) up to date\n`);
    return values.check && stale > 0 ? 1 : 0;
  },
};
export default codegen;
