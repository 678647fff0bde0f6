/** A new game's rules package: the placeholder game, its registry module and first scenario (`armory new game`). */
import { json, type GameNames, type NewFile } from './names.js';
import { LINT_SCRIPT } from './lint-script.js';

export function gamePackage(n: GameNames): NewFile[] {
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
          lint: LINT_SCRIPT,
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
  // How a game ended, in the game's words, for simulate's report and replay (the status gives the reason's id).
  describeEnd: (status) => (status.reason === 'reached-target' ? 'the target reached' : (status.reason ?? 'over')),
  // Scenario files and saved logs count seats from 1; the events' \`seat\` is converted to and from the game's count.
  seatFields: ['seat'],
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
      const result = runScenario(${n.camel}, ${n.camel}Module.scenarios!, content, scenario, ${n.camel}Module);
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
    - { type: added, seat: 1, step: 2, count: 10 }
    - { type: won, seat: 1 }
  winner: 1
  count: 10
`,
    },
  ];
}
