import type { ErrorObject } from 'ajv';
import type { Document, LineCounter } from 'yaml';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import type { Sightings } from './keywords.js';
import { pointerSegments, toPointer, valueAt } from './pointer.js';
import { locate } from './positions.js';
import { discriminatorValues, type Schema, type SchemaSet } from './schema-set.js';
import { closestWord, listKnown } from './suggest.js';
import { titleWords } from './title-words.js';

/** What turning ajv's errors into a designer's messages needs to know about the file. */
export interface FileContext {
  path: string;
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  kind: string;
  sightings: Sightings;
  schemas: SchemaSet;
}

const typeWords: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'a mapping (key: value lines)',
  array: 'a list',
  null: 'empty',
};

function typePhrase(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => typeWords[String(t)] ?? String(t)).join(' or ');
}

/** A value as a designer would describe it in a message. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 37)}...` : value}'`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

const isUnder = (parent: string, path: string) => path.startsWith(`${parent}/`);
const ALTERNATIVES = new Set(['type', 'const', 'enum']);

/**
 * Drops ajv's wrapper noise: `if` errors always, and a failed `oneOf`/`anyOf` when a deeper error explains it. The
 * branches' shallow type/const/enum errors fold into the wrapper's own message ("must be a number or text").
 */
export function pruneErrors(errors: readonly ErrorObject[]): { error: ErrorObject; alternatives: ErrorObject[] }[] {
  const dropped = new Set<number>();
  const alternativesOf = new Map<number, ErrorObject[]>();
  errors.forEach((e, i) => {
    if (e.keyword === 'if') dropped.add(i);
    if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') return;
    const at = e.instancePath;
    const branch: number[] = [];
    for (let j = i - 1; j >= 0 && (errors[j]!.instancePath === at || isUnder(at, errors[j]!.instancePath)); j--) branch.push(j);
    const shallow = branch.filter((j) => errors[j]!.instancePath === at && ALTERNATIVES.has(errors[j]!.keyword));
    shallow.forEach((j) => dropped.add(j));
    if (errors.some((x) => isUnder(at, x.instancePath))) dropped.add(i);
    else
      alternativesOf.set(
        i,
        shallow.reverse().map((j) => errors[j]!),
      );
  });
  // A required key misspelt is one mistake: the unknown key's "did you mean" names it, so "missing" would say it again.
  const misspelt = new Set(
    errors.flatMap((e) => {
      if (e.keyword !== 'additionalProperties') return [];
      const known = Object.keys(((e.parentSchema as Schema | undefined)?.['properties'] as object | undefined) ?? {});
      const meant = closestWord(String((e.params as { additionalProperty?: unknown }).additionalProperty), known);
      return meant === undefined ? [] : [`${e.instancePath}\0${meant}`];
    }),
  );
  errors.forEach((e, i) => {
    if (e.keyword === 'required' && misspelt.has(`${e.instancePath}\0${(e.params as { missingProperty?: unknown }).missingProperty}`))
      dropped.add(i);
  });
  return errors.flatMap((error, i) => (dropped.has(i) ? [] : [{ error, alternatives: alternativesOf.get(i) ?? [] }]));
}

/** The nearest enclosing object that has an `id`, named by its schema title in words: "tile 'wolf'", "troop type 'god'". */
function thingAround(cx: FileContext, segments: string[]): { thing: string; depth: number } {
  for (let n = segments.length; n >= 0; n--) {
    const prefix = segments.slice(0, n);
    const node = valueAt(cx.data, prefix);
    const id = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)['id'] : undefined;
    if (typeof id === 'string' || n === 0) {
      const title =
        cx.sightings.titles.get(toPointer(prefix)) ?? (n === 0 ? cx.kind : (prefix.filter((s) => !/^\d+$/.test(s)).pop() ?? cx.kind));
      return { thing: typeof id === 'string' ? `${titleWords(title)} '${id}'` : titleWords(title), depth: n };
    }
  }
  return { thing: cx.kind, depth: 0 };
}

