/**
 * Tile Bonus cards: drawn by the first squad to move onto a starred tile, kept hidden in hand, and played
 * one per turn; a card whose effect applies when drawn is applied at once and discarded.
 */
import type { Event } from '@armory/engine';
import type { PlayAction } from './actions.js';
import type { Tables } from './content.js';
import { bonusEffect } from './effects/catalog.js';
import type { Squad, ShiftingHillsState } from './state.js';

/** The squad's player draws the top bonus card (nothing when the deck is empty). */
export function drawBonus(state: ShiftingHillsState, tables: Tables, squad: Squad, events: Event[]): void {
  const card = state.deck.pop();
  if (card === undefined) {
    events.push({ type: 'deck-empty', squad: squad.id });
    return;
  }
  const type = tables.cards[tables.cardIndex.get(card)!]!;
  const effect = bonusEffect(type.effect.effect);
  if (effect.when === 'drawn') {
    events.push({ type: 'drew', player: squad.seat + 1, card, shown: true });
    state.discard.push(card);
    if (state.survivorsCountAsPlay && squad.seat === state.player) state.cardPlayed = true;
    effect.run(state, tables, { squad }, type.effect, events);
    return;
  }
  // The card's name stays out of the event: the opponent does not see it until it is played.
  events.push({ type: 'drew', player: squad.seat + 1 });
  state.hands[squad.seat]!.push(card);
}

/** The plays open to the player now: each distinct card in hand, through its effect. */
export function bonusOffers(state: ShiftingHillsState, tables: Tables): PlayAction[] {
  if (state.cardPlayed) return [];
  const hand = state.hands[state.player]!;
  const plays: PlayAction[] = [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (hand.indexOf(card) !== i) continue;
    const type = tables.cards[tables.cardIndex.get(card)!]!;
    const effect = bonusEffect(type.effect.effect);
    if (effect.when === 'played') plays.push(...effect.offers(state, tables, state.player, card, type.effect));
  }
  return plays;
}

/** Why a play is illegal now, or null. */
export function playRefusal(state: ShiftingHillsState, tables: Tables, action: PlayAction): string | null {
  if (state.cardPlayed) return 'a bonus card has already been played this turn';
  const index = tables.cardIndex.get(action.card);
  if (index === undefined) return `there is no bonus card '${action.card}'`;
  if (!state.hands[state.player]!.includes(action.card)) return `'${action.card}' is not in your hand`;
  const type = tables.cards[index]!;
  return bonusEffect(type.effect.effect).refusal(state, tables, action, type.effect);
}

/** Plays a legal card: out of the hand, onto the discard, its effect carried out. */
export function play(state: ShiftingHillsState, tables: Tables, action: PlayAction, events: Event[]): void {
  const hand = state.hands[state.player]!;
  hand.splice(hand.indexOf(action.card), 1);
  state.discard.push(action.card);
  state.cardPlayed = true;
  state.counts.cards++;
  events.push({ type: 'played', player: state.player + 1, card: action.card });
  const type = tables.cards[tables.cardIndex.get(action.card)!]!;
  bonusEffect(type.effect.effect).run(state, tables, { action }, type.effect, events);
}
