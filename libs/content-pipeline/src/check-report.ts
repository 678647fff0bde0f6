/** A check's failure in a file, as a diagnostic: the check's own message (or a default) with its words filled in. */
import type { Check } from './check-entry.js';
import type { Operands } from './check-operands.js';
import { diagnosticAt, type Diagnostic, type UnknownName } from './diagnostic.js';
import { toPointer } from './pointer.js';
import { locate, locateKey } from './positions.js';
import type { LoadedFile } from './types.js';
import { basenameOf } from './workspace-path.js';

/** How one failure is reported: at a key rather than its value, with text added, or a fixed message and a reason. */
export interface ReportHow {
  atKey?: boolean;
  tail?: string;
  replace?: string;
  reason?: string;
  /** The failure is a name nothing declares (a table's key): which, so each place naming it is one error in all. */
  unknownName?: UnknownName;
}

/** Reports one failure at `segments` of the file checked; `actual` fills {actual}. */
export type Report = (actual: unknown, segments: string[], how?: ReportHow) => void;

/** A value as a message shows it: text quoted, anything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** The file's {id}: the id at its root, else its name. */
function fileId(file: LoadedFile): string {
  const id = (file.data as Record<string, unknown> | null)?.['id'];
  return typeof id === 'string' ? id : basenameOf(file.path).replace(/\.ya?ml$/, '');
}

/** Reports the failures of `check` in `file` into `diagnostics`, filling {id}, {expected}, {min}, {max} from its operands. */
export function reporter(check: Check, file: LoadedFile, operands: Operands, diagnostics: Diagnostic[]): Report {
  const { expected, min, max } = operands;
  const expectedText = expected ? String(expected.value) : min && max ? `${min.value}-${max.value}` : '';
  return (actual, segments, how = {}) => {
    const { atKey = false, tail = '', replace } = how;
    const vars: Record<string, string> = {
      id: fileId(file),
      actual: String(actual),
      expected: expectedText,
      min: String(min?.value ?? ''),
      max: String(max?.value ?? ''),
      reason: how.reason ?? '',
    };
    const template = check.message ?? `check '${check.id}' failed: got {actual}, expected {expected}`;
    const message = replace ?? template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole) + tail;
    const at = (atKey ? locateKey : locate)(file.doc, file.lineCounter, segments);
    const diagnostic = diagnosticAt(file, at, toPointer(segments), message, check.id, check.severity ?? 'error');
    diagnostics.push(how.unknownName ? { ...diagnostic, unknownName: how.unknownName } : diagnostic);
  };
}
