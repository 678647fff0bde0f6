/**
 * A contract check any game module can run in its own tests: random playouts from several seeds, and
 * at every step the promises of the `Game` contract are checked (plain JSON data, deterministic setup,
 * illegal actions rejected without change, views that do not touch the state, determinizations that
 * keep the acting seat's options, replay of the log) and, for games that declare them, the promises of
 * pending choices (the seat asked is the seat to act), simultaneous commitments (no other seat's view or
 * options tell an unrevealed commitment apart) and traits. Returns problems as sentences; empty = conforms.
 */
import { IllegalAction, canonicalJson, cloneState, describeAction, playRandom, sameAction, type Action, type Game } from '../contract.js';
import { Rng, deriveSeed, type RngState } from '../rng/rng.js';
import { replay, type GameLog } from './log.js';

/** What to try. */
export interface ConformanceOptions<A extends Action = Action> {
  /** Seeds to play from. Default five fixed seeds. */
  seeds?: Array<number | string>;
  /** Steps after which a playout counts as not ending. Default 5000. */
  maxSteps?: number;
  /** Actions to try whenever they are not among the legal ones: each must throw IllegalAction and leave the state unchanged. */
  illegal?: A[];
  /** Stop after this many problems. Default 10. */
  maxProblems?: number;
}

/** Plays random games of `game` and lists every broken promise of the contract it finds. */
export function conformanceProblems<S, A extends Action, C, O>(
  game: Game<S, A, C, O>,
  content: C,
  options: O,
  check: ConformanceOptions<A> = {},
): string[] {
  const problems: string[] = [];
  const max = check.maxProblems ?? 10;
  const seen = new Set<string>();
  // Each kind of problem is reported once per seed, at its first step, so one bug does not fill the list.
  const report = (seed: number | string, step: number, message: string) => {
    const key = `${String(seed)}\u0000${message}`;
    if (seen.has(key) || problems.length >= max) return;
    seen.add(key);
    problems.push(`seed ${JSON.stringify(seed)}, step ${step}: ${message}`);
  };
  for (const seed of check.seeds ?? [1, 2, 3, 'four', 'five']) {
    const state = game.setup(content, options, seed);
    if (canonicalJson(state) !== canonicalJson(game.setup(content, options, seed)))
      report(seed, 0, 'setup gives different states for the same seed');
    const rng = Rng.seeded(deriveSeed(seed, 'conformance'));
    const log: GameLog = { game: game.name, options, seed, actions: [], events: [] };
    let step = 0;
    // Copies of the game in which a seat committed otherwise, followed while that commitment is hidden.
    let shadows: Array<Shadow<S, A>> = [];
    checkTraits(game, (m) => report(seed, 0, m));
    for (; step < (check.maxSteps ?? 5000); step++) {
      if (!isPlainJson(state)) report(seed, step, 'the state is not plain JSON data (a JSON round trip changes it)');
      const status = game.status(state);
      const seat = game.toAct(state);
      if (status.over) {
        if (seat !== null) report(seed, step, `the game is over but toAct says seat ${seat + 1}`);
        if (game.actions(state).length) report(seed, step, 'the game is over but actions are still offered');
        const pending = game.pending?.(state);
        if (pending) report(seed, step, `the game is over but a ${pending.kind} still waits on seat ${pending.seat + 1}`);
        break;
      }
      if (seat === null) {
        report(seed, step, 'the game is not over but toAct says nobody acts');
        break;
      }
      const legal = game.actions(state);
      if (legal.length === 0) {
        report(seed, step, `seat ${seat + 1} is to act but has no legal action`);
        break;
      }
      checkViews(game, state, seat, rng, legal, (m) => report(seed, step, m));
      checkPending(game, state, seat, (m) => report(seed, step, m));
      for (const bad of check.illegal ?? []) {
        if (legal.some((l) => sameAction(l, bad))) continue;
        const before = canonicalJson(state);
        try {
          game.apply(state, bad);
          report(seed, step, `illegal ${describeAction(bad)} was accepted`);
          break;
        } catch (e) {
          if (!(e instanceof IllegalAction))
            report(seed, step, `illegal ${describeAction(bad)} threw ${(e as Error).name}, not IllegalAction`);
        }
        if (canonicalJson(state) !== before) {
          report(seed, step, `rejecting ${describeAction(bad)} changed the state`);
          break;
        }
      }
      if (game.sampleAction) checkSample(game, state, legal, rng, (m) => report(seed, step, m));
      if (game.playSample) checkPlaySample(game, state, rng, (m) => report(seed, step, m));
      if (game.playOut && step % PLAY_OUT_EVERY === 0) checkPlayOut(game, state, rng, (m) => report(seed, step, m));
      const action = rng.pick(legal);
      const before = game.hiddenCommitments ? cloneState(game, state) : null;
      const events = game.apply(state, action);
      if (before) shadows = followCommitments(game, before, seat, action, legal, state, shadows, (m) => report(seed, step, m));
      if (!isPlainJson(events) || !isPlainJson(action))
        report(seed, step, `${describeAction(action)}: the action or its events are not plain JSON data`);
      log.actions.push(structuredClone(action));
      log.events.push(structuredClone(events));
    }
    if (!game.status(state).over) report(seed, step, `the game did not end within ${check.maxSteps ?? 5000} steps`);
    const replayed = replay(game, content, JSON.parse(JSON.stringify(log)) as GameLog);
    if (!replayed.ok) report(seed, replayed.step, `replay differs: ${replayed.message}`);
    if (problems.length >= max) break;
  }
  return problems;
}

