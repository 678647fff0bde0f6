/**
 * A test-only game for the CLI's tests: a race in which seats take turns adding one of the rules'
 * steps to a shared count, and whoever reaches the target wins. Registered by the tests with
 * `registerGame`, never listed in the registry, so they prove a game plugs in without any shared change.
 */
import { IllegalAction, OptionError, seatFromFile, type Event, type Game, type GameModule, type ScenarioHooks } from '@armory/engine';

export interface RaceRules {
  target: number;
  steps: number[];
}
interface RaceState {
  rules: RaceRules;
  seats: number;
  count: number;
  current: number;
  winner: number | null;
}
interface RaceAction {
  type: 'add';
  step: number;
}

const race: Game<RaceState, RaceAction, { rules: RaceRules }, { seats: number }> = {
  name: 'fixture-race',
  setup: (content, options) => {
    if (!Number.isInteger(options?.seats) || options.seats < 2)
      throw new RangeError(`a race needs 2 or more seats, got ${JSON.stringify(options?.seats)}`);
    return { rules: content.rules, seats: options.seats, count: 0, current: 0, winner: null };
  },
  toAct: (s) => (s.winner === null ? s.current : null),
  actions: (s) => (s.winner === null ? s.rules.steps.map((step) => ({ type: 'add', step })) : []),
  apply(s, action) {
    if (s.winner !== null || !s.rules.steps.includes(action.step)) throw new IllegalAction(action, `steps are ${s.rules.steps.join(', ')}`);
    const events: Event[] = [{ type: 'added', seat: s.current, step: action.step }];
    s.count += action.step;
    if (s.count >= s.rules.target) {
      s.winner = s.current;
      events.push({ type: 'won', seat: s.current });
    } else s.current = (s.current + 1) % s.seats;
    return events;
  },
  view: (s) => structuredClone(s),
  status: (s) => (s.winner === null ? { over: false } : { over: true, winners: [s.winner], draw: false, reason: 'reached-target' }),
  players: (s) => s.seats,
  // Each seat's game and, if it won, its win: the sums fill the fixture's rate table.
  stats: (s) => ({
    count: s.count,
    ...Object.fromEntries(Array.from({ length: s.seats }, (_, q) => [`runner${q}`, 1])),
    ...Object.fromEntries(Array.from({ length: s.seats }, (_, q) => [`runner${q}:won`, s.winner === q ? 1 : 0])),
  }),
};

/**
 * Scenario set-up: `seats`, the `count` so far and the seat to act (`current`, counted from 1 like every seat in a
 * scenario file, as is the `seat` of its events); its own expectation `count`.
 */
const scenarios: ScenarioHooks<RaceState, { rules: RaceRules }> = {
  setup: (content, sc) => ({
    rules: content.rules,
    seats: (sc['seats'] as number | undefined) ?? 2,
    count: (sc['count'] as number | undefined) ?? 0,
    current: seatFromFile((sc['current'] as number | undefined) ?? 1),
    winner: null,
  }),
  expectations: { count: (s, want) => (s.count === want ? [] : [`expected the count to be ${String(want)}, got ${s.count}`]) },
};

/** The fixture's registry module: 2 to 3 seats, one option of its own. */
export const fixtureRace: GameModule<RaceState, RaceAction, { rules: RaceRules }, { seats: number }> = {
  id: 'fixture-race',
  name: 'Fixture Race',
  seats: { min: 2, max: 3, default: 2 },
  traits: { turns: 'sequential', chance: false, hiddenInformation: false },
  game: race,
  content: (loaded) => loaded as unknown as { rules: RaceRules },
  options: [{ name: 'slow', type: 'boolean', help: 'a switch the tests check is parsed' }],
  resolveOptions(values, seats) {
    if (values['slow'] === true) throw new OptionError('--slow is not supported by this race');
    const n = seats ?? 2;
    return { options: { seats: n }, seats: n, seatLabels: Array.from({ length: n }, (_, i) => `runner ${i + 1}`) };
  },
  evaluate: (s, seat) => (s.current === seat ? 0 : s.count),
  report: [{ key: 'count', label: 'final count', digits: 1 }],
  tables: [
    {
      key: 'runners',
      title: 'per runner',
      trials: 'games',
      successes: 'won',
      none: 'never ran',
      rows: (_content, options) =>
        Array.from({ length: options.seats }, (_, q) => ({
          id: `runner-${q + 1}`,
          label: `runner ${q + 1}`,
          trials: `runner${q}`,
          successes: `runner${q}:won`,
        })),
    },
  ],
  // Its events name the seat that moved; scenario files and saved logs count it from 1.
  seatFields: ['seat'],
  scenarios,
  commands: [
    {
      name: 'target',
      summary: 'print the count that wins',
      about: 'Prints the target from the rules, or only whether COUNT reaches it.',
      options: [{ name: 'json', type: 'boolean', help: 'as JSON' }],
      positionals: '[COUNT]',
      exitStatus: '0 done, 1 COUNT falls short, 2 usage error.',
      async run(values, io, content, positionals) {
        // A positional word, to show a game command may take one besides its options.
        if (positionals.length > 1) throw new OptionError('target takes one COUNT at most');
        if (positionals.length === 1) {
          const reached = Number(positionals[0]) >= content.rules.target;
          io.out(values['json'] ? `${JSON.stringify({ reached })}\n` : `${reached ? 'reached' : 'short'}\n`);
          return reached ? 0 : 1;
        }
        io.out(`${content.rules.target}\n`);
        return 0;
      },
    },
  ],
};
