/**
 * The files `armory new game <id>` writes: a placeholder game (seats take turns adding one of the rules'
 * steps to a shared count; whoever reaches the target wins) laid out as every game is, so the result
 * validates, builds, simulates and passes its tests before its author replaces the rules.
 */

/** A file to write, relative to the workspace root. */
export interface NewFile {
  path: string;
  text: string;
}

/** The spellings of a game id the files need. */
export interface GameNames {
  /** `tiny-race` */
  id: string;
  /** `Tiny Race` */
  title: string;
  /** `tinyRace` */
  camel: string;
  /** `TinyRace` */
  pascal: string;
}

export function namesOf(id: string): GameNames {
  const words = id.split('-');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return { id, title: words.map(cap).join(' '), camel: words[0]! + words.slice(1).map(cap).join(''), pascal: words.map(cap).join('') };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function schemas(n: GameNames): NewFile[] {
  const common = '../common/scenario.schema.json#/$defs';
  return [
    {
      path: `schemas/${n.id}/rules.schema.json`,
      text: json({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `${n.id}/rules.schema.json`,
        title: 'Rules',
        description: `The numbers of ${n.title}.`,
        type: 'object',
        additionalProperties: false,
        required: ['players', 'target', 'steps'],
        properties: {
          players: { type: 'integer', minimum: 2, maximum: 8, description: 'How many seats play.' },
          target: { type: 'integer', minimum: 1, description: 'The count that wins when a seat reaches it.' },
          steps: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'integer', minimum: 1 },
            description: 'What a seat may add to the count on its turn.',
          },
        },
      }),
    },
    {
      path: `schemas/${n.id}/scenario.schema.json`,
      text: json({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `${n.id}/scenario.schema.json`,
        title: 'Scenario',
        description: `A ${n.title} rule as a runnable example: a starting count, actions, and what must follow.`,
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'rules', 'actions', 'expect'],
        properties: {
          id: { $ref: `${common}/meta/properties/id` },
          title: { $ref: `${common}/meta/properties/title` },
          rules: { $ref: `${common}/meta/properties/rules` },
          source: { $ref: `${common}/meta/properties/source` },
          seed: { $ref: `${common}/meta/properties/seed` },
          count: { type: 'integer', minimum: 0, description: 'The count at the start (0 when left out).' },
          actions: { type: 'array', items: { $ref: `${common}/action` }, description: 'Actions in order.' },
          expect: {
            title: 'ScenarioExpect',
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            description: 'What must hold after the actions.',
            properties: {
              events: { type: 'array', items: { $ref: `${common}/event` }, description: 'Events that must occur, in this order.' },
              absent: { type: 'array', items: { $ref: `${common}/event` }, description: 'Events that must not occur.' },
              winner: { $ref: `${common}/winner` },
              refusal: {
                type: 'string',
                minLength: 1,
                description: 'The last action must be refused with a message containing this text.',
              },
              noAction: { $ref: `${common}/noAction` },
              pending: { $ref: `${common}/pending` },
              count: { type: 'integer', minimum: 0, description: 'The count after the actions.' },
            },
          },
        },
      }),
    },
  ];
}

function content(n: GameNames): NewFile[] {
  return [
    {
      path: `content/${n.id}/rules.yaml`,
      text: `# yaml-language-server: $schema=../../schemas/${n.id}/rules.schema.json
# ${n.title}'s numbers. A placeholder written by \`armory new game\`: seats take turns adding one of
# the steps to a shared count, and the seat that reaches the target wins. Replace it with the real rules.
players: 2
target: 10
steps: [1, 2]
`,
    },
  ];
}