function checkViews<S, A extends Action>(
  game: Game<S, A, any, any>,
  state: S,
  seat: number,
  rng: Rng,
  legal: A[],
  report: (m: string) => void,
): void {
  const before = canonicalJson(state);
  for (let p = 0; p < game.players(state); p++) {
    const view = game.view(state, p);
    if (!isPlainJson(view)) report(`view of seat ${p + 1} is not plain JSON data`);
    if (game.traits?.hiddenInformation === false && canonicalJson(view) !== before)
      report(`the traits say nothing is hidden, but seat ${p + 1}'s view differs from the state`);
    if (p === seat && game.determinize) {
      const guess = game.determinize(view, p, rng);
      const guessed = game.actions(guess);
      if (guessed.length !== legal.length || !legal.every((a) => guessed.some((g) => sameAction(a, g)))) {
        report(
          `a determinization of seat ${p + 1}'s view offers other actions than the real state (search would pick from the wrong options)`,
        );
      }
      if (game.traits) playGuess(game, guess, p, report);
    }
  }
  if (canonicalJson(state) !== before) report('view or determinize changed the real state');
}

/** Steps of random play from a determinization that `playGuess` tries. */
const GUESS_STEPS = 20;

/**
 * Search plays on from its guesses, every seat in turn, so a guess must be a game that can be played on:
 * a few random steps from it must not fail (e.g. a guessed hand that lost a tile everyone knows is there).
 */
function playGuess<S, A extends Action>(game: Game<S, A, any, any>, guess: S, seat: number, report: (m: string) => void): void {
  // A stream of its own, so the check does not shift the conformance run's draws.
  const rng = Rng.seeded('guess');
  for (let step = 0; step < GUESS_STEPS && !game.status(guess).over && game.toAct(guess) !== null; step++) {
    try {
      game.apply(guess, rng.pick(game.actions(guess)));
    } catch (e) {
      report(
        `play from a determinization of seat ${seat + 1}'s view fails at its step ${step + 1} (search would fail there): ${(e as Error).message}`,
      );
      return;
    }
  }
}

/** What a game's declared traits promise that can be seen from its members. */
function checkTraits<S, A extends Action>(game: Game<S, A, any, any>, report: (m: string) => void): void {
  const traits = game.traits;
  if (!traits) return;
  if ((traits.hiddenInformation || traits.turns === 'simultaneous') && !game.determinize)
    report('the traits say the game hides information, but it has no determinize to guess what is hidden');
  if (traits.turns === 'simultaneous' && !traits.hiddenInformation)
    report('the traits say turns are simultaneous, so commitments are hidden, but hiddenInformation is false');
  if (traits.turns === 'simultaneous' && !game.hiddenCommitments)
    report('the traits say turns are simultaneous, but the game has no hiddenCommitments');
}

