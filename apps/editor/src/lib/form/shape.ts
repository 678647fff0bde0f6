/**
 * The schema that applies to one value: which `oneOf`/`anyOf` branch it belongs to, and what that branch's
 * conditions make of it; and starting values for something new.
 */
import {
  branches,
  branchTag,
  child,
  discriminatorOf,
  typeOfValue,
  typesOf,
  type Located,
  type Schema,
  type SchemaFiles,
} from './schema.js';
import { applyConditions, matches } from './conditions.js';

function fitsType(branch: Located, value: unknown): boolean {
  const types = typesOf(branch.schema);
  const vt = typeOfValue(value);
  return types.length === 0 || types.includes(vt) || (vt === 'integer' && types.includes('number'));
}

function keysOf(value: unknown): string[] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/**
 * The branch `value` belongs to: by the discriminator when the schema has one; else the only branch of its type,
 * or for an object the only one whose required keys it has and which knows all its keys; else the first of those
 * (or of its type) it meets in full; else, for a value still being typed, the branch of its type whose required
 * keys it has, preferring the one that knows most of its keys; else the first branch of its type. The cheap tests
 * come first: a form asks this for every value it draws.
 */
export function chooseBranch(files: SchemaFiles, located: Located, choices: Located[], value: unknown): Located | undefined {
  const prop = discriminatorOf(located.schema);
  if (prop && value && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[prop];
    const tagged = choices.find((b) => branchTag(files, b, prop) === tag);
    if (tagged) return tagged;
  }
  const typed = choices.filter((b) => fitsType(b, value));
  if (typed.length === 1) return typed[0];
  const keys = keysOf(value);
  const props = (b: Located) => (b.schema['properties'] as object | undefined) ?? {};
  const known = (b: Located) => keys.filter((k) => k in props(b)).length;
  const hasRequired = (b: Located) => ((b.schema['required'] as string[] | undefined) ?? []).every((k) => keys.includes(k));
  const closedOver = (b: Located) => b.schema['additionalProperties'] !== false || known(b) === keys.length;
  const fitting = typed.filter((b) => hasRequired(b) && closedOver(b));
  if (fitting.length === 1) return fitting[0];
  const valid = (fitting.length > 0 ? fitting : typed).find((b) => matches(files, b, value));
  if (valid) return valid;
  const candidates = typed.filter(hasRequired);
  if (candidates.length > 0) return candidates.reduce((best, b) => (known(b) > known(best) ? b : best));
  return typed[0];
}

/** How a branch is named in the form's branch select: its title, else its required keys, else its type. */
export function branchLabel(branch: Located): string {
  if (typeof branch.schema['title'] === 'string') return branch.schema['title'];
  const required = branch.schema['required'] as string[] | undefined;
  if (required?.length) return required.join(', ');
  return typesOf(branch.schema).join(' or ') || 'value';
}

/**
 * The schema describing `value`: for a `oneOf`/`anyOf`, the branch it belongs to merged with the outer schema's
 * own properties; then its conditions applied. `choices` lists the branches (empty when there are none).
 */
export function effective(files: SchemaFiles, located: Located, value: unknown): { located: Located; choices: Located[] } {
  const choices = branches(files, located);
  if (choices.length === 0) return { located: applyConditions(files, located, value), choices };
  const chosen = chooseBranch(files, located, choices, value);
  if (!chosen) return { located, choices };
  const { oneOf: _o, anyOf: _a, discriminator: _d, ...outer } = located.schema;
  const props = { ...((outer['properties'] as object) ?? {}), ...((chosen.schema['properties'] as object) ?? {}) };
  const merged: Located = { schema: { ...outer, ...chosen.schema, properties: props }, file: chosen.file };
  return { located: applyConditions(files, merged, value), choices };
}

/**
 * A starting value for something new: its default or const, else the smallest valid-looking value (required
 * properties, minimum list lengths, minimum numbers). `text` gives a string with no default: empty unless the
 * caller says otherwise (a new file fills ids and names from its file name).
 */
export function starter(files: SchemaFiles, located: Located, text: (schema: Schema) => string = () => '', depth = 0): unknown {
  const s: Schema = located.schema;
  // A schema that contains itself with nothing required to stop it would otherwise never end.
  if (depth > 24) return null;
  if ('default' in s) return s['default'];
  if ('const' in s) return s['const'];
  if (Array.isArray(s['enum'])) return (s['enum'] as unknown[])[0];
  const choices = branches(files, located);
  if (choices.length > 0) return starter(files, choices[0]!, text, depth + 1);
  switch (typesOf(s)[0]) {
    case 'object':
      return starterObject(files, located, text, depth);
    case 'array': {
      // As many starting items as the list needs at least, so it starts valid where it can.
      const item = child(files, located, 0);
      const n = typeof s['minItems'] === 'number' ? s['minItems'] : 0;
      return item ? Array.from({ length: n }, () => starter(files, item, text, depth + 1)) : [];
    }
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? s['minimum'] : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return text(s);
  }
}

/** An object with its required properties, then those its conditions require once the first ones are set. */
function starterObject(files: SchemaFiles, located: Located, text: (schema: Schema) => string, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let shape = located;
  // Each round may require more (kind: unit requires initiative); a schema needs at most a few rounds.
  for (let round = 0; round < 4; round++) {
    const missing = ((shape.schema['required'] as string[] | undefined) ?? []).filter((k) => !(k in out));
    if (missing.length === 0) break;
    for (const key of missing) {
      const c = child(files, shape, key);
      out[key] = c ? starter(files, c, text, depth + 1) : text({});
    }
    shape = applyConditions(files, located, out);
  }
  return out;
}
