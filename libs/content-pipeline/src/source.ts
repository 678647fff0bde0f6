import { Document, LineCounter, isCollection, isPair, isScalar, parseDocument, type YAMLError } from 'yaml';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import { aliasCopies, MAX_ALIAS_NODES, MAX_NESTING, tooDeepAt } from './document-limits.js';
import type { SourceFile } from './types.js';
import { resolveFrom } from './workspace-path.js';

/** Content files are hand-written; anything larger is a mistake or an attack, refused before parsing. */
export const MAX_FILE_CHARS = 1024 * 1024;

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
  MULTIPLE_DOCS: 'a content file holds one YAML document; remove the extra `---` separator',
  RESOURCE_EXHAUSTION: `nested too deep (limit ${MAX_NESTING} levels); a content file needs only a few`,
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
  if (file.unreadable) {
    // The reader already knows why this file cannot be taken as it is; that is its one error.
    const { message, rule, line, column } = file.unreadable;
    const shown = file.text.length > MAX_FILE_CHARS ? '' : file.text;
    return empty('', [diagnosticAt({ path: file.path, text: shown }, { line, column }, '', message, rule)]);
  }
  if (file.text.length > MAX_FILE_CHARS) {
    const message = `file is ${sizeText(file.text.length)}; a content file may be at most ${sizeText(MAX_FILE_CHARS)}, so it was not read (split it into several files)`;
    return empty('', [diagnosticAt({ path: file.path, text: '' }, start, '', message, 'file-too-large')]);
  }
  const diagnostics: Diagnostic[] = [];
  let text = file.text;
  if (text.startsWith('\uFEFF')) {
    // Accepted, since many Windows editors add it, but flagged: other YAML tools may treat it as content.
    text = text.slice(1);
    const message =
      'file starts with a UTF-8 byte order mark (BOM, an invisible character); it was ignored, but save the file as UTF-8 without BOM';
    diagnostics.push(diagnosticAt({ path: file.path, text }, start, '', message, 'bom', 'warning'));
  }
  const source = { path: file.path, text };
  const binaryAt = text.search(/[\u0000\uFFFD]/);
  if (binaryAt >= 0) {
    const before = text.slice(0, binaryAt);
    const line = before.split('\n').length;
    const at = { line, column: binaryAt - before.lastIndexOf('\n') };
    const message =
      text[binaryAt] === '\u0000'
        ? `file is not text: it holds a NUL byte (at ${at.line}:${at.column}), so it is binary data, not YAML`
        : `file is not UTF-8: it holds U+FFFD (at ${at.line}:${at.column}), the mark a program leaves where it could not read a byte; save the file as UTF-8 and retype that character`;
    diagnostics.push(diagnosticAt(source, at, '', message, text[binaryAt] === '\u0000' ? 'not-text' : 'not-utf8'));
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
  for (const error of firstCauses(doc.errors)) {
    const at = error.linePos?.[0] ?? { line: 1, col: 1 };
    const message =
      error.code === 'DUPLICATE_KEY'
        ? duplicateKeyMessage(doc, lineCounter, text, error)
        : error.code === 'TAB_AS_INDENT'
          ? tabMessage(doc.errors)
          : yamlMessage(error.code, error.message);
    diagnostics.push(
      diagnosticAt(
        source,
        { line: at.line, column: at.col },
        '',
        message,
        error.code === 'RESOURCE_EXHAUSTION' ? 'nesting-limit' : 'yaml-syntax',
      ),
    );
  }
  for (const warning of doc.warnings) {
    const at = warning.linePos?.[0] ?? { line: 1, col: 1 };
    diagnostics.push(
      diagnosticAt(source, { line: at.line, column: at.col }, '', yamlMessage(warning.code, warning.message), 'yaml-warning', 'warning'),
    );
  }
  if (doc.errors.length > 0) return { text, doc, lineCounter, data: undefined, schemaPath, diagnostics };
  if (doc.contents === null) {
    diagnostics.push(diagnosticAt(source, start, '', 'file is empty: it has no content after its modeline and comments', 'empty-file'));
    return { text, doc, lineCounter, data: undefined, schemaPath, diagnostics };
  }
  const refused = refuseOversized(doc, lineCounter, source);
  if (refused) return { text, doc, lineCounter, data: undefined, schemaPath, diagnostics: [...diagnostics, refused] };
  return { text, doc, lineCounter, data: documentData(doc), schemaPath, diagnostics };
}

