/**
 * What changed in a file between two versions, field by field, and this tab's fields put onto the file as it is on
 * disk now: a save refused because another tab saved meanwhile can then keep that tab's fields instead of silently
 * reverting them ("Save mine over it" writes the whole of this tab's text).
 */
import { parse } from 'yaml';
import { deleteValue, pointerOf, setValue, type DocPath } from './edits.js';

/** One field that differs: its path, its value before and after (undefined: not there). */
export interface FieldChange {
  path: DocPath;
  pointer: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The fields that differ between `before` and `after` (parsed data), at the highest place where they part: a key
 * added or removed, a scalar changed, a list that changed length (as a whole).
 */
export function changedFields(before: unknown, after: unknown, path: DocPath = []): FieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => changedFields(before[k], after[k], [...path, k]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((v, i) => changedFields(v, after[i], [...path, i]));
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, pointer: pointerOf(path), before, after }];
}

const within = (outer: DocPath, inner: DocPath) => outer.length < inner.length && outer.every((p, i) => p === inner[i]);

/** The result of putting this tab's fields onto the disk's text. */
export type MergedFields = { text: string } | { refused: string };

/**
 * `disk` (the file's text now) with each field `mine` changed since `base` set to `mine`'s value; the fields only
 * the disk changed keep the disk's values. Refused when the disk replaced a whole list or map that one of mine is
 * inside (an entry inserted moves every index after it): where that field now belongs cannot be told.
 */
export function mergeMyFields(base: string, mine: string, disk: string): MergedFields {
  let data: unknown[];
  try {
    data = [base, mine, disk].map((t) => parse(t) as unknown);
  } catch (error) {
    return { refused: `a version is not valid YAML (${(error as Error).message})` };
  }
  const [b, m, d] = data;
  const minefields = changedFields(b, m);
  const theirs = changedFields(b, d);
  const moved = minefields.find((f) => theirs.some((t) => within(t.path, f.path)));
  if (moved) {
    const outer = theirs.find((t) => within(t.path, moved.path))!;
    return { refused: `${outer.pointer} changed shape on disk, and your ${moved.pointer} is inside it` };
  }
  try {
    const text = minefields.reduce((t, f) => (f.after === undefined ? deleteValue(t, f.path) : setValue(t, f.path, f.after)), disk);
    return { text };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

/** A field's value as the conflict banner shows it: text quoted, a field not there as "(none)", the rest as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `'${value}'`;
  return JSON.stringify(value);
}