/** A pending choice waits on the seat that `toAct` names; commitments go with simultaneous turns, whose guesses look to the seat like its view. */
function checkPending<S, A extends Action>(game: Game<S, A, any, any>, state: S, seat: number, report: (m: string) => void): void {
  const pending = game.pending?.(state);
  if (pending && pending.seat !== seat)
    report(`a pending ${pending.kind} waits on seat ${pending.seat + 1}, but toAct says seat ${seat + 1}`);
  if (game.traits?.turns === 'sequential' && game.hiddenCommitments?.(state).length)
    report('the traits say turns are sequential, but hiddenCommitments lists seats');
  if (game.determinize) {
    // A guess is a game the seat cannot tell from the real one: it must look to the seat exactly like its view
    // (search keys a simultaneous game's nodes by views; in any game, a guess that changes what the seat sees
    // searches another position). And the view it was made from stays as it was.
    const view = game.view(state, seat);
    const viewed = canonicalJson(view);
    const guess = game.determinize(view, seat, new Rng([1, 2, 3, 4]));
    if (canonicalJson(view) !== viewed) report(`determinize changed the view of seat ${seat + 1} it was given`);
    if (canonicalJson(game.view(guess, seat)) !== viewed)
      report(`a determinization of seat ${seat + 1}'s view looks different to that seat than the view itself`);
  }
}

/** The game as it would be had `seat` committed `action` instead of the real commitment. */
interface Shadow<S, A> {
  seat: number;
  action: A;
  state: S;
}

/**
 * Views hide unrevealed commitments: after `seat` commits, every other commitment it could have made must
 * leave the other seats' views (and their legal actions) the same, until the commitment is revealed. The
 * alternatives are followed through the real game's next actions (`legal` are those listed before `action`);
 * returns those still hidden.
 */
function followCommitments<S, A extends Action>(
  game: Game<S, A, any, any>,
  before: S,
  seat: number,
  action: A,
  legal: A[],
  state: S,
  shadows: Array<Shadow<S, A>>,
  report: (m: string) => void,
): Array<Shadow<S, A>> {
  const hidden = game.hiddenCommitments!(state);
  const kept: Array<Shadow<S, A>> = [];
  for (const shadow of shadows) {
    if (canonicalJson(game.actions(shadow.state)) !== canonicalJson(legal)) {
      report(`seat ${seat + 1}'s legal actions depend on seat ${shadow.seat + 1}'s unrevealed commitment`);
      continue;
    }
    try {
      game.apply(shadow.state, action);
    } catch {
      report(
        `seat ${seat + 1}'s ${describeAction(action)} is refused had seat ${shadow.seat + 1} made ${describeAction(shadow.action)} instead, though that commitment is not revealed`,
      );
      continue;
    }
    // Once revealed, the commitment may show.
    if (hidden.includes(shadow.seat)) kept.push(shadow);
  }
  if (hidden.includes(seat)) {
    for (const other of legal) {
      if (sameAction(other, action)) continue;
      const alternative = cloneState(game, before);
      game.apply(alternative, other);
      if (game.hiddenCommitments!(alternative).includes(seat)) kept.push({ seat, action: other, state: alternative });
    }
  }
  for (const shadow of kept) {
    for (let p = 0; p < game.players(state); p++) {
      if (p === shadow.seat) continue;
      if (canonicalJson(game.view(state, p)) !== canonicalJson(game.view(shadow.state, p))) {
        report(
          `seat ${p + 1}'s view shows seat ${shadow.seat + 1}'s unrevealed commitment (it differs between ${describeAction(shadow.action)} and the commitment made)`,
        );
      }
    }
  }
  return kept;
}

