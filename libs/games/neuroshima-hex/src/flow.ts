/**
 * The turn cycle and the end of the game: drawing, the forced discard, passing the turn, battles
 * (from a Battle tile, a full board, the Last Battle and overtime), and the winner.
 */
import type { Event } from '@armory/engine';
import type { Catalog } from './catalog.js';
import { fight } from './battle.js';
import { boardFull } from './position.js';
import { usedCounts, type NhState } from './state.js';

/** HQ hit points left per seat (0 once destroyed). */
export function hqPoints(state: NhState, cat: Catalog): number[] {
  return state.seats.map((_, seat) => {
    const h = state.board.findIndex((c) => c !== null && c.owner === seat && cat.types[c.type]!.kind === 'hq');
    if (h < 0) return state.stage === 'hq' ? cat.rules.kinds.hq.toughness : 0;
    const c = state.board[h]!;
    return Math.max(0, cat.types[c.type]!.toughness - c.damage);
  });
}

function finish(state: NhState, cat: Catalog, reason: string, events: Event[], winners: number[]): void {
  const scores = hqPoints(state, cat);
  state.stage = 'over';
  state.outcome = { winners, draw: winners.length === 0, reason, scores };
  events.push({ type: 'game-over', reason, winners, scores });
}

/** HQ hit points per team (a team's is the sum of its seats': D27); without team play, per seat. */
export function teamPoints(state: NhState, cat: Catalog): number[] {
  const pts = hqPoints(state, cat);
  const out: number[] = [];
  state.teams.forEach((team, seat) => (out[team] = (out[team] ?? 0) + pts[seat]!));
  return out;
}

/** The seats of these teams. */
function seatsOf(state: NhState, teams: number[]): number[] {
  return state.teams.flatMap((team, seat) => (teams.includes(team) ? [seat] : []));
}

/** Ends the game on HQ hit points: the team (or seat) with the most left wins; equal is a draw. */
function finishOnPoints(state: NhState, cat: Catalog, reason: string, events: Event[]): void {
  const pts = teamPoints(state, cat);
  const best = Math.max(...pts);
  const top = pts.flatMap((p, i) => (p === best ? [i] : []));
  finish(state, cat, reason, events, top.length === 1 ? seatsOf(state, top) : []);
}

/** Ends the game when any HQ was destroyed: the teams (seats) that lost none win; none left is a draw (D26). */
export function hqsFell(state: NhState, cat: Catalog, hqsDestroyed: number[], events: Event[]): void {
  if (hqsDestroyed.length === 0) return;
  const lost = new Set(hqsDestroyed.map((seat) => state.teams[seat]!));
  const standing = [...new Set(state.teams)].filter((team) => !lost.has(team));
  finish(state, cat, 'hq-destroyed', events, seatsOf(state, standing));
}

/** Fights a battle and ends the game when an HQ fell; returns whether anything changed. */
export function battle(state: NhState, cat: Catalog, reason: string, idle: number, events: Event[]): boolean {
  const { changed, hqsDestroyed } = fight(state, cat, reason, idle, events);
  hqsFell(state, cat, hqsDestroyed, events);
  return changed;
}

/** Battles while the board is full; a battle that changes nothing on a full board ends the game. */
export function fullBoardBattles(state: NhState, cat: Catalog, idle: number, events: Event[]): void {
  let first = true;
  while ((state.stage as string) !== 'over' && boardFull(state)) {
    const changed = battle(state, cat, 'board-full', first ? idle : -1, events);
    first = false;
    if (!changed && (state.stage as string) !== 'over') {
      finishOnPoints(state, cat, 'board-locked', events);
      return;
    }
  }
}

/** Draws for the seat to act and sets up its forced discard; starts the countdown when its bag runs out. */
export function startTurn(state: NhState, cat: Catalog, events: Event[]): void {
  const seat = state.seats[state.current]!;
  const hand = cat.rules.hand;
  seat.turns++;
  const want =
    seat.turns === 1 && hand.firstTurnDraws[state.current] !== undefined
      ? Math.min(hand.size, seat.hand.length + hand.firstTurnDraws[state.current]!)
      : hand.size;
  const drawn: string[] = [];
  while (seat.hand.length < want && seat.bag.length > 0) {
    const tile = seat.bag.pop()!;
    seat.hand.push(tile);
    drawn.push(tile);
  }
  events.push({ type: 'turn', seat: state.current, turn: state.turn + 1 });
  if (drawn.length) events.push({ type: 'drew', seat: state.current, count: drawn.length });
  if (seat.bag.length === 0 && !seat.drewLast && drawn.length > 0) {
    seat.drewLast = true;
    events.push({ type: 'last-draw', seat: state.current });
    // This turn, then `turnsAfterLastDraw` more for each other seat.
    if (state.turnsLeft === null) state.turnsLeft = 1 + cat.rules.endgame.turnsAfterLastDraw * (state.seats.length - 1);
  }
  state.toDiscard = seat.hand.length >= hand.size ? hand.discard : 0;
  state.stage = state.toDiscard > 0 ? 'discard' : 'play';
}

/** Ends the current turn: the Last Battle when the countdown runs out, else the next seat's turn. */
export function endTurn(state: NhState, cat: Catalog, events: Event[]): void {
  if (state.stage === 'over') return;
  state.used = usedCounts();
  state.turn++;
  if (state.overtimeTurns !== null) {
    state.overtimeTurns--;
    if (state.overtimeTurns > 0) {
      state.current = (state.current + 1) % state.seats.length;
      startOvertimeTurn(state, cat, events);
      return;
    }
    battle(state, cat, 'overtime', -1, events);
    if ((state.stage as string) !== 'over') finishOnPoints(state, cat, 'overtime', events);
    return;
  }
  if (state.turnsLeft !== null) {
    state.turnsLeft--;
    if (state.turnsLeft <= 0) {
      lastBattle(state, cat, events);
      return;
    }
  }
  state.current = (state.current + 1) % state.seats.length;
  startTurn(state, cat, events);
}

/**
 * The Last Battle, then the result on HQ hit points. On a tie, when the rules allow overtime, each
 * seat in turn order plays one more turn with no draw, keeping at most `overtime.keep` tiles of its
 * hand (it discards the rest first), and an overtime battle decides; a tie after it is a draw.
 */
function lastBattle(state: NhState, cat: Catalog, events: Event[]): void {
  battle(state, cat, 'last-battle', -1, events);
  if (state.stage === 'over') return;
  const pts = teamPoints(state, cat);
  const overtime = cat.rules.options.overtime;
  if (!pts.every((p) => p === pts[0]) || !overtime.enabled) {
    finishOnPoints(state, cat, 'last-battle', events);
    return;
  }
  events.push({ type: 'overtime', keep: overtime.keep });
  if (overtime.keep === 0) {
    battle(state, cat, 'overtime', -1, events);
    if ((state.stage as string) !== 'over') finishOnPoints(state, cat, 'overtime', events);
    return;
  }
  state.overtimeTurns = state.seats.length;
  state.current = 0;
  startOvertimeTurn(state, cat, events);
}

/** An overtime turn: no draw; tiles beyond the keep limit are discarded first. */
function startOvertimeTurn(state: NhState, cat: Catalog, events: Event[]): void {
  const seat = state.seats[state.current]!;
  events.push({ type: 'turn', seat: state.current, turn: state.turn + 1, overtime: true });
  state.toDiscard = Math.max(0, seat.hand.length - cat.rules.options.overtime.keep);
  state.stage = state.toDiscard > 0 ? 'discard' : 'play';
}