function contentPackage(n: GameNames): NewFile[] {
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
          test: 'vitest run',
          typecheck: 'tsc -p tsconfig.json',
          lint: 'node ../../../tools/boundaries/bin/boundaries.js',
        },
        nx: {
          tags: ['type:content', `game:${n.id}`],
          targets: {
            build: { inputs: ['default', 'content'], outputs: ['{projectRoot}/dist', '{projectRoot}/data'] },
            test: { dependsOn: ['build'] },
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
`,
    },
    {
      path: `${dir}/src/package.test.ts`,
      text: `import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Packs this package as npm would publish it, installs the tarball into a scratch project outside the workspace,
// and compiles an engine author's code against it under \`strict\`.
const packageDir = join(import.meta.dirname, '..');
const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '..', 'bin', 'tsc');
let scratch = '';

function compile(file: string) {
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noUncheckedIndexedAccess: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', types: [], outDir: 'out', skipLibCheck: false },
      files: [file],
    }),
  );
  return spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: scratch, encoding: 'utf8' });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'armory-consumer-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: packageDir, encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
  const tarball = join(scratch, packed[0]!.filename);
  expect(packed[0]!.files.map((f) => f.path).sort()).toEqual(['dist/index.d.ts', 'dist/index.js', 'dist/types.d.ts', 'package.json']);
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: scratch, encoding: 'utf8' });
  for (const file of ['uses.ts', 'misuses.ts']) copyFileSync(join(packageDir, 'consumer', file), join(scratch, file));
}, 120_000);

