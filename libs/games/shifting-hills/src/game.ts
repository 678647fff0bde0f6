/** Battle for The Shifting Hills on the engine contract. */
import type { Game, Status } from '@armory/engine';
import type { ShiftingHillsAction } from './actions.js';
import { tablesFor, type ShiftingHillsContent } from './content.js';
import { determinize, viewOf } from './hidden.js';
import { playOut } from './playout/playout.js';
import { sampleAction } from './random-play.js';
import { applyAction, carryOut, legalActions } from './rules.js';
import { setupGame } from './setup.js';
import { cloneState, type ShiftingHillsOptions, type ShiftingHillsState } from './state.js';

/** The game object the engine's players, replay and simulation runner drive. */
export const shiftingHills: Game<ShiftingHillsState, ShiftingHillsAction, ShiftingHillsContent, ShiftingHillsOptions> = {
  name: 'shifting-hills',
  traits: { turns: 'sequential', chance: true, hiddenInformation: true },
  setup: setupGame,
  toAct: (state) => (state.result ? null : state.player),
  actions: legalActions,
  apply: applyAction,
  view: viewOf,
  determinize,
  status(state): Status {
    if (!state.result) return { over: false };
    return { over: true, winners: state.result.winners.slice(), draw: state.result.draw, reason: state.result.reason };
  },
  players: (state) => tablesFor(state).seats,
  clone: cloneState,
  sampleAction(state, rng) {
    return sampleAction(state, rng) ?? rng.pick(legalActions(state));
  },
  playSample(state, rng) {
    // The action was just built from this state, so it is legal: no need to check it again.
    const action = this.sampleAction!(state, rng);
    return { action, events: carryOut(state, action) };
  },
  playOut,
  actionKey(action) {
    switch (action.type) {
      case 'move':
        return `m${action.squad}>${action.to}`;
      case 'attack':
        return `a${action.squad}>${action.target}`;
      case 'deimpede':
        return `d${action.squad}`;
      case 'wait':
        return `w${action.squad}`;
      case 'end':
        return 'e';
      case 'play':
        return `p${action.card}:${action.squad ?? ''}>${action.target ?? ''}`;
    }
  },
  stats(state) {
    return {
      turns: state.turn,
      attacks: state.counts.attacks,
      moves: state.counts.moves,
      failedMoves: state.counts.failedMoves,
      cards: state.counts.cards,
    };
  },
};
