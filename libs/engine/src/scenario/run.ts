/**
 * Runs a scenario on any game: builds its starting state through the game's hooks, applies its actions
 * and compares what happened with what it expects. Failures are plain "expected ..., got ..." lines for
 * the CLI and vitest.
 */
import { describeAction, IllegalAction, type Action, type Event, type Game } from '../contract.js';
import { expectAbsent, expectEvents } from './expectations/events.js';
import { expectNoAction } from './expectations/no-action.js';
import { expectPending } from './expectations/pending.js';
import { expectWinner } from './expectations/winner.js';
import { expectZones } from './expectations/zones.js';
import {
  ScenarioSetupError,
  type Expectations,
  type GameSeats,
  type Scenario,
  type ScenarioHooks,
  type ScenarioResult,
} from './scenario.js';
import { seatFromFile, seatInFile, seatNumberProblems, withSeats } from './seats.js';

/** The expectations every game has; any other key under `expect` must be one of the game's own. */
export const SHARED_EXPECTATIONS = ['events', 'absent', 'winner', 'refusal', 'noAction', 'zones', 'pending'] as const;

/** A refusal's message naming the action as the file writes it (seats from 1), not as the game took it. */
function asWritten(e: IllegalAction, taken: Action, written: Action): string {
  const prefix = `illegal action ${describeAction(taken)}`;
  return e.message.startsWith(prefix) ? `illegal action ${describeAction(written)}${e.message.slice(prefix.length)}` : e.message;
}

/**
 * Runs one scenario of `game` against `content`. `seats` says where the game's seats sit in its actions and events
 * and its word for a seat (its `GameModule` does: `runScenario(module.game, module.scenarios, content, s, module)`).
 */
export function runScenario<S, A extends Action, C>(
  game: Game<S, A, C, any>,
  hooks: ScenarioHooks<S, C>,
  content: C,
  scenario: Scenario<A>,
  seats: GameSeats = {},
): ScenarioResult {
  const seatWord = seats.seatWord ?? 'seat';
  const failures: string[] = [];
  const events: Event[] = [];
  // Where the run stopped, when one place in the file is to blame: an impossible set-up value, a refused action.
  let at: (string | number)[] | undefined;
  const stoppedIn = (): ScenarioResult['stoppedIn'] => (at?.[0] === 'actions' ? 'action' : afterActions ? 'after-actions' : 'set-up');
  let afterActions = false;
  const done = (): ScenarioResult => ({
    id: scenario.id,
    ok: failures.length === 0,
    failures,
    events,
    ...(at ? { at, stoppedIn: stoppedIn() } : {}),
  });
  const own = hooks.expectations ?? {};
  const ex: Expectations = scenario.expect ?? {};
  // A scenario that expects nothing would pass whatever the rules do.
  if (Object.keys(ex).length === 0) {
    failures.push('the scenario expects nothing: give at least one expectation under expect');
    return done();
  }
  // Seats in the file count from 1; a 0 there is the old count or a slip, and would silently mean another seat.
  const seatFields = seats.seatFields ?? [];
  const seatProblems = seatNumberProblems({ ...scenario, expect: ex }, seatFields, seatWord);
  if (seatProblems.length) {
    failures.push(...seatProblems.map((p) => p.message));
    return done();
  }
  const toGame = <T extends object>(item: T) => withSeats(item, seatFields, seatFromFile);
  const toFile = <T extends object>(item: T) => withSeats(item, seatFields, seatInFile);
  const unknown = Object.keys(ex).filter((k) => !(SHARED_EXPECTATIONS as readonly string[]).includes(k) && !Object.hasOwn(own, k));
  if (unknown.length) {
    const known = [...SHARED_EXPECTATIONS, ...Object.keys(own)].sort().join(', ');
    failures.push(`unknown expectation${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')}; known: ${known}`);
    return done();
  }
  let state: S;
  try {
    state = hooks.setup(content, scenario);
  } catch (e) {
    failures.push(`set-up: ${(e as Error).message}`);
    if (e instanceof ScenarioSetupError) at = e.path;
    return done();
  }
  const actions = scenario.actions ?? [];
  for (const [i, action] of actions.entries()) {
    const last = i === actions.length - 1;
    const before = JSON.stringify(state);
    const taken = toGame(action);
    try {
      events.push(...game.apply(state, taken));
      if (last && ex.refusal !== undefined)
        failures.push(`expected the last action to be refused with "${ex.refusal}", but it was accepted`);
    } catch (e) {
      if (!(e instanceof IllegalAction)) {
        failures.push(`action ${i + 1} failed inside the game (a bug, not a refusal): ${(e as Error).message}`);
        at = ['actions', i];
        return done();
      }
      const said = asWritten(e, taken, action);
      // A refusal nobody expected is the one mistake: the expectations after it would only fail because the
      // actions stopped there, so they are not judged.
      if (!last || ex.refusal === undefined) {
        failures.push(`action ${i + 1} was refused: ${said}`);
        at = ['actions', i];
        return done();
      }
      if (!said.includes(ex.refusal)) failures.push(`expected refusal containing "${ex.refusal}", got "${said}"`);
      if (JSON.stringify(state) !== before) failures.push('the refused action changed the state');
    }
  }
  const wrong = hooks.afterActions?.(state, scenario);
  if (wrong) {
    failures.push(wrong.problem);
    at = wrong.at;
    afterActions = true;
    return done();
  }
  const shown = events.map(toFile);
  if (ex.events) failures.push(...expectEvents(shown, ex.events));
  if (ex.absent) failures.push(...expectAbsent(shown, ex.absent));
  for (const [key, want] of Object.entries(ex)) if (Object.hasOwn(own, key)) failures.push(...own[key]!(state, want, { content, events }));
  if (ex.winner !== undefined)
    failures.push(...expectWinner(game.status(state), typeof ex.winner === 'number' ? seatFromFile(ex.winner) : ex.winner, seatWord));
  if (ex.noAction) failures.push(...expectNoAction(game.actions(state).map(toFile), ex.noAction));
  if (ex.pending) {
    const want = ex.pending.seat ? { ...ex.pending, seat: seatFromFile(ex.pending.seat) } : ex.pending;
    failures.push(...expectPending(game.toAct(state), game.pending ? game.pending(state) : undefined, game.actions(state), want, seatWord));
  }
  if (ex.zones) {
    const wanted = ex.zones.map((z) => (z.seat === undefined ? z : { ...z, seat: seatFromFile(z.seat) }));
    failures.push(...expectZones(state, hooks.zones ?? {}, wanted, seatWord));
  }
  return done();
}
