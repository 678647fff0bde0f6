/**
 * A fixture game for this package's tests, registered only while they run: two runners race along a track;
 * a `run` action moves the runner to act 1 or 2 steps; the first to the finish wins. Its scenario set-up
 * names the runners (checked against the content's runner list) and where they stand.
 */
import {
  IllegalAction,
  ScenarioSetupError,
  seatFromFile,
  seedState,
  type GameModule,
  type RngState,
  type ScenarioHooks,
} from '@armory/engine';

export interface RaceContent {
  runners: string[];
  finish: number;
}
export interface RaceState {
  at: number[];
  next: number;
  finish: number;
  rng: RngState;
}
type Run = { type: 'run'; steps: number };

const winner = (s: RaceState) => s.at.findIndex((a) => a >= s.finish);

const hooks: ScenarioHooks<RaceState, RaceContent> = {
  setup: (content, sc) => {
    const at = (sc['at'] as number[] | undefined) ?? [0, 0];
    if (at.length !== 2) throw new ScenarioSetupError(['at'], `at: give one place per runner (2), got ${at.length}`);
    return { at: [...at], next: seatFromFile((sc['next'] as number | undefined) ?? 1), finish: content.finish, rng: seedState(0) };
  },
  references: (content, sc) =>
    ((sc['runners'] as string[] | undefined) ?? []).map((value, i) => ({
      path: ['runners', i],
      value,
      known: content.runners,
      what: 'a runner',
    })),
  zones: { track: (s, seat) => (seat === undefined ? undefined : new Array<string>(s.at[seat] ?? 0).fill('step')) },
};

/** The fixture's module object. */
export const raceModule: GameModule<RaceState, Run, RaceContent, null> = {
  id: 'fixture-race',
  name: 'Fixture Race',
  seats: { min: 2, max: 2, default: 2 },
  traits: { turns: 'sequential', chance: false, hiddenInformation: false },
  game: {
    name: 'fixture-race',
    setup: (content) => ({ at: [0, 0], next: 0, finish: content.finish, rng: seedState(0) }),
    toAct: (s) => (winner(s) >= 0 ? null : s.next),
    actions: (s) => (winner(s) >= 0 ? [] : [1, 2].map((steps) => ({ type: 'run' as const, steps }))),
    apply(s, a) {
      if (winner(s) >= 0) throw new IllegalAction(a, 'the race is over');
      if (a.steps !== 1 && a.steps !== 2) throw new IllegalAction(a, 'a runner runs 1 or 2 steps');
      const seat = s.next;
      s.at[seat]! += a.steps;
      s.next = 1 - seat;
      return [{ type: 'ran', seat, to: s.at[seat] }];
    },
    view: (s) => structuredClone(s),
    status: (s) => (winner(s) >= 0 ? { over: true, winners: [winner(s)], draw: false, reason: 'finish' } : { over: false }),
    players: () => 2,
  },
  content: (loaded) => loaded as unknown as RaceContent,
  options: [],
  resolveOptions: () => ({ options: null, seats: 2, seatLabels: ['hare', 'tortoise'] }),
  report: [],
  seatFields: ['seat'],
  scenarios: hooks,
};

/** The fixture's content schema: runners declared as ids a scenario's `favourite` may name. */
export const raceRunnersSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'fixture-race/runners.schema.json',
  type: 'object',
  additionalProperties: false,
  properties: { runners: { type: 'array', items: { type: 'string', 'x-id': 'runner-ids' } } },
};

/** The fixture's scenario schema: the shared parts, plus `runners`, `favourite`, `rivals`, `at` and `next`. */
export const raceScenarioSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'fixture-race/scenario.schema.json',
  title: 'RaceScenario',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'rules', 'actions', 'expect'],
  properties: {
    id: { $ref: '../common/scenario.schema.json#/$defs/meta/properties/id' },
    title: { $ref: '../common/scenario.schema.json#/$defs/meta/properties/title' },
    rules: { $ref: '../common/scenario.schema.json#/$defs/meta/properties/rules' },
    runners: { type: 'array', items: { type: 'string' } },
    favourite: {
      type: 'string',
      'x-ref': 'runner-ids',
      description: 'A runner declared in the content (checked by the pipeline, not a hook).',
    },
    rivals: { type: 'array', items: { type: 'string', 'x-ref': 'runner-ids' }, description: 'More runners the content declares.' },
    at: { type: 'array', items: { type: 'integer', minimum: 0 } },
    next: { type: 'integer', minimum: 1, maximum: 2, description: 'The seat to run next, counted from 1.' },
    actions: { type: 'array', items: { $ref: '../common/scenario.schema.json#/$defs/action' } },
    expect: {
      type: 'object',
      additionalProperties: false,
      properties: {
        events: { type: 'array', items: { $ref: '../common/scenario.schema.json#/$defs/event' } },
        winner: { $ref: '../common/scenario.schema.json#/$defs/winner' },
        noAction: { $ref: '../common/scenario.schema.json#/$defs/noAction' },
        zones: { $ref: '../common/scenario.schema.json#/$defs/zones' },
        pending: { $ref: '../common/scenario.schema.json#/$defs/pending' },
        refusal: { type: 'string' },
      },
    },
  },
};
