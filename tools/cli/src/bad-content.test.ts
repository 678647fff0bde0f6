import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './root.js';

// Each game's content with a designer's mistake in it, checked by `armory validate` as a user runs it: a scratch
// copy of the game's schemas and content, the case's edits, and the errors must be exactly the expected ones, at
// their file, line (and column), with their rule and message. The cases are data:
// libs/content/<game>/bad-content/cases.json, whose $comment describes the format. One game alone:
// `npx vitest run tools/cli/src/bad-content.test.ts -t <game>` (from the root).

/** One change to one file of the scratch copy; `file` is relative to the workspace, as `armory validate` reports it. */
type Edit = { file: string; from: string; to: string } | { file: string; deleteLines: string };

/** One expected error. `line` is text the line holds (its first line holding it, after the edits). */
interface ExpectedError {
  file: string;
  line: string;
  /** Text that starts at the error's column on that line. */
  column?: string;
  rule: string;
  /** The message exactly; or `messageHas`, a part of it; or `messageMatches`, a regular expression. */
  message?: string;
  messageHas?: string;
  messageMatches?: string;
}

interface Case {
  name: string;
  edits: Edit[];
  errors: ExpectedError[];
}

interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  rule: string;
  severity: string;
}

const root = repoRoot();
const armory = join(root, 'tools', 'cli', 'bin', 'armory.js');
const contentRoot = join(root, 'libs', 'content');

const games = readdirSync(contentRoot)
  .filter((game) => existsSync(join(contentRoot, game, 'bad-content', 'cases.json')))
  .map((game) => ({
    game,
    casesFile: join(contentRoot, game, 'bad-content', 'cases.json'),
    cases: (JSON.parse(readFileSync(join(contentRoot, game, 'bad-content', 'cases.json'), 'utf8')) as { cases: Case[] }).cases,
  }));

function applyEdit(scratch: string, edit: Edit, where: string) {
  const path = join(scratch, edit.file);
  const text = readFileSync(path, 'utf8');
  let edited: string;
  if ('from' in edit) {
    if (!text.includes(edit.from)) throw new Error(`${where}: ${edit.file} does not hold ${JSON.stringify(edit.from)}`);
    edited = text.replace(edit.from, () => edit.to); // a function, so `$` in `to` is taken as written
  } else if (typeof edit.deleteLines === 'string') {
    const pattern = new RegExp(edit.deleteLines);
    edited = text
      .split('\n')
      .filter((line) => !pattern.test(line))
      .join('\n');
  } else throw new Error(`${where}: an edit needs from and to, or deleteLines`);
  if (edited === text) throw new Error(`${where}: the edit of ${edit.file} changes nothing`);
  writeFileSync(path, edited);
}

/** Where an expected error stands in the edited copy, and what its message must be. */
function resolve(scratch: string, error: ExpectedError, where: string) {
  const lines = readFileSync(join(scratch, error.file), 'utf8').split('\n');
  const index = lines.findIndex((l) => l.includes(error.line));
  if (index < 0) throw new Error(`${where}: no line of ${error.file} holds ${JSON.stringify(error.line)}`);
  let column: unknown = expect.any(Number);
  if (error.column !== undefined) {
    const at = lines[index]!.indexOf(error.column);
    if (at < 0) throw new Error(`${where}: line ${index + 1} of ${error.file} does not hold ${JSON.stringify(error.column)}`);
    column = at + 1;
  }
  const message =
    error.message ??
    (error.messageHas !== undefined
      ? expect.stringContaining(error.messageHas)
      : error.messageMatches !== undefined
        ? expect.stringMatching(new RegExp(error.messageMatches))
        : undefined);
  if (message === undefined) throw new Error(`${where}: an expected error needs message, messageHas or messageMatches`);
  return { file: error.file, line: index + 1, column, rule: error.rule, message };
}

const byPlace = (a: { file: string; line: number; rule: string }, b: { file: string; line: number; rule: string }) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule);

it('finds the games with bad-content cases', () => {
  expect(games.map((g) => g.game)).toContain('hott');
});

for (const { game, casesFile, cases } of games)
  describe(game, () => {
    for (const c of cases)
      it(
        c.name,
        () => {
          const where = `${casesFile}, case '${c.name}'`;
          const scratch = mkdtempSync(join(tmpdir(), `armory-bad-${game}-`));
          try {
            for (const part of ['schemas/common', `schemas/${game}`, `content/${game}`])
              cpSync(join(root, part), join(scratch, part), { recursive: true });
            for (const edit of c.edits) applyEdit(scratch, edit, where);
            const run = spawnSync(process.execPath, [armory, 'validate', `content/${game}`, '--format', 'json'], {
              cwd: scratch,
              encoding: 'utf8',
            });
            const said = `armory validate exited ${run.status}:\n${run.stdout}${run.stderr}`;
            expect(run.status, said).toBe(1);
            const errors = (JSON.parse(run.stdout) as Diagnostic[])
              .filter((d) => d.severity === 'error')
              .map(({ file, line, column, rule, message }) => ({ file, line, column, rule, message }))
              .sort(byPlace);
            expect(errors, where).toEqual(c.errors.map((e) => resolve(scratch, e, where)).sort(byPlace));
          } finally {
            rmSync(scratch, { recursive: true, force: true });
          }
        },
        60_000,
      );
  });
