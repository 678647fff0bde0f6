/** Placing a problem in a scenario file: at a line and column, or at the value a path of keys and indexes names. */
import { codeFrame, type Diagnostic, type LoadedFile } from '@armory/content-pipeline';
import { isNode } from 'yaml';

/** A problem at a place in a file, shaped like the pipeline's own. */
export function problemAt(
  file: string,
  text: string,
  line: number,
  column: number,
  pointer: string,
  message: string,
  rule: string,
): Diagnostic {
  return { file, line, column, pointer, message, rule, severity: 'error', frame: text ? codeFrame(text, line, column) : '' };
}

/** A problem at the value `path` names in the parsed file (at 1:1 when the file has no such value). */
export function problemAtPath(file: string, loaded: LoadedFile, path: (string | number)[], message: string, rule: string): Diagnostic {
  const { doc, lineCounter, text } = loaded;
  const node = doc.getIn(path, true);
  const at = isNode(node) && node.range ? lineCounter.linePos(node.range[0]) : { line: 1, col: 1 };
  return problemAt(file, text, at.line, at.col, `/${path.join('/')}`, message, rule);
}
