/**
 * Pipeline benchmark: cold validation of all content (schema compile included), warm re-validation of one army,
 * and the pipeline's cost against raw `yaml.parse` + `ajv.validate` on the same files in the same run.
 * Run: npm run bench -w @armory/content-pipeline   (writes docs/benchmarks/pipeline.md)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as formatsModule from 'ajv-formats';
import { parse, visit } from 'yaml';
import { createValidator, type SourceFile } from '../src/index.js';
import { listGames, loadGameFiles, loadSchemas } from '../src/node.js';
import { resolveFrom } from '../src/workspace-path.js';

const loadAtStart = loadavg()[0]!;
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('../test-fixtures/workspace', import.meta.url));
const realGames = listGames(repo).filter((g) => loadGameFiles(repo, g).length > 0);
const root = realGames.length > 0 ? repo : fixture;
const schemasOf = () => (root === repo ? loadSchemas(repo) : { ...loadSchemas(repo), ...loadSchemas(fixture) });
const games = listGames(root);
const filesByGame = new Map(games.map((g) => [g, loadGameFiles(root, g)]));
const allFiles = [...filesByGame.values()].flat();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]!;
}
function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

// 1. Cold: load schemas from disk, compile, validate every game. The first run also pays module JIT.
const coldRun = () => {
  const validator = createValidator(schemasOf());
  for (const [game, files] of filesByGame) validator.validateGame(game, files);
};
const coldFirst = time(coldRun);
const coldTimes = Array.from({ length: 10 }, () => time(coldRun));

// 2. Warm: the editor's path, one army re-validated after an edit. Typing changes one value (a number here,
// alternating so every run is a real change); a structural edit (a new comment line) needs a full parse.
const validator = createValidator(schemasOf());
const armyGame = games.find((g) => filesByGame.get(g)!.some((f) => f.path.includes('/armies/')))!;
const gameFiles = filesByGame.get(armyGame)!;
const army = [...gameFiles].filter((f) => f.path.includes('/armies/')).sort((a, b) => b.text.length - a.text.length)[0]!;
let report = validator.validateGame(armyGame, gameFiles);
let numberAt = -1;
visit(report.files.find((f) => f.path === army.path)!.doc, {
  Scalar(key, node) {
    if (key === 'key' || typeof node.value !== 'number' || !node.range || node.range[1] - node.range[0] !== 1) return undefined;
    numberAt = node.range[0];
    return visit.BREAK;
  },
});
if (numberAt < 0) throw new Error(`no one-digit number in ${army.path} to edit`);
const withDigit = (digit: number) => `${army.text.slice(0, numberAt)}${digit}${army.text.slice(numberAt + 1)}`;
const warmTimes: number[] = [];
for (let i = 0; i < 300; i++) {
  const edited: SourceFile = { path: army.path, text: withDigit(i % 2 === 0 ? 7 : 8) };
  warmTimes.push(time(() => (report = validator.revalidate(report, edited))));
}
const structuralTimes: number[] = [];
for (let i = 0; i < 300; i++) {
  const edited: SourceFile = { path: army.path, text: `${army.text}\n# edit ${i}\n` };
  structuralTimes.push(time(() => (report = validator.revalidate(report, edited))));
}

// The floor under the warm path: parsing that one army's YAML, nothing else.
const parseTimes = Array.from({ length: 300 }, () => time(() => parse(army.text)));

// 3. Overhead: the same files through plain yaml.parse + ajv.validate (same ajv options, Armory keywords as no-ops).
type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats = ((formatsModule as unknown as { default?: AddFormats }).default ??
  (formatsModule as unknown as AddFormats)) as AddFormats;
const raw = new Ajv2020({ strict: true, allErrors: true, discriminator: true });
addFormats(raw);
for (const k of ['x-id', 'x-id-scope', 'x-ref', 'x-i18n', 'x-hint', 'x-preview', 'x-widget', 'x-copies', 'x-context', 'x-context-path'])
  raw.addKeyword(k);
for (const [path, schema] of Object.entries(schemasOf())) raw.addSchema({ ...schema, $id: path });
const schemaOf = (f: SourceFile) => resolveFrom(f.path, /\$schema=(\S+)/.exec(f.text)![1]!);
const rawRun = () => {
  for (const f of allFiles) raw.getSchema(schemaOf(f))!(parse(f.text));
};
const pipelineRun = () => {
  for (const [game, files] of filesByGame) validator.validateGame(game, files);
};
for (let i = 0; i < 20; i++) (rawRun(), pipelineRun());
const rawTimes: number[] = [];
const pipeTimes: number[] = [];
for (let i = 0; i < 100; i++) {
  rawTimes.push(time(rawRun));
  pipeTimes.push(time(pipelineRun));
}
const ratio = median(pipeTimes) / median(rawTimes);

// 4. End to end: `armory validate` as a new process (node start, tsx, imports, compile, validate, print).
const cli = join(repo, 'tools/cli/bin/armory.js');
const processTimes = Array.from({ length: 3 }, () =>
  time(() => spawnSync(process.execPath, [cli, 'validate'], { cwd: root, stdio: 'ignore' })),
);

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : '**MISSED**');
const bytes = allFiles.reduce((n, f) => n + f.text.length, 0);
const rows = [
  ['cold: load + compile schemas + validate all content (median of 10)', ms(median(coldTimes)), '< 1 s', verdict(median(coldTimes) < 1000)],
  ['cold: the very first run in a fresh process (module JIT too)', ms(coldFirst), '< 1 s', verdict(coldFirst < 1000)],
  [
    `warm: revalidate one army (${army.path.split('/').pop()}) after a value is typed, median of 300`,
    ms(median(warmTimes)),
    '< 2 ms',
    verdict(median(warmTimes) < 2),
  ],
  ['warm: same, 95th percentile', ms(p95(warmTimes)), '', ''],
  ['warm: revalidate the army after a structural edit (full parse), median of 300', ms(median(structuralTimes)), '', ''],
  ['floor: yaml.parse of that army alone, median of 300', ms(median(parseTimes)), '', ''],
  ['raw: yaml.parse + ajv.validate, all files (median of 100)', ms(median(rawTimes)), '', ''],
  ['pipeline: validateGame, all files, warm validator (median of 100)', ms(median(pipeTimes)), '', ''],
  ['overhead: pipeline / raw', `${ratio.toFixed(2)}x`, '<= 1.5x', verdict(ratio <= 1.5)],
  ['end to end: `armory validate` in a new process (median of 3)', ms(median(processTimes)), '', ''],
];
const table = ['| measure | result | target | |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const context = `${root === repo ? 'real content/' : 'the fixture game (no real content yet)'}: ${games.join(', ')}, ${allFiles.length} files, ${(bytes / 1024).toFixed(1)} KB; Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), 1-minute load average ${loadAtStart.toFixed(1)} at start and ${loadavg()[0]!.toFixed(1)} at the end, ${new Date().toISOString().slice(0, 16)}Z`;
console.log(`${context}\n\n${table}`);
const warmMedian = median(warmTimes);
const floor = median(parseTimes);
const missed = [
  median(coldTimes) >= 1000 || coldFirst >= 1000
    ? `cold validation took ${ms(median(coldTimes))} (first run ${ms(coldFirst)}) against a 1 s target`
    : '',
  warmMedian >= 2
    ? `the warm path missed its 2 ms target: ${ms(warmMedian)}, of which parsing the army's YAML alone (\`yaml.parse\`) takes ${ms(floor)}; the pipeline adds ${ms(Math.max(0, warmMedian - floor))} (${(warmMedian / floor).toFixed(2)}x the parse) for validation and cross-checks. A typed value is applied without a full parse (scalar-edit.ts); this run did not get under 2 ms all the same.`
    : '',
  ratio > 1.5 ? `the overhead against raw yaml+ajv is ${ratio.toFixed(2)}x, above the 1.5x target` : '',
].filter(Boolean);
const verdictText = missed.length > 0 ? `**Targets missed**: ${missed.join('; ')}\n\n` : 'All targets met in this run.\n\n';
console.log(`\n${verdictText}`);
const out = join(repo, 'docs/benchmarks/pipeline.md');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `# Content pipeline benchmark\n\nProduced by \`npm run bench -w @armory/content-pipeline\` (libs/content-pipeline/bench/pipeline.bench.ts),\non ${context}.\nThe machine is shared by several engineers, so numbers move between runs; re-run before drawing conclusions.\n\n${table}\n\n${verdictText}` +
    'What is measured: **cold** builds a new validator from the schema files on disk (ajv compile included) and validates\n' +
    "every game; **warm** is `Validator.revalidate` of the largest army after an edit, the editor's path: after a value is\n" +
    'typed (one digit changed, alternating), the change is applied to the previous parse without parsing the file again\n' +
    '(src/scalar-edit.ts, checked against a full parse by a property test), then the file is schema-checked and the\n' +
    'cross-checks re-run with the other files cached; after a structural edit (a new line) the file is parsed in full.\n' +
    'The typed-value median sits just under the target on a quiet machine, so a loaded machine will miss it. **overhead** compares `validateGame` with a warm validator against\n' +
    '`yaml.parse` + `ajv.validate` with the same ajv options on the same files, interleaved in the same process.\n' +
    'The pipeline additionally keeps the YAML Document (positions, comments), records ids, references, hints and titles\n' +
    'through the Armory keywords, locates every translatable string, and runs the id, checks.yaml and translation cross-checks.\n' +
    '**End to end** is what a designer waits for: a new node process running the CLI through tsx (TypeScript sources\n' +
    'transpiled at start), importing ajv and yaml, compiling, validating and printing; `armory --help` alone is part of it.\n',
);
