/**
 * The keys a map may take (an object keyed by names, such as an attack table keyed by unit type ids), read from
 * its schema's `propertyNames`: an `x-ref` (the ids of that collection), an `enum`, or a `pattern`. The form offers
 * the keys not used yet, and refuses one the schema would refuse, in words, before it is added. Knows no game.
 */
import { closestWord, listKnown } from '@armory/content-pipeline';
import { resolve, type Located, type SchemaFiles } from './schema.js';

/** What a map's keys may be. */
export interface KeyRule {
  /** The keys are ids of this collection (`x-ref`). */
  collection?: string;
  /** The keys are these words (`enum`). */
  choices?: string[];
  /** The keys match this regular expression (`pattern`). */
  pattern?: string;
  /** The schema's own words for a key (`x-hint`), used in a refusal. */
  hint?: string;
}

/** The rule of a map's `propertyNames` (after `$ref`s); empty when the schema says nothing about its keys. */
export function keyRuleOf(files: SchemaFiles, map: Located): KeyRule {
  const names = map.schema['propertyNames'];
  if (!names || typeof names !== 'object') return {};
  const s = resolve(files, { schema: names as Record<string, unknown>, file: map.file }).schema;
  const rule: KeyRule = {};
  if (typeof s['x-ref'] === 'string') rule.collection = s['x-ref'];
  if (Array.isArray(s['enum'])) rule.choices = (s['enum'] as unknown[]).map(String);
  if (typeof s['pattern'] === 'string') rule.pattern = s['pattern'];
  if (typeof s['x-hint'] === 'string') rule.hint = s['x-hint'];
  return rule;
}

/** The keys a map could take, when the rule names them: its collection's ids (`ids`), or its choices. */
export function knownKeys(rule: KeyRule, ids: readonly string[]): string[] | undefined {
  // A collection with no id seen (the file declaring them has an error) cannot judge a key: the validator will.
  if (rule.collection && ids.length === 0) return rule.choices;
  if (rule.choices) return rule.choices.filter((c) => !rule.collection || ids.includes(c));
  return rule.collection ? [...ids] : undefined;
}

/** The keys to offer for a new entry: those the rule names that the map does not have yet. */
export function offeredKeys(rule: KeyRule, ids: readonly string[], present: readonly string[]): string[] {
  return (knownKeys(rule, ids) ?? []).filter((k) => !present.includes(k));
}

/** Why `key` cannot be added to a map that has `present` keys, in a designer's words; undefined when it can. */
export function keyProblem(key: string, rule: KeyRule, ids: readonly string[], present: readonly string[]): string | undefined {
  if (key === '') return 'type a key first';
  if (present.includes(key)) return `'${key}' is here already`;
  const known = knownKeys(rule, ids);
  if (known && !known.includes(key)) {
    const left = known.filter((k) => !present.includes(k));
    const what = rule.collection ? `a ${rule.collection} id` : 'a key this table takes';
    const guess = closestWord(key, left);
    if (left.length === 0) return `'${key}' is not ${what}, and every one (${listKnown(known)}) is here already`;
    return `'${key}' is not ${what}${guess ? ` (did you mean '${guess}'?)` : ''}; it takes ${listKnown(left)}`;
  }
  if (rule.pattern && !new RegExp(rule.pattern, 'u').test(key))
    return `'${key}' is not ${rule.hint ?? `a key of the form ${rule.pattern}`}`;
  return undefined;
}
