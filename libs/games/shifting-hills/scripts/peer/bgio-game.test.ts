/**
 * The peer plays the same rules as ours: from the same position, the same actions leave both in the same state,
 * and at every step the peer's move list is ours, action for action, in the same order.
 */
import { createRequire } from 'node:module';
import { Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import type { ShiftingHillsAction } from '../../src/actions.js';
import { tablesOf } from '../../src/content.js';
import { content } from '../../src/content.testing.js';
import { applyAction, legalActions } from '../../src/rules.js';
import { setupGame } from '../../src/setup.js';
import type { ShiftingHillsState } from '../../src/state.js';
import { peerGame, type PeerG, type PeerMove } from './bgio-game.js';

const require = createRequire(import.meta.url);
const internal = require('boardgame.io/dist/cjs/internal.js') as {
  ProcessGameConfig(game: object): object;
  InitializeGame(opts: { game: object; numPlayers: number }): {
    G: PeerG;
    ctx: { currentPlayer: string; turn: number; gameover?: unknown };
  };
  CreateGameReducer(opts: {
    game: object;
  }): (state: object, action: object) => { G: PeerG; ctx: { currentPlayer: string; turn: number; gameover?: unknown } };
};

const tables = tablesOf(content);
const STARS = { none: 0, waiting: 1, taken: 2 } as const;

function peerStart(s: ShiftingHillsState): PeerG {
  return {
    tiles: [...s.tiles],
    revealed: [...s.revealed],
    stars: s.stars.map((x) => STARS[x]),
    squads: s.squads.map((q) => ({ ...q })),
    deck: [...s.deck],
    hands: s.hands.map((h) => [...h]),
    discard: [...s.discard],
    cardPlayed: false,
    first: s.player,
    result: null,
  };
}

/** A peer move as our action. */
function asAction(m: PeerMove): ShiftingHillsAction {
  const [a, b, c] = m.args as [string, unknown, unknown];
  switch (m.move) {
    case 'move':
      return { type: 'move', squad: a, to: tables.names[b as number]! };
    case 'attack':
      return { type: 'attack', squad: a, target: b as string };
    case 'deimpede':
    case 'wait':
      return { type: m.move, squad: a };
    case 'end':
      return { type: 'end' };
    default:
      return { type: 'play', card: a, ...(b ? { squad: b as string } : {}), ...(c ? { target: c as string } : {}) };
  }
}

describe('the boardgame.io peer', () => {
  it('lists our legal actions and reaches our states, step by step, over random games', () => {
    let steps = 0;
    for (let seed = 0; seed < 12; seed++) {
      const ours = setupGame(content, { turnLimit: 60 }, seed);
      const game = internal.ProcessGameConfig({ ...peerGame(tables, 60, peerStart(ours)), seed: 'x' }) as ReturnType<typeof peerGame>;
      const reducer = internal.CreateGameReducer({ game });
      let peer = internal.InitializeGame({ game, numPlayers: 2 });
      const rng = Rng.seeded(seed);
      while (ours.result === null) {
        expect(Number(peer.ctx.currentPlayer)).toBe(ours.player);
        const moves = game.ai.enumerate(peer.G, peer.ctx);
        expect(moves.map(asAction)).toEqual(legalActions(ours));
        const pick = moves[rng.int(moves.length)]!;
        applyAction(ours, asAction(pick));
        peer = reducer(peer, { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID: peer.ctx.currentPlayer } });
        expect(peer.G.squads).toEqual(ours.squads.map((q) => ({ ...q })));
        expect(peer.G.revealed).toEqual(ours.revealed);
        expect(peer.G.hands).toEqual(ours.hands);
        steps++;
      }
      const over = peer.ctx.gameover as { winner?: number; draw?: boolean; reason: string };
      expect(over.reason).toBe(ours.result.reason);
      expect(over.draw ? [] : [over.winner]).toEqual(ours.result.winners);
    }
    expect(steps).toBeGreaterThan(1000);
  }, 300_000);
});
