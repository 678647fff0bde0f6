import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as formatsModule from 'ajv-formats';
import { checkIds, unloadedCollections } from './ids.js';
import { runChecks } from './checks.js';
import { arrangeDiagnostics, countDiagnostics, diagnosticAt, type Diagnostic } from './diagnostic.js';
import { emptySightings, registerArmoryKeywords, type Sightings } from './keywords.js';
import { pointerSegments } from './pointer.js';
import { locate } from './positions.js';
import { checkContextReads, contextReads } from './rule-context/check.js';
import { emptyContextSightings, registerContextKeywords, type ContextSightings } from './rule-context/keywords.js';
import { eachSubschema, prepareSchemas, type SchemaSet } from './schema-set.js';
import { placeOf, schemaDiagnostics, type FileContext } from './schema-messages.js';
import { parseScalarEdit } from './scalar-edit.js';
import { parseSource, type ParsedSource } from './source.js';
import { checkTranslations, translationKey } from './translations.js';
import type { GameReport, LoadedFile, SourceFile, TranslatableString } from './types.js';
import { groupUnknownNames } from './unknown-names.js';
import { mergeMissingFiles, missingFileOf } from './missing-file.js';
import { unsettledIds } from './unsettled-ids.js';
import { basenameOf, resolveFrom } from './workspace-path.js';

/** Checks the files of a game against compiled schemas and cross-checks. */
export interface Validator {
  /** Validates all files of one game folder: content, checks.yaml and i18n/*.yaml. */
  validateGame(game: string, files: SourceFile[]): GameReport;
  /** The editor's warm path: re-reads only `file` (new or changed) and redoes the cross-checks with the others as they were. */
  revalidate(report: GameReport, file: SourceFile): GameReport;
  /** Problems in the schemas themselves (they fail to load or compile); empty when all is well. */
  schemaProblems: Diagnostic[];
  /** Workspace paths of the schemas that compiled. */
  schemaPaths: string[];
}

type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats = ((formatsModule as unknown as { default?: AddFormats }).default ??
  (formatsModule as unknown as AddFormats)) as AddFormats;

/** `army` from `schemas/neuroshima-hex/army.schema.json`. */
export function kindOfSchema(schemaPath: string): string {
  return basenameOf(schemaPath)
    .replace(/\.schema\.json$/, '')
    .replace(/\.json$/, '');
}

/** What else `createValidator` should know. */
export interface ValidatorOptions {
  /**
   * Workspace paths of schema files that exist but could not be read (not JSON), already reported by whoever read
   * them. A content file naming one is not validated and not reported again: the schema's error stands for it.
   */
  unloadedSchemas?: Iterable<string>;
}

/**
 * Compiles the schemas (keyed by workspace path, like `schemas/neuroshima-hex/army.schema.json`) with ajv in
 * strict mode, every error reported, discriminators on, formats and the Armory keywords registered.
 * @example const validator = createValidator(schemas); const report = validator.validateGame('neuroshima-hex', files);
 */
