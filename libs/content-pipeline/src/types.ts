import type { Document, LineCounter } from 'yaml';
import type { Diagnostic } from './diagnostic.js';

/** One file handed to the pipeline: its workspace-relative posix path and its text. */
export interface SourceFile {
  /** Posix path relative to the workspace root, e.g. `content/neuroshima-hex/armies/moloch.yaml`. */
  path: string;
  text: string;
  /**
   * Why the file could not be read as it should (a symlink leading out of content/, bytes that are not UTF-8),
   * found by whoever read it; the pipeline reports it as the file's one error, at `line`:`column` of `text`.
   */
  unreadable?: { message: string; rule: string; line: number; column: number };
}

/** An id declared by a string marked `x-id` in the schema. */
export interface DeclaredId {
  collection: string;
  scope: 'game' | 'file';
  value: string;
  /** JSON Pointer of the id's value in its file. */
  pointer: string;
}

/** A value marked `x-ref`: it must name an id of `collection`. */
export interface IdReference {
  collection: string;
  value: string;
  pointer: string;
  /** Where it sits, in the designer's words ("tile 'wolf': abilities, item 2"), for messages. */
  place?: string;
  /** The reference is a key of a map (`x-ref` under `propertyNames`), `pointer` its entry: reported at the key. */
  atKey?: boolean;
}

/** A string marked `x-i18n`: English text that other locales translate. */
export interface TranslatableString {
  key: string;
  text: string;
  file: string;
  pointer: string;
  line: number;
}

/** A condition's or operand's `path` inside rules data that declares its context (`x-context`). */
export interface ContextRead {
  /** JSON Pointer of the `path` value. */
  pointer: string;
  /** The dotted path written. */
  path: string;
  /** Workspace path of the context schema of the enclosing table. */
  context: string;
  /** Literal values compared with the field (equals, in, ...), each with its own pointer. */
  values: { pointer: string; value: unknown }[];
  /** Where it sits, in the designer's words ("factor 'general': when, all, item 1"). */
  place?: string;
}

/** What one file says on its own, kept so `revalidate` can redo cross-checks without re-reading the others. */
export interface FileFindings {
  /** Problems found in this file alone: YAML syntax, modeline, schema. */
  diagnostics: Diagnostic[];
  ids: DeclaredId[];
  refs: IdReference[];
  strings: TranslatableString[];
  /** Reads of a declared rules context, checked once every file's ids are known. */
  contextReads?: ContextRead[];
  /**
   * Collections whose ids this file declares but not all of them readably (an id the schema rejected, or one
   * missing): an unknown name of theirs may be that id, so its own error stands for the references.
   */
  unsettledIds?: string[];
}

/** One parsed content file of a game. */
export interface LoadedFile {
  path: string;
  /** The text as parsed (a byte order mark removed), for code frames. */
  text: string;
  /** The schema file's name without `.schema.json` (`army`), or null when the modeline is missing or wrong. */
  kind: string | null;
  /** Workspace path of the schema named by the modeline, or null. */
  schemaPath: string | null;
  /** The file as plain data (undefined when it could not be parsed). */
  data: unknown;
  /** The parsed YAML document, positions and comments included. */
  doc: Document;
  lineCounter: LineCounter;
  /** This file's own findings, reused by `revalidate`. */
  findings: FileFindings;
}

/** Everything the pipeline found in one game folder. */
export interface GameReport {
  game: string;
  files: LoadedFile[];
  /** All problems, sorted by file then line, capped per file. */
  diagnostics: Diagnostic[];
  /** How many errors and warnings there are, counting those the per-file cap hides. */
  totals: { errors: number; warnings: number };
}
