/** How bad a problem is: errors fail `armory validate` and `armory build`, warnings do not. */
export type Severity = 'error' | 'warning';

/** One problem the pipeline found, positioned so a designer can jump to it. */
export interface Diagnostic {
  /** Posix path relative to the workspace root. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** JSON Pointer into the file's data ('' for the whole file). */
  pointer: string;
  /** What is wrong, in the designer's words. */
  message: string;
  /** The rule that failed: `schema:type`, `yaml-syntax`, `unique-id`, a check's id, ... */
  rule: string;
  severity: Severity;
  /** A few source lines around the problem, with a caret under the column. */
  frame: string;
  /** Only on the "... and N more in this file" line: what the per-file cap hid. */
  hidden?: { errors: number; warnings: number };
  /** On a problem with a name nothing declares: which name, so one renamed id is one error (unknown-names.ts). */
  unknownName?: UnknownName;
  /** Every place a problem stands for when it stands for several (a renamed id's old name), its own first. */
  places?: Place[];
  /** On a problem that a file of this kind being gone causes, so what one deleted file breaks is one error (missing-file.ts). */
  missingKind?: string;
}

/** A place in a content file. */
export interface Place {
  file: string;
  line: number;
  column: number;
}

/** The name a problem is about, and what is known of it (see `groupUnknownNames`). */
export interface UnknownName {
  /** The old name as written. */
  value: string;
  /** The `x-id` collection it should belong to; none for a translation key naming it. */
  collection?: string;
  /** For a collection whose ids are unique per file: that file. */
  scopeFile?: string;
  /** Where it stands, in the designer's words ("tile 'wolf': abilities, item 2"). */
  place?: string;
  /** A known name one typo away, when there is one. */
  guess?: string;
  /** A name the place suggests it was renamed to (the entry a table now lacks, the key a translation now has). */
  renamedTo?: string;
}

/** Errors and warnings in a list of diagnostics, counting those hidden behind "... and N more" lines. */
export function countDiagnostics(list: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of list) {
    if (d.hidden) {
      errors += d.hidden.errors;
      warnings += d.hidden.warnings;
    } else if (d.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** How many problems one file may show before the rest are summed up: the first screen should show the cause. */
export const DIAGNOSTICS_PER_FILE = 20;

/**
 * The lines around `line` (1-based) with a gutter and a caret under `column`.
 * @example codeFrame('a: 1\nb: x\n', 2, 4) // '  1 | a: 1\n> 2 | b: x\n    |    ^'
 */
export function codeFrame(text: string, line: number, column: number, context = 2): string {
  const lines = linesOf(text);
  if (lines.length === 0) return '';
  const at = Math.min(Math.max(line, 1), lines.length);
  const first = Math.max(1, at - context);
  const last = Math.min(lines.length, at + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const source = (lines[n - 1] ?? '').replace(/\t/g, '→');
    const shown = source.length > 160 ? `${source.slice(0, 157)}...` : source;
    out.push(`${n === at ? '>' : ' '} ${String(n).padStart(width)} | ${shown}`);
    if (n === at) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, Math.min(column, 158) - 1))}^`);
  }
  return out.join('\n');
}

let splitText: string | undefined;
let splitLines: string[] = [];

/** The text's lines, remembered for the last text: a file with thousands of problems is split once, not per problem. */
function linesOf(text: string): string[] {
  if (text !== splitText) {
    splitLines = text.split(/\r?\n/);
    if (splitLines.length > 1 && splitLines[splitLines.length - 1] === '') splitLines.pop();
    splitText = text;
  }
  return splitLines;
}

const red = (s: string) => `\u001b[31m${s}\u001b[39m`;
const yellow = (s: string) => `\u001b[33m${s}\u001b[39m`;
const dim = (s: string) => `\u001b[2m${s}\u001b[22m`;
const bold = (s: string) => `\u001b[1m${s}\u001b[22m`;

/**
 * One diagnostic as text: `file:line:column severity message [rule]`, then its code frame.
 * @example formatDiagnostic(d) // 'content/x/army.yaml:4:17 error tile 'wolf': ... [schema:type]\n  3 | ...'
 */
export function formatDiagnostic(d: Diagnostic, options: { color?: boolean } = {}): string {
  const c = options.color ?? false;
  const where = `${d.file}:${d.line}:${d.column}`;
  const level = d.severity === 'error' ? (c ? red('error') : 'error') : c ? yellow('warning') : 'warning';
  const head = `${c ? bold(where) : where} ${level} ${d.message} ${c ? dim(`[${d.rule}]`) : `[${d.rule}]`}`;
  return d.frame ? `${head}\n${d.frame}` : head;
}

function depth(pointer: string): number {
  return pointer === '' ? 0 : pointer.split('/').length - 1;
}

/**
 * Sorts by file, line, column, deepest pointer first at one place, drops exact repeats, and caps each file at
 * `perFile` problems (errors before warnings), adding one "... and N more in this file" line for the rest.
 */
export function arrangeDiagnostics(all: Diagnostic[], perFile = DIAGNOSTICS_PER_FILE): Diagnostic[] {
  const seen = new Set<string>();
  const unique = all.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.rule}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || depth(b.pointer) - depth(a.pointer),
  );
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of unique) {
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  const out: Diagnostic[] = [];
  for (const [file, list] of byFile) {
    if (list.length <= perFile) {
      out.push(...list);
      continue;
    }
    // Keep errors first so warnings never crowd out the problem that fails the run.
    const kept = [...list.filter((d) => d.severity === 'error'), ...list.filter((d) => d.severity === 'warning')].slice(0, perFile);
    const keptSet = new Set(kept);
    const dropped = list.filter((d) => !keptSet.has(d));
    const last = dropped[dropped.length - 1]!;
    out.push(...list.filter((d) => keptSet.has(d)));
    const errors = dropped.filter((d) => d.severity === 'error').length;
    out.push({
      file,
      line: last.line,
      column: 1,
      pointer: '',
      message: `... and ${dropped.length} more in this file (${plural(errors, 'error')}, ${plural(dropped.length - errors, 'warning')})`,
      rule: 'more',
      severity: errors > 0 ? 'error' : 'warning',
      frame: '',
      hidden: { errors, warnings: dropped.length - errors },
    });
  }
  return out;
}

/**
 * A count with its noun, singular for one.
 * @example plural(1, 'error') // '1 error'
 */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Builds a diagnostic with its code frame cut from the file's text. */
export function diagnosticAt(
  file: { path: string; text: string },
  at: { line: number; column: number },
  pointer: string,
  message: string,
  rule: string,
  severity: Severity = 'error',
): Diagnostic {
  return {
    file: file.path,
    line: at.line,
    column: at.column,
    pointer,
    message,
    rule,
    severity,
    frame: codeFrame(file.text, at.line, at.column),
  };
}
