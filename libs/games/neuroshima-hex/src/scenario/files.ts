/**
 * Scenario files on disk: finds *.yaml under the paths given, parses them, checks each against
 * schemas/neuroshima-hex/scenario.schema.json, and reports problems with file:line:column.
 * Node-only (used by `armory scenario run` and the vitest suite), exported as ./scenario-files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { LineCounter, parseDocument, isNode } from 'yaml';
import type { Scenario } from './scenario.js';

/** A scenario read from a file, or the reason it could not be. */
export type ScenarioFile = { file: string; scenario: Scenario; problems: [] } | { file: string; scenario: null; problems: string[] };

/** Every *.yaml file under these files or folders, sorted; throws a plain message for a missing path. */
export function findScenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new Error(`no such file or folder: ${p}`);
    }
    if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(join(p, f));
    else if (p.endsWith('.yaml') || p.endsWith('.yml')) out.push(p);
  };
  for (const p of paths) walk(p);
  return out.sort();
}

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

function validatorFor(root: string) {
  let v = validators.get(root);
  if (v) return v;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addVocabulary(['x-id', 'x-id-scope', 'x-ref', 'x-i18n', 'x-hint']);
  const schemas = join(root, 'schemas');
  const add = (dir: string) => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) add(p);
      else if (f.endsWith('.schema.json')) ajv.addSchema(JSON.parse(readFileSync(p, 'utf8')) as object);
    }
  };
  add(join(schemas, 'common'));
  add(join(schemas, 'neuroshima-hex'));
  v = ajv.getSchema('neuroshima-hex/scenario.schema.json')!;
  validators.set(root, v);
  return v;
}

/** Reads and checks one scenario file; `root` is the workspace root (for schemas and relative names). */
export function readScenarioFile(root: string, file: string): ScenarioFile {
  const name = relative(root, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { file: name, scenario: null, problems: [`${name}: cannot read: ${(e as Error).message}`] };
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  if (doc.errors.length) {
    return { file: name, scenario: null, problems: doc.errors.map((e) => `${name}:${e.linePos?.[0].line ?? 1}:${e.linePos?.[0].col ?? 1}: ${e.message.split('\n')[0]}`) };
  }
  const data = doc.toJS() as unknown;
  const validate = validatorFor(root);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((err) => {
      const parts = err.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      let node: unknown = doc.getIn(parts, true);
      while (!isNode(node) && parts.length) node = doc.getIn(parts.splice(-1, 1) && parts, true);
      const at = isNode(node) && node.range ? lines.linePos(node.range[0]) : { line: 1, col: 1 };
      const extra = err.keyword === 'additionalProperties' ? ` '${String((err.params as { additionalProperty: string }).additionalProperty)}'` : '';
      return `${name}:${at.line}:${at.col}: ${err.instancePath || '/'} ${err.message ?? 'is invalid'}${extra}`;
    });
    return { file: name, scenario: null, problems };
  }
  return { file: name, scenario: data as Scenario, problems: [] };
}