export function createValidator(schemas: Record<string, object>, options: ValidatorOptions = {}): Validator {
  const set: SchemaSet = prepareSchemas(schemas);
  let sightings: Sightings = emptySightings();
  const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true, verbose: true });
  addFormats(ajv);
  registerArmoryKeywords(ajv, () => sightings);
  let contextSightings: ContextSightings = emptyContextSightings();
  registerContextKeywords(ajv, () => contextSightings);
  const schemaProblems: Diagnostic[] = [];
  // Schemas that exist but failed (to be read, or here to load or compile): their problem is the one error.
  const unloaded = new Set(options.unloadedSchemas ?? []);
  const problem = (path: string, message: string) =>
    schemaProblems.push({ file: path, line: 1, column: 1, pointer: '', message, rule: 'schema-file', severity: 'error', frame: '' });
  for (const [path, schema] of set.schemas) {
    // A context schema that does not exist would switch the checks of its tables off without a word; one that
    // could not be read is reported already.
    eachSubschema(schema, (s) => {
      const context = s['x-context'];
      const target = typeof context === 'string' ? resolveFrom(path, context) : '';
      if (typeof context === 'string' && !set.schemas.has(target) && !unloaded.has(target))
        problem(path, `x-context names '${context}', which is no schema (resolved to ${resolveFrom(path, context)})`);
    });
  }
  for (const [path, schema] of set.schemas) {
    try {
      ajv.addSchema(schema);
    } catch (error) {
      problem(path, `schema cannot be loaded: ${(error as Error).message}`);
      unloaded.add(path);
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  for (const path of set.schemas.keys()) {
    try {
      const fn = ajv.getSchema(path);
      if (fn) compiled.set(path, fn);
    } catch (error) {
      // A schema that fails only because one it refers to could not be read is not a second mistake.
      const missing = (error as { missingSchema?: unknown }).missingSchema;
      if (typeof missing !== 'string' || !unloaded.has(missing.replace(/#.*$/, '')))
        problem(path, `schema does not compile: ${(error as Error).message}`);
      unloaded.add(path);
    }
  }

  /** The kinds a game's files may have: its own schemas' and the common ones', never another game's. */
  const kindsOf = (game: string) =>
    new Set([...compiled.keys()].filter((p) => p.startsWith(`schemas/${game}/`) || p.startsWith('schemas/common/')).map(kindOfSchema));

  function loadFile(file: SourceFile, reparsed?: ParsedSource): LoadedFile {
    const parsed = reparsed ?? parseSource(file);
    const diagnostics = parsed.diagnostics;
    const strings: TranslatableString[] = [];
    const base = { path: file.path, text: parsed.text, doc: parsed.doc, lineCounter: parsed.lineCounter, data: parsed.data };
    let validate = parsed.schemaPath ? compiled.get(parsed.schemaPath) : undefined;
    if (parsed.schemaPath && unloaded.has(parsed.schemaPath)) {
      // The schema's own error is reported once; the file has its kind but is not read against it.
      const kind = kindOfSchema(parsed.schemaPath);
      return { ...base, data: undefined, kind, schemaPath: parsed.schemaPath, findings: { diagnostics, ids: [], refs: [], strings } };
    }
    if (parsed.schemaPath && !validate) {
      const near = [...compiled.keys()].filter((p) => p.startsWith('schemas/common/') || p.split('/')[1] === file.path.split('/')[1]);
      // A game and the common folder may each have a schema of one kind (condition); a kind is listed once.
      const kinds = [...new Set(near.map(kindOfSchema))].sort();
      const message = `modeline names schema '${parsed.schemaPath}', which does not exist${kinds.length > 0 ? `; known: ${kinds.join(', ')}` : ''}`;
      diagnostics.push(diagnosticAt(base, { line: 1, column: 1 }, '', message, 'modeline'));
      validate = undefined;
    }
    if (!validate) return { ...base, kind: null, schemaPath: null, findings: { diagnostics, ids: [], refs: [], strings } };
    const kind = kindOfSchema(parsed.schemaPath!);
    if (parsed.data === undefined)
      return { ...base, kind, schemaPath: parsed.schemaPath, findings: { diagnostics, ids: [], refs: [], strings } };
    sightings = emptySightings();
    contextSightings = emptyContextSightings();
    const seen = sightings;
    const seenContexts = contextSightings;
    const context: FileContext = { ...base, kind, sightings: seen, schemas: set };
    if (!validate(parsed.data)) diagnostics.push(...schemaDiagnostics(validate.errors ?? [], context));
    for (const [pointer, text] of seen.strings) {
      const segments = pointerSegments(pointer);
      const { line } = locate(parsed.doc, parsed.lineCounter, segments);
      strings.push({ key: translationKey(parsed.data, kind, segments), text, file: file.path, pointer, line });
    }
    const refs = [...seen.refs.values()].map((ref) => ({ ...ref, place: placeOf(context, pointerSegments(ref.pointer)) }));
    const reads = contextReads(parsed.data, seenContexts.contexts, seenContexts.paths, (segments) => placeOf(context, segments));
    const unsettled = unsettledIds(validate.errors ?? [], seen.idPlaces);
    const findings = { diagnostics, ids: [...seen.ids.values()], refs, strings, contextReads: reads, unsettledIds: unsettled };
    return { ...base, kind, schemaPath: parsed.schemaPath, findings };
  }

  function assemble(game: string, files: LoadedFile[]): GameReport {
    const waiting = unloadedCollections(files, (path) => (compiled.has(path) ? set.collectionsOf.get(path) : undefined));
    const ids = checkIds(files, set.collectionScopes, waiting);
    const duplicateIds = ids.filter((d) => d.rule === 'unique-id');
    const all = [
      ...files.flatMap((f) => f.findings.diagnostics),
      ...ids,
      ...runChecks(files, kindsOf(game), duplicateIds),
      ...checkTranslations(files, duplicateIds),
      ...checkContextReads(files, set, waiting),
    ];
    const grouped = groupUnknownNames(all, files, (collection) => missingFileOf(game, collection, set, files));
    const schemaOf = (kind: string) =>
      [`schemas/${game}/${kind}.schema.json`, `schemas/common/${kind}.schema.json`].find((p) => compiled.has(p));
    const diagnostics = arrangeDiagnostics(mergeMissingFiles(grouped, schemaOf));
    return { game, files, diagnostics, totals: countDiagnostics(diagnostics) };
  }

  return {
    schemaProblems,
    schemaPaths: [...compiled.keys()],
    validateGame(game, files) {
      return assemble(
        game,
        files.map((file) => loadFile(file)),
      );
    },
    revalidate(report, file) {
      // The editor may ask again for text it already sent (focus, save); nothing can have changed then.
      if (report.files.some((f) => f.path === file.path && f.text === file.text)) return report;
      const previous = report.files.find((f) => f.path === file.path);
      // Typing inside one value needs no full parse; anything else falls back to one.
      const fresh = loadFile(file, previous && parseScalarEdit(previous, file.text));
      const known = previous !== undefined;
      const files = known ? report.files.map((f) => (f.path === file.path ? fresh : f)) : [...report.files, fresh];
      return assemble(report.game, files);
    },
  };
}