/**
 * A document nested deeper than `MAX_NESTING`, or whose aliases would copy more than `MAX_ALIAS_NODES` nodes, as
 * the one diagnostic that refuses it; undefined when it is within both limits.
 */
export function refuseOversized(doc: Document, lineCounter: LineCounter, source: { path: string; text: string }): Diagnostic | undefined {
  const deep = tooDeepAt(doc);
  if (deep >= 0) {
    const { line, col } = lineCounter.linePos(deep);
    return diagnosticAt(source, { line, column: col }, '', yamlMessages['RESOURCE_EXHAUSTION']!, 'nesting-limit');
  }
  const { at } = aliasCopies(doc);
  if (at >= 0) {
    const { line, col } = lineCounter.linePos(at);
    const message = `aliases expand too much (they would copy more than ${MAX_ALIAS_NODES} values); a file whose aliases multiply like this ("billion laughs") is refused`;
    return diagnosticAt(source, { line, column: col }, '', message, 'alias-limit');
  }
  return undefined;
}

/** A document's plain data, once `refuseOversized` has passed it (so alias expansion is already bounded). */
export function documentData(doc: Document): unknown {
  return doc.toJS({ maxAliasCount: -1 });
}

/**
 * yaml's errors minus the follow-ons of an earlier one: after a tab used as indentation the rest of the block
 * cannot be read, so the first tab stands for them all; after running out of stack, nothing else is trustworthy.
 * Otherwise the first syntax error stands alone: once the parser has lost its place (an unclosed bracket), what
 * it says about the lines after is noise about the same mistake. A key written twice leaves the structure whole,
 * so each one before that point is a mistake of its own and is kept.
 */
function firstCauses(errors: readonly YAMLError[]): YAMLError[] {
  const deep = errors.find((e) => e.code === 'RESOURCE_EXHAUSTION');
  if (deep) return [deep];
  const tab = errors.find((e) => e.code === 'TAB_AS_INDENT');
  if (tab) return [tab];
  const byPlace = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const first = byPlace.find((e) => e.code !== 'DUPLICATE_KEY');
  return first ? [...byPlace.filter((e) => e.code === 'DUPLICATE_KEY' && e.pos[0] < first.pos[0]), first] : byPlace;
}

/** The tab message, counting the other tab-indented lines so the one error stands for all of them. */
function tabMessage(errors: readonly YAMLError[]): string {
  const lines = [...new Set(errors.filter((e) => e.code === 'TAB_AS_INDENT').map((e) => e.linePos?.[0]?.line))].filter(
    (n): n is number => n !== undefined,
  );
  const more = lines.length > 1 ? `; lines ${lines.slice(1, 6).join(', ')}${lines.length > 6 ? ', ...' : ''} are tab-indented too` : '';
  return `${yamlMessages['TAB_AS_INDENT']}${more}`;
}

/** "key 'name' appears twice in this mapping (first at line 3); keep one", from the error at the second key. */
function duplicateKeyMessage(doc: Document, lineCounter: LineCounter, text: string, error: YAMLError): string {
  const offset = error.pos[0];
  const first = firstSameKey(doc.contents, offset);
  const key = first?.key ?? /^["']?([^"':\n]*)/.exec(text.slice(offset))?.[1] ?? '';
  const where = first ? ` (first at line ${lineCounter.linePos(first.offset).line})` : '';
  return `key '${key}' appears twice in this mapping${where}; keep one`;
}

/** The key written at `offset` and where the same key first appears in its mapping. */
function firstSameKey(root: unknown, offset: number): { key: string; offset: number } | undefined {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isCollection(node)) continue;
    for (const item of node.items as unknown[]) {
      if (!isPair(item)) {
        stack.push(item);
        continue;
      }
      const key = item.key;
      if (isScalar(key) && key.range?.[0] === offset) {
        const twin = (node.items as unknown[]).find((p) => isPair(p) && isScalar(p.key) && p.key.value === key.value);
        const at = isPair(twin) && isScalar(twin.key) ? (twin.key.range?.[0] ?? offset) : offset;
        return { key: String(key.value), offset: at };
      }
      stack.push(item.key, item.value);
    }
  }
  return undefined;
}