describe('the packed content package', () => {
  it('type-checks an engine author’s use under strict, and runs it', () => {
    const result = compile('uses.ts');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
    const run = spawnSync(process.execPath, [join(scratch, 'out', 'uses.js')], { cwd: scratch, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ players: 2, target: 10, steps: [1, 2] });
  }, 60_000);

  it('rejects misuse: a number used as text, a field the rules do not have', () => {
    const result = compile('misuses.ts');
    const errors = result.stdout.split('\\n').filter((line) => line.includes('error TS'));
    expect(errors, result.stdout + result.stderr).toHaveLength(2);
    expect(errors[0]).toMatch(/misuses\\.ts\\(4,.*'number' is not assignable to type 'string'/);
    expect(errors[1]).toMatch(/misuses\\.ts\\(5,.*'speed' does not exist/);
  }, 60_000);
});
`,
    },
  ];
}

function gamePackage(n: GameNames): NewFile[] {
  const dir = `libs/games/${n.id}`;
  const State = `${n.pascal}State`;
  const Action = `${n.pascal}Action`;
  const Content = `${n.pascal}Content`;
  return [
    {
      path: `${dir}/package.json`,
      text: json({
        name: `@armory/game-${n.id}`,
        version: '0.1.0',
        private: true,
        type: 'module',
        exports: { '.': './src/index.ts' },
        scripts: {
          test: 'vitest run --testTimeout=30000',
          typecheck: 'tsc -p tsconfig.json',
          lint: 'node ../../../tools/boundaries/bin/boundaries.js',
        },
        nx: { tags: ['type:game', `game:${n.id}`], targets: { test: { inputs: ['default', '^default', 'content'] } } },
        dependencies: { [`@armory/content-${n.id}`]: '*', '@armory/engine': '*' },
      }),
    },
    {
      path: `${dir}/tsconfig.json`,
      text: json({ extends: '../../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src', '*.ts'] }),
    },
    {
      path: `${dir}/src/index.ts`,
      text: `// The public surface of @armory/game-${n.id}: re-exports only.
export { ${n.camel}, type ${State}, type ${Action}, type ${Content} } from './game.js';
export { ${n.camel}Module } from './module.js';
`,
    },
    {
      path: `${dir}/src/game.ts`,
      text: `/**
 * ${n.title} on the engine contract. A placeholder from \`armory new game\`: seats take turns adding one of
 * the rules' steps to a shared count; the seat that reaches the target wins. Every number is in
 * content/${n.id}/rules.yaml.
 */
import { IllegalAction, type Event, type Game } from '@armory/engine';
import type { Rules } from '@armory/content-${n.id}';

/** What the game is built from: the typed content package's exports. */
export interface ${Content} {
  rules: Rules;
}

/** The whole game as plain data. */
export interface ${State} {
  target: number;
  steps: number[];
  seats: number;
  count: number;
  current: number;
  winner: number | null;
}

/** The one kind of action: add a step to the count. */
export interface ${Action} {
  type: 'add';
  step: number;
}

export const ${n.camel}: Game<${State}, ${Action}, ${Content}, Record<string, never>> = {
  name: '${n.id}',
  setup: (content) => ({ target: content.rules.target, steps: [...content.rules.steps], seats: content.rules.players, count: 0, current: 0, winner: null }),
  toAct: (s) => (s.winner === null ? s.current : null),
  actions: (s) => (s.winner === null ? s.steps.map((step) => ({ type: 'add' as const, step })) : []),
  apply(s, action) {
    if (s.winner !== null) throw new IllegalAction(action, 'the game is over');
    if (action.type !== 'add' || !s.steps.includes(action.step)) throw new IllegalAction(action, \`a seat adds one of \${s.steps.join(', ')}\`);
    const events: Event[] = [{ type: 'added', seat: s.current, step: action.step, count: s.count + action.step }];
    s.count += action.step;
    if (s.count >= s.target) {
      s.winner = s.current;
      events.push({ type: 'won', seat: s.current });
    } else s.current = (s.current + 1) % s.seats;
    return events;
  },
  view: (s) => structuredClone(s),
  status: (s) => (s.winner === null ? { over: false } : { over: true, winners: [s.winner], draw: false, reason: 'reached-target' }),
  players: (s) => s.seats,
  stats: (s) => ({ count: s.count }),
};
`,
    },
    {
      path: `${dir}/src/module.ts`,
      text: `/** ${n.title}'s entry in the game registry (libs/registry/src/games.ts). */
import type { GameModule } from '@armory/engine';
import { ${n.camel}, type ${Action}, type ${Content}, type ${State} } from './game.js';

export const ${n.camel}Module: GameModule<${State}, ${Action}, ${Content}, Record<string, never>> = {
  id: '${n.id}',
  name: '${n.title}',
  // rules.players in content; module.test.ts checks they agree.
  seats: { min: 2, max: 2, default: 2 },
  traits: { turns: 'sequential', chance: false, hiddenInformation: false },
  game: ${n.camel},
  content: (loaded) => loaded as unknown as ${Content},
  options: [],
  resolveOptions: (_values, seats, content) => {
    const n = seats ?? content.rules.players;
    return { options: {}, seats: n, seatLabels: Array.from({ length: n }, (_, i) => \`seat \${i + 1}\`) };
  },
  // The greedy player takes the step that wins, or else any.
  evaluate: (s, seat) => (s.winner === seat ? 1 : 0),
  report: [{ key: 'count', label: 'final count', digits: 1 }],
  scenarios: {
    setup(content, scenario) {
      const state = ${n.camel}.setup(content, {}, scenario.seed ?? 1);
      if (typeof scenario['count'] === 'number') state.count = scenario['count'];
      return state;
    },
    expectations: {
      count: (state, want) => (state.count === want ? [] : [\`expected the count to be \${String(want)}, got \${state.count}\`]),
    },
  },
};
`,
    },
    {
      path: `${dir}/src/content.testing.ts`,
      text: `/** The real content for this package's tests, from the typed content package (built by \`armory build\`). */
import { rules } from '@armory/content-${n.id}';
import type { ${Content} } from './game.js';

export const content: ${Content} = { rules };
`,
    },
    {
      path: `${dir}/src/game.test.ts`,
      text: `import { describe, expect, it } from 'vitest';
import { conformanceProblems, playMatch, randomPlayer } from '@armory/engine';
import { content } from './content.testing.js';
import { ${n.camel} } from './game.js';

describe('${n.camel}', () => {
  it('keeps every promise of the engine contract', () => {
    expect(conformanceProblems(${n.camel}, content, {}, { seeds: [1, 2, 'three'], illegal: [{ type: 'add', step: 99 }] })).toEqual([]);
  });

  it('ends when a seat reaches the target from content', () => {
    const match = playMatch(${n.camel}, content, {}, 7, [randomPlayer(), randomPlayer()]);
    expect(match.status.over).toBe(true);
    expect(match.state.count).toBeGreaterThanOrEqual(content.rules.target);
  });
});
`,
    },
    {
      path: `${dir}/src/module.test.ts`,
      text: `import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { ${n.camel}Module } from './module.js';

describe('the registry module', () => {
  it('seats as many as the rules say, and plays under its own id', () => {
    expect(${n.camel}Module.seats.default).toBe(content.rules.players);
    expect(${n.camel}Module.game.name).toBe(${n.camel}Module.id);
    expect(${n.camel}Module.resolveOptions({}, undefined, content).seatLabels).toEqual(['seat 1', 'seat 2']);
  });
});
`,
    },
    {
      path: `${dir}/src/scenario/files.ts`,
      text: `/** Scenario files: YAML under libs/games/${n.id}/scenarios, one scenario per file. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Scenario } from '@armory/engine';
import type { ${Action} } from '../game.js';

/** The folder of this game's scenarios. */
export const SCENARIO_DIR = join(import.meta.dirname, '..', '..', 'scenarios');

/** Every scenario in the folder, by file name order. */
export function readScenarios(dir = SCENARIO_DIR): Array<{ file: string; scenario: Scenario<${Action}> }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ file: f, scenario: parse(readFileSync(join(dir, f), 'utf8')) as Scenario<${Action}> }));
}
`,
    },
    {
      path: `${dir}/src/scenario/scenarios.test.ts`,
      text: `import { runScenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { ${n.camel} } from '../game.js';
import { ${n.camel}Module } from '../module.js';
import { readScenarios } from './files.js';

describe('${n.id} scenarios', () => {
  for (const { file, scenario } of readScenarios()) {
    it(\`\${file}: \${scenario.title}\`, () => {
      expect(scenario.id).toBe(file.replace(/\\.yaml$/, ''));
      const result = runScenario(${n.camel}, ${n.camel}Module.scenarios!, content, scenario);
      expect(result.failures).toEqual([]);
    });
  }
});
`,
    },
    {
      path: `${dir}/scenarios/reaching-the-target-wins.yaml`,
      text: `# yaml-language-server: $schema=../../../../schemas/${n.id}/scenario.schema.json
id: reaching-the-target-wins
title: The seat whose step reaches the target wins
rules: [target]
source: own
count: 8
actions:
  - { type: add, step: 2 }
expect:
  events:
    - { type: added, seat: 0, step: 2, count: 10 }
    - { type: won, seat: 0 }
  winner: 0
  count: 10
`,
    },
  ];
}

function seeds(n: GameNames): NewFile[] {
  return [
    {
      path: `seeds/${n.id}.md`,
      text: `# ${n.title}

Written by \`armory new game ${n.id}\`: the rules are a placeholder (a race to a target count) until the
source documents below are read into content.

## The documents

| seed | title | credits | edition | kind |
|---|---|---|---|---|

## What derives from them

| file | what it holds |
|---|---|
| \`schemas/${n.id}/rules.schema.json\` | the game's numbers |
| \`content/${n.id}/rules.yaml\` | the numbers themselves |
| \`libs/games/${n.id}/\` | the rules on the engine, its registry module and scenarios |

## Decisions

None yet.

## Rule coverage

| rule | content | code | test or scenario |
|---|---|---|---|
`,
    },
  ];
}

/** Every file of a new game, in the order they are written. */
export function newGameFiles(id: string): NewFile[] {
  const n = namesOf(id);
  return [...schemas(n), ...content(n), ...contentPackage(n), ...gamePackage(n), ...seeds(n)];
}
