import { Document, LineCounter, isAlias, parseDocument, visit } from 'yaml';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import type { SourceFile } from './types.js';
import { resolveFrom } from './workspace-path.js';

/** Content files are hand-written; anything larger is a mistake or an attack, refused before parsing. */
export const MAX_FILE_CHARS = 1024 * 1024;

/** Aliases may expand this often per file: enough for real reuse, far too few for a "billion laughs" file. */
export const MAX_ALIAS_COUNT = 100;

const MODELINE = /^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$/;

/** One file parsed on its own: its document, plain data, the schema its modeline names, and its own problems. */
export interface ParsedSource {
  /** The text as parsed (a byte order mark removed). */
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  /** Workspace path of the schema the modeline names, or null without a modeline. */
  schemaPath: string | null;
  diagnostics: Diagnostic[];
}

function sizeText(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(chars / 1024)} KB`;
}

/** How a modeline for this file should look, so the message can show the line to paste. */
export function exampleModeline(path: string): string {
  const depth = path.split('/').length - 1;
  const game = path.split('/')[1] ?? '<game>';
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${game}/<kind>.schema.json`;
}

const yamlMessages: Record<string, string> = {
  TAB_AS_INDENT: 'tabs are not allowed for indentation in YAML; indent with spaces',
  DUPLICATE_KEY: 'the same key appears twice in one mapping; keep one',
  MULTIPLE_DOCS: 'a content file holds one YAML document; remove the extra `---` separator',
};

function yamlMessage(code: string, message: string): string {
  const known = yamlMessages[code];
  if (known) return known;
  const first = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
  return `YAML syntax: ${first.charAt(0).toLowerCase()}${first.slice(1)}`;
}

/** Parses one file with positions and checks what can be checked without a schema. Never throws on bad input. */
export function parseSource(file: SourceFile): ParsedSource {
  const lineCounter = new LineCounter();
  const empty = (text: string, diagnostics: Diagnostic[], schemaPath: string | null = null): ParsedSource => ({
    text,
    doc: new Document(null),
    lineCounter,
    data: undefined,
    schemaPath,
    diagnostics,
  });
  const start = { line: 1, column: 1 };
  if (file.text.length > MAX_FILE_CHARS) {
    const message = `file is ${sizeText(file.text.length)}; a content file may be at most ${sizeText(MAX_FILE_CHARS)}, so it was not read (split it into several files)`;
    return empty('', [diagnosticAt({ path: file.path, text: '' }, start, '', message, 'file-too-large')]);
  }
  const diagnostics: Diagnostic[] = [];
  let text = file.text;
  if (text.startsWith('\uFEFF')) {
    // Accepted, since many Windows editors add it, but flagged: other YAML tools may treat it as content.
    text = text.slice(1);
    const message = 'file starts with a UTF-8 byte order mark (BOM, an invisible character); it was ignored, but save the file as UTF-8 without BOM';
    diagnostics.push(diagnosticAt({ path: file.path, text }, start, '', message, 'bom', 'warning'));
  }
  const source = { path: file.path, text };
  const binaryAt = text.search(/[\u0000\uFFFD]/);
  if (binaryAt >= 0) {
    const before = text.slice(0, binaryAt);
    const line = before.split('\n').length;
    const at = { line, column: binaryAt - before.lastIndexOf('\n') };
    diagnostics.push(diagnosticAt({ path: file.path, text: '' }, at, '', 'file is not text: it holds binary data (a byte that is not UTF-8 text); content files must be YAML text', 'not-text'));
    return empty(text, diagnostics);
  }
  if (text.trim() === '') {
    const message = `file is empty: it needs a modeline, like '${exampleModeline(file.path)}', and content`;
    return empty(text, [...diagnostics, diagnosticAt(source, start, '', message, 'empty-file')]);
  }
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0).replace(/\r$/, '');
  const modeline = MODELINE.exec(firstLine);
  const schemaPath = modeline ? resolveFrom(file.path, modeline[1]!) : null;
  if (!modeline) {
    const message = `missing modeline: the first line must name the file's schema, like '${exampleModeline(file.path)}'`;
    diagnostics.push(diagnosticAt(source, start, '', message, 'modeline'));
  }
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  for (const error of doc.errors) {
    const at = error.linePos?.[0] ?? { line: 1, col: 1 };
    diagnostics.push(diagnosticAt(source, { line: at.line, column: at.col }, '', yamlMessage(error.code, error.message), 'yaml-syntax'));
  }
  for (const warning of doc.warnings) {
    const at = warning.linePos?.[0] ?? { line: 1, col: 1 };
    diagnostics.push(diagnosticAt(source, { line: at.line, column: at.col }, '', yamlMessage(warning.code, warning.message), 'yaml-warning', 'warning'));
  }
  if (doc.errors.length > 0) return { text, doc, lineCounter, data: undefined, schemaPath, diagnostics };
  if (doc.contents === null) {
    diagnostics.push(diagnosticAt(source, start, '', 'file is empty: it has no content after its modeline and comments', 'empty-file'));
    return { text, doc, lineCounter, data: undefined, schemaPath, diagnostics };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let offset = 0;
    visit(doc, { Alias: (_, node) => ((offset = isAlias(node) ? (node.range?.[0] ?? 0) : 0), visit.BREAK) });
    const { line, col } = lineCounter.linePos(offset);
    const message = `aliases expand too much (more than ${MAX_ALIAS_COUNT} copies); a file whose aliases multiply like this ("billion laughs") is refused`;
    diagnostics.push(diagnosticAt(source, { line, column: col }, '', message, 'alias-limit'));
    return { text, doc, lineCounter, data: undefined, schemaPath, diagnostics };
  }
  return { text, doc, lineCounter, data, schemaPath, diagnostics };
}
