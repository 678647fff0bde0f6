/**
 * Neuroshima Hex's own scenario expectations, by their key under `expect`: the board, HQ hit points,
 * hands, marker supplies, the seat to act and the stage. The engine's runner checks the shared ones.
 * Seats are compared and shown as the file counts them, from 1.
 */
import { isFileSeat, matches, seatFromFile, seatInFile, type GameExpectation } from '@armory/engine';
import { catalogOf } from '../catalog.js';
import type { NeuroshimaContent } from '../content.js';
import { hqPoints } from '../flow.js';
import { hexArg } from '../position.js';
import type { NhState } from '../state.js';
import type { ExpectedCell } from './scenario.js';

type Expectation = GameExpectation<NhState, NeuroshimaContent>;

const show = (v: unknown) => JSON.stringify(v);

/** `board`: hexes ("q,r") and what they must hold (the fields given), or null for an empty hex. */
const board: Expectation = (state, want) => {
  const cat = catalogOf(state.catalog);
  const failures: string[] = [];
  for (const [hex, cellWant] of Object.entries(want as Record<string, ExpectedCell | null>)) {
    const h = hexArg(cat, hex);
    const cell = h >= 0 ? state.board[h] : null;
    if (cellWant === null) {
      if (cell) failures.push(`expected ${hex} empty, got ${show({ tile: cell.tile, owner: seatInFile(cell.owner) })}`);
      continue;
    }
    if (!cell) {
      failures.push(`expected ${hex} to hold ${show(cellWant)}, got an empty hex`);
      continue;
    }
    const actual = { tile: cell.tile, owner: seatInFile(cell.owner), rotation: cell.rot, damage: cell.damage, marker: cell.marker };
    if (!matches(actual, cellWant as Record<string, unknown>))
      failures.push(`expected ${hex} to hold ${show(cellWant)}, got ${show(actual)}`);
  }
  return failures;
};

/** `hq`: each seat's HQ hit points. */
const hq: Expectation = (state, want) => {
  const points = hqPoints(state, catalogOf(state.catalog));
  return show(points) === show(want) ? [] : [`expected HQ hit points ${show(want)}, got ${show(points)}`];
};

/** `hands`: each seat's hand, in any order. */
const hands: Expectation = (state, want) =>
  (want as string[][]).flatMap((hand, i) => {
    const got = [...(state.seats[i]?.hand ?? [])].sort();
    const wanted = [...hand].sort();
    return show(got) === show(wanted) ? [] : [`expected seat ${seatInFile(i)}'s hand ${show(wanted)}, got ${show(got)}`];
  });

/** `supply`: markers left, by seat (counted from 1) then marker id. */
const supply: Expectation = (state, want) => {
  const failures: string[] = [];
  for (const [seat, markers] of Object.entries(want as Record<string, Record<string, number>>)) {
    if (!isFileSeat(Number(seat))) {
      failures.push(`supply: seats count from 1 (1 plays first), got '${seat}'`);
      continue;
    }
    const got = state.seats[seatFromFile(Number(seat))]?.supply ?? {};
    for (const [m, n] of Object.entries(markers))
      if ((got[m] ?? 0) !== n) failures.push(`expected seat ${seat} to have ${n} '${m}' marker(s) left, got ${got[m] ?? 0}`);
  }
  return failures;
};

/** `current`: the seat whose turn it is. */
const current: Expectation = (state, want) =>
  seatInFile(state.current) === want ? [] : [`expected seat ${String(want)} to act, got seat ${seatInFile(state.current)}`];

/** `stage`: hq, discard, play or over. */
const stage: Expectation = (state, want) => (state.stage === want ? [] : [`expected stage ${String(want)}, got ${state.stage}`]);

/** Every expectation of Neuroshima Hex's own. */
export const expectations: Record<string, Expectation> = { board, hq, hands, supply, current, stage };