/** `sampleAction` must give `legal[rng.int(legal.length)]`, draw from the RNG the same way, and leave the state alone. */
function checkSample<S, A extends Action>(game: Game<S, A, any, any>, state: S, legal: A[], rng: Rng, report: (m: string) => void): void {
  const before = canonicalJson(state);
  const expected = new Rng([...rng.state] as RngState);
  const sampled = new Rng([...rng.state] as RngState);
  const want = legal[expected.int(legal.length)];
  let got: A;
  try {
    got = game.sampleAction!(state, sampled);
  } catch (e) {
    report(`sampleAction threw ${(e as Error).message}`);
    return;
  }
  if (!sameAction(got, want)) report(`sampleAction gave ${describeAction(got)} where the listed actions give ${describeAction(want)}`);
  if (canonicalJson(sampled.state) !== canonicalJson(expected.state))
    report('sampleAction drew from the RNG differently than picking from the list');
  if (canonicalJson(state) !== before) report('sampleAction changed the state');
}

/** `playSample` must act as `sampleAction` then `apply`: same action, events, resulting state and draws. */
function checkPlaySample<S, A extends Action>(game: Game<S, A, any, any>, state: S, rng: Rng, report: (m: string) => void): void {
  if (!game.sampleAction) {
    report('the game has playSample but no sampleAction');
    return;
  }
  const played = cloneState(game, state);
  const stepped = cloneState(game, state);
  const rngA = new Rng([...rng.state] as RngState);
  const rngB = new Rng([...rng.state] as RngState);
  let got: { action: A; events: unknown };
  try {
    got = game.playSample!(played, rngA);
  } catch (e) {
    report(`playSample threw ${(e as Error).message}`);
    return;
  }
  const action = game.sampleAction(stepped, rngB);
  const events = game.apply(stepped, action);
  if (!sameAction(got.action, action))
    report(`playSample played ${describeAction(got.action)} where sampleAction gives ${describeAction(action)}`);
  else if (canonicalJson(got.events) !== canonicalJson(events))
    report(`playSample's events for ${describeAction(action)} differ from apply's`);
  else if (canonicalJson(played) !== canonicalJson(stepped))
    report(`playSample left another state than apply for ${describeAction(action)}`);
  if (canonicalJson(rngA.state) !== canonicalJson(rngB.state)) report('playSample drew from the RNG differently than sampleAction');
}

/** Steps between two checks of `playOut` (each plays the rest of the game twice). */
const PLAY_OUT_EVERY = 10;
/** A step limit short enough to cut most games, to check that `playOut` stops where it is told. */
const PLAY_OUT_CUT = 3;

/** `playOut` must play exactly as `playRandom` step by step: same steps, draws and resulting state, to the end or to a cut. */
function checkPlayOut<S>(game: Game<S, any, any, any>, state: S, rng: Rng, report: (m: string) => void): void {
  for (const limit of [PLAY_OUT_CUT, Number.POSITIVE_INFINITY]) {
    const fast = cloneState(game, state);
    const plain = cloneState(game, state);
    const rngFast = new Rng([...rng.state] as RngState);
    const rngPlain = new Rng([...rng.state] as RngState);
    let played: number;
    try {
      played = game.playOut!(fast, rngFast, limit);
    } catch (e) {
      report(`playOut threw ${(e as Error).message}`);
      return;
    }
    let steps = 0;
    for (; steps < limit && !game.status(plain).over && game.toAct(plain) !== null; steps++) playRandom(game, plain, rngPlain);
    const what = limit === PLAY_OUT_CUT ? `playOut cut at ${limit} steps` : 'playOut to the end';
    if (played !== steps) report(`${what} played ${played} actions where step-by-step play took ${steps}`);
    else if (canonicalJson(fast) !== canonicalJson(plain)) report(`${what} left another state than step-by-step play`);
    else if (canonicalJson(rngFast.state) !== canonicalJson(rngPlain.state))
      report(`${what} drew from the RNG differently than step-by-step play`);
  }
}

function isPlainJson(value: unknown): boolean {
  try {
    return canonicalJson(JSON.parse(JSON.stringify(value))) === canonicalJson(value) && !hasUndefinedOrNaN(value);
  } catch {
    return false;
  }
}

function hasUndefinedOrNaN(v: unknown): boolean {
  if (v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return true;
  if (typeof v === 'bigint' || typeof v === 'function') return true;
  if (Array.isArray(v)) return v.some(hasUndefinedOrNaN);
  if (v && typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return true;
    return Object.values(v).some((x) => x !== undefined && hasUndefinedOrNaN(x));
  }
  return false;
}
