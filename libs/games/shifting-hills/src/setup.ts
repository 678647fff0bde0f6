/**
 * Set-up: the HQs on their hexes, the land tiles shuffled face down on every other hex (stars with them),
 * the bonus deck shuffled, each player's squads stacked on their HQ, and the first player drawn by lot.
 */
import { Rng, type Event } from '@armory/engine';
import { tablesOf, type ShiftingHillsContent } from './content.js';
import type { ShiftingHillsOptions, ShiftingHillsState, Squad, Star } from './state.js';
import { startTurn } from './turn.js';

/** The starting state for this content, options and seed. */
export function setupGame(content: ShiftingHillsContent, options: ShiftingHillsOptions, seed: number | string): ShiftingHillsState {
  const tables = tablesOf(content);
  const rng = Rng.seeded(seed);
  const land = rng.shuffle(tables.landPool.slice());
  const tiles: number[] = [];
  const stars: Star[] = [];
  const revealed: boolean[] = [];
  for (let hex = 0, next = 0; hex < tables.board.size; hex++) {
    const hq = tables.hqOwner[hex]! >= 0;
    const laid = hq ? { tile: tables.headquartersTile, star: false } : land[next++]!;
    tiles.push(laid.tile);
    stars.push(laid.star ? 'waiting' : 'none');
    revealed.push(hq);
  }
  const deck = rng.shuffle(tables.deck.slice());
  const squads: Squad[] = [];
  for (let seat = 0; seat < tables.seats; seat++) {
    tables.units.forEach((unit, u) => {
      squads.push({
        id: tables.squadIds[seat]![u]!,
        seat,
        unit: u,
        units: unit.squad,
        hex: tables.headquarters[seat]!,
        impeded: false,
        acted: false,
        moves: 1,
        moved: false,
        held: 0,
      });
    });
  }
  const hands: string[][] = [];
  for (let seat = 0; seat < tables.seats; seat++) hands.push([]);
  const rules = content.rules.options;
  const state: ShiftingHillsState = {
    content: tables.key,
    rng: [0, 0, 0, 0],
    turnLimit: options.turnLimit ?? null,
    knownForbiddenMove: options.knownForbiddenMove ?? rules.knownForbiddenMove,
    survivorsCountAsPlay: options.survivorsCountAsPlay ?? rules.survivorsCountAsPlay,
    attackerDefShields: options.attackerDefShields ?? rules.attackerDefShields,
    turn: 1,
    player: rng.int(tables.seats),
    tiles,
    revealed,
    stars,
    squads,
    deck,
    hands,
    discard: [],
    cardPlayed: false,
    result: null,
    counts: { attacks: 0, moves: 0, failedMoves: 0, cards: 0 },
  };
  const events: Event[] = [];
  startTurn(state, tables, events);
  state.rng = [...rng.state];
  return state;
}
