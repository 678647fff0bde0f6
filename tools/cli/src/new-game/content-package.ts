/**
 * A new game's typed content package with its consumer files (`armory new game`): tools/cli/src/content-packages.test.ts
 * packs it, compiles consumer/uses.ts and consumer/misuses.ts against it, and checks them against consumer/expected.json;
 * tools/cli/src/bad-content.test.ts makes each mistake of bad-content/cases.json and checks the error `armory validate` gives.
 */
import { json, type GameNames, type NewFile } from './names.js';
import { LINT_SCRIPT } from './lint-script.js';

export function contentPackage(n: GameNames): NewFile[] {
  const dir = `libs/content/${n.id}`;
  return [
    {
      path: `${dir}/package.json`,
      text: json({
        name: `@armory/content-${n.id}`,
        version: '0.1.0',
        description: `${n.title} rules as typed data.`,
        type: 'module',
        license: 'MIT',
        sideEffects: false,
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
        types: './dist/index.d.ts',
        files: ['dist'],
        scripts: {
          build: `node ../../../tools/cli/bin/armory.js build --game ${n.id} && node ../../../tools/cli/bin/armory.js package ${n.id}`,
          typecheck: 'tsc -p tsconfig.json',
          lint: LINT_SCRIPT,
        },
        nx: {
          tags: ['type:content', `game:${n.id}`],
          targets: {
            build: { inputs: ['default', 'content'], outputs: ['{projectRoot}/dist', '{projectRoot}/data'] },
            typecheck: { dependsOn: ['build'] },
          },
        },
      }),
    },
    {
      path: `${dir}/exports.json`,
      text: json({
        $comment: `What @armory/content-${n.id} exports: each export takes the content files of one kind. Read by \`armory package\`.`,
        rules: { kind: 'rules', type: 'Rules', shape: 'single', description: `${n.title}'s numbers.` },
      }),
    },
    {
      path: `${dir}/tsconfig.json`,
      text: json({ extends: '../../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src'] }),
    },
    {
      path: `${dir}/consumer/uses.ts`,
      text: `// Compiled under \`strict\` against the packed tarball: an engine author's everyday use must type-check.
import { rules, type Rules } from '@armory/content-${n.id}';

const all: Rules = rules;
const target: number = all.target;
const steps: number[] = rules.steps;
console.log(JSON.stringify({ players: rules.players, target, steps }));
`,
    },
    {
      path: `${dir}/consumer/misuses.ts`,
      text: `// Must NOT type-check: each line below is a mistake the types exist to catch.
import { rules } from '@armory/content-${n.id}';

const targetAsText: string = rules.target;
const noSuchField = rules.speed;
console.log(targetAsText, noSuchField);
// The scenario files' types are not the package's: no export holds one.
export type { Scenario } from '@armory/content-${n.id}';
`,
    },
    {
      path: `${dir}/consumer/expected.json`,
      text: json({
        $comment:
          'What tools/cli/src/content-packages.test.ts expects of this package: the packed files, what uses.ts prints, and the type errors misuses.ts must raise (by line).',
        packed: ['LICENSE', 'index.d.ts', 'index.js', 'package.json', 'types.d.ts'],
        uses: { file: 'uses.ts', prints: { players: 2, target: 10, steps: [1, 2] } },
        misuses: {
          file: 'misuses.ts',
          errors: [
            { line: 4, code: 'TS2322', says: "Type 'number' is not assignable to type 'string'" },
            { line: 5, code: 'TS2339', says: "Property 'speed' does not exist" },
            { line: 8, code: 'TS2305', says: "has no exported member 'Scenario'" },
          ],
        },
      }),
    },
    {
      path: `${dir}/bad-content/cases.json`,
      text: json({
        $comment:
          "Bad content for tools/cli/src/bad-content.test.ts: each case copies schemas/common, schemas/<game> and content/<game> into a scratch folder, makes its edits in order, runs `armory validate content/<game> --format json` there, and expects exit status 1 and exactly the listed errors (warnings aside). An edit names a file (as validate reports it) and either replaces the first occurrence of `from` with `to` (`from` must be there) or, with `deleteLines`, removes every line matching that regular expression (at least one must). An error gives its file, `line`: text its line holds (the first such line after the edits), `column` if checked: text that starts at the error's column on that line, its rule, and `message` (exact), `messageHas` (a part) or `messageMatches` (a regular expression).",
        cases: [
          {
            name: 'a target that is not a whole number is one error at it',
            edits: [{ file: `content/${n.id}/rules.yaml`, from: 'target: 10', to: 'target: ten' }],
            errors: [
              {
                file: `content/${n.id}/rules.yaml`,
                line: 'target: ten',
                column: 'ten',
                rule: 'schema:type',
                message: "rules: target must be a whole number, got 'ten'",
              },
            ],
          },
        ],
      }),
    },
  ];
}
