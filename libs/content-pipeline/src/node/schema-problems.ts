import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { codeFrame, type Diagnostic } from '../diagnostic.js';
import { pointerSegments } from '../pointer.js';
import { locate } from '../positions.js';

/**
 * Moves a schema problem from line 1 to where it is: the `#/...` pointer ajv names in its message, or the
 * character position JSON.parse names. Schema authors then get a code frame like content authors do.
 */
export function placeSchemaProblem(root: string, problem: Diagnostic): Diagnostic {
  let text: string;
  try {
    text = readFileSync(join(root, problem.file), 'utf8');
  } catch {
    return problem;
  }
  const lineCounter = new LineCounter();
  let at: { line: number; column: number } | undefined;
  const offset = /at position (\d+)/.exec(problem.message)?.[1];
  const pointer = /#(\/[^"'\s)]*)/.exec(problem.message)?.[1];
  if (offset !== undefined) {
    const before = text.slice(0, Number(offset));
    at = { line: before.split('\n').length, column: Number(offset) - before.lastIndexOf('\n') };
  } else if (problem.message.includes('not valid JSON')) {
    // JSON.parse does not always say where; yaml's parser reads JSON too and does.
    const first = parseDocument(text, { lineCounter }).errors[0]?.linePos?.[0];
    if (first) at = { line: first.line, column: first.col };
  } else if (pointer !== undefined) {
    // JSON is YAML, so the same document API gives positions; the pointer is URI-encoded in ajv's messages.
    const doc = parseDocument(text, { lineCounter });
    at = locate(doc, lineCounter, pointerSegments(decodeURIComponent(pointer)));
  }
  if (!at) return problem;
  return {
    ...problem,
    ...at,
    pointer: pointer ? decodeURIComponent(pointer) : problem.pointer,
    frame: codeFrame(text, at.line, at.column),
  };
}