function fieldLabel(segments: string[]): string {
  return segments.map((s) => (/^\d+$/.test(s) ? `item ${Number(s) + 1}` : s)).join(', ');
}

/** True when `value` is text that reads as a number: `"3"` where the designer meant 3. */
function isQuotedNumber(value: unknown): boolean {
  return typeof value === 'string' && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value);
}

/** True when the schema error asks for a number (alone or among the alternatives). */
function wantsNumber(error: ErrorObject, alternatives: ErrorObject[]): boolean {
  const types = (e: ErrorObject) => [(e.params as Record<string, unknown>)['type']].flat().map(String);
  const enumOfNumbers = (e: ErrorObject) =>
    e.keyword === 'enum' && ((e.params as Record<string, unknown>)['allowedValues'] as unknown[]).some((v) => typeof v === 'number');
  return [error, ...alternatives].some(
    (e) => (e.keyword === 'type' && types(e).some((t) => t === 'number' || t === 'integer')) || enumOfNumbers(e),
  );
}

function bodyFor(error: ErrorObject, alternatives: ErrorObject[], value: unknown, hint: string | undefined, cx: FileContext): string {
  const p = error.params as Record<string, unknown>;
  const quoted = isQuotedNumber(value) && wantsNumber(error, alternatives) ? ' (quotes make it text: drop them to write a number)' : '';
  const got = `, got ${describeValue(value)}${quoted}`;
  const parent = (error.parentSchema ?? {}) as Schema;
  switch (error.keyword) {
    case 'type':
      return `must be ${hint ?? typePhrase(p['type'])}${got}`;
    case 'enum': {
      const allowed = (p['allowedValues'] as unknown[]).map(String);
      const guess = typeof value === 'string' ? closestWord(value, allowed) : undefined;
      const name = typeof parent['title'] === 'string' ? titleWords(parent['title']) : undefined;
      const mean = guess ? ` (did you mean '${guess}'?)` : '';
      if (name) return `is an unknown ${name} ${describeValue(value)}${mean}; known: ${listKnown(allowed)}`;
      // A hint that already names every value says it in the designer's words; otherwise list them.
      const hintNamesAll = hint !== undefined && allowed.every((v) => hint.includes(v));
      const expected = hint ? (hintNamesAll ? hint : `${hint} (${listKnown(allowed)})`) : `one of ${listKnown(allowed)}`;
      return `must be ${expected}${got}${mean}`;
    }
    case 'const':
      return `must be ${describeValue(p['allowedValue'])}${got}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' };
      return `must be ${hint ?? `${words[String(p['comparison'])] ?? p['comparison']} ${p['limit']}`}${got}`;
    }
    case 'multipleOf':
      return `must be ${hint ?? `a multiple of ${p['multipleOf']}`}${got}`;
    case 'minLength':
    case 'maxLength':
      return `must be ${hint ?? `${error.keyword === 'minLength' ? 'at least' : 'at most'} ${p['limit']} characters long`}${got}`;
    case 'pattern':
      return `must be ${hint ?? `text matching ${p['pattern']}`}${got}`;
    case 'format':
      return `must be ${hint ?? `a valid ${p['format']}`}${got}`;
    case 'minItems':
    case 'maxItems':
      return `must have ${hint ?? `${error.keyword === 'minItems' ? 'at least' : 'at most'} ${p['limit']} items`}, has ${Array.isArray(value) ? value.length : 0}`;
    case 'minProperties':
    case 'maxProperties':
      return `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${p['limit']} keys`;
    case 'uniqueItems':
      return `must not repeat a value: items ${Number(p['j']) + 1} and ${Number(p['i']) + 1} are the same`;
    case 'required':
      return `missing required '${p['missingProperty']}'`;
    case 'dependentRequired':
      return `'${p['property']}' needs '${p['missingProperty']}' beside it`;
    case 'oneOf':
    case 'anyOf': {
      const words = alternatives.map((a) =>
        a.keyword === 'type'
          ? typePhrase((a.params as Record<string, unknown>)['type'])
          : a.keyword === 'const'
            ? describeValue((a.params as Record<string, unknown>)['allowedValue'])
            : ((a.params as Record<string, unknown>)['allowedValues'] as unknown[]).map(describeValue).join(', '),
      );
      const unique = [...new Set(words)];
      return `must be ${hint ?? (unique.length > 0 ? unique.join(' or ') : 'one of the allowed shapes')}${got}`;
    }
    case 'not':
    case 'false schema':
      return `is not allowed here${hint ? ` (expected ${hint})` : ''}`;
    default:
      return `${error.message ?? 'is not valid'}${hint ? ` (expected ${hint})` : ''}`;
  }
}

/** Where a value sits, in the designer's words: "tile 'wolf': abilities, item 2". */
export function placeOf(cx: FileContext, segments: string[]): string {
  const { thing, depth } = thingAround(cx, segments);
  const field = fieldLabel(segments.slice(depth));
  return field ? `${thing}: ${field}` : thing;
}

/** One ajv error as a positioned diagnostic in the designer's words. */
function toDiagnostic(error: ErrorObject, alternatives: ErrorObject[], cx: FileContext): Diagnostic {
  const segments = pointerSegments(error.instancePath);
  const p = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as Schema;
  const rule = `schema:${error.keyword.replace(/ /g, '-')}`;
  const file = { path: cx.path, text: cx.text };
  const { thing, depth } = thingAround(cx, segments);
  const field = fieldLabel(segments.slice(depth));
  const prefix = placeOf(cx, segments);
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const key = String(p['additionalProperty'] ?? p['unevaluatedProperty']);
    const known = Object.keys((parent['properties'] as object | undefined) ?? {});
    const guess = closestWord(key, known);
    const tail = guess ? ` (did you mean '${guess}'?)` : known.length > 0 ? ` (allowed: ${listKnown(known)})` : '';
    const at = locate(cx.doc, cx.lineCounter, segments, key);
    return diagnosticAt(file, at, toPointer([...segments, key]), `${prefix}: unknown key '${key}'${tail}`, rule);
  }
  if (error.keyword === 'discriminator') {
    const tag = String(p['tag']);
    const value = valueAt(cx.data, [...segments, tag]);
    if (p['error'] !== 'mapping' || value === undefined) {
      const message =
        value === undefined ? `${prefix}: missing required '${tag}'` : `${prefix}: '${tag}' must be text, got ${describeValue(value)}`;
      return diagnosticAt(file, locate(cx.doc, cx.lineCounter, segments), error.instancePath, message, rule);
    }
    const known = discriminatorValues(cx.schemas, parent, tag);
    const name = typeof parent['title'] === 'string' ? titleWords(parent['title']) : tag;
    const guess = typeof value === 'string' ? closestWord(value, known) : undefined;
    const message = `${prefix}: unknown ${name} ${describeValue(value)}${guess ? ` (did you mean '${guess}'?)` : ''}; known: ${listKnown(known)}`;
    return diagnosticAt(file, locate(cx.doc, cx.lineCounter, [...segments, tag]), toPointer([...segments, tag]), message, rule);
  }
  const hint = (typeof parent['x-hint'] === 'string' ? parent['x-hint'] : undefined) ?? cx.sightings.hints.get(error.instancePath);
  const value = valueAt(cx.data, segments);
  const body = bodyFor(error, alternatives, value, hint, cx);
  const message = error.keyword === 'required' || error.keyword === 'dependentRequired' ? `${prefix}: ${body}` : `${prefix} ${body}`;
  return diagnosticAt(file, locate(cx.doc, cx.lineCounter, segments), error.instancePath, message, rule);
}

/** Turns ajv's errors for one file into diagnostics: noise pruned, positions mapped, messages in plain words. */
export function schemaDiagnostics(errors: readonly ErrorObject[], cx: FileContext): Diagnostic[] {
  return pruneErrors(errors).map(({ error, alternatives }) => toDiagnostic(error, alternatives, cx));
}
