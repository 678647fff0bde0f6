/** What every form field can reach without passing it down by hand: schemas, errors, and the edit actions. */
import { getContext, setContext } from 'svelte';
import type { Diagnostic } from '@armory/content-pipeline';
import type { DocPath } from '../document/edits.js';
import type { SchemaFiles } from '../form/schema.js';

/** The form's shared state and actions. */
export interface FormContext {
  files: SchemaFiles;
  /**
   * The picture a schema's `x-preview: <name>` asks for, drawn by this game's preview of that name (found through
   * the registry), with the file being edited as its context; undefined when the game has no such preview.
   */
  picture(preview: string, value: unknown): string | undefined;
  /** The problems the validator reports at exactly this JSON Pointer. */
  issuesAt(pointer: string): Diagnostic[];
  /** The problems at or below this JSON Pointer. */
  issuesUnder(pointer: string): Diagnostic[];
  /** The ids declared for an `x-ref` collection (this game; this file for file-scoped ones), for suggestions. */
  idsFor(collection: string): string[];
  /** The name declared beside an id of a collection (`knights` -> `Knights`), when it has one. */
  nameOf(collection: string, id: string): string | undefined;
  /** The place a designer asked to see (a problem clicked in the list); lists open the entry holding it. */
  focused(): string | undefined;
  set(path: DocPath, value: unknown): void;
  remove(path: DocPath): void;
  insert(path: DocPath, index: number, value: unknown): void;
  move(path: DocPath, from: number, to: number): void;
  duplicate(path: DocPath, index: number): void;
}

const KEY = Symbol('armory-form');

/** Makes `form` available to every field below the calling component. */
export function provideForm(form: FormContext): void {
  setContext(KEY, form);
}

/** The form context provided by the document page. */
export function useForm(): FormContext {
  const form = getContext<FormContext | undefined>(KEY);
  if (!form) throw new Error('form fields must sit inside a document page');
  return form;
}
