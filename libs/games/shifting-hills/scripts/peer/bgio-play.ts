/**
 * Plays full random games of the boardgame.io peer on boardgame.io's own game reducer (what its local and
 * server masters run for every move), the leanest way boardgame.io offers to play a game without a UI.
 */
import { createRequire } from 'node:module';
import { Rng } from '@armory/engine';
import type { Tables } from '../../src/content.js';
import { peerGame, type PeerG, type PeerMove } from './bgio-game.js';

const require = createRequire(import.meta.url);
// boardgame.io 0.50 ships CommonJS; its subpath entry points are folders Node's ESM loader will not import.
const internal = require('boardgame.io/dist/cjs/internal.js') as {
  ProcessGameConfig(game: object): object;
  InitializeGame(opts: { game: object; numPlayers: number }): PeerState;
  CreateGameReducer(opts: { game: object; isClient?: boolean }): (state: PeerState, action: object) => PeerState;
};

interface PeerState {
  G: PeerG;
  ctx: { currentPlayer: string; turn: number; gameover?: unknown };
}

/** Plays one game with uniformly random moves; returns its end and length in turns. */
export function playPeerGame(tables: Tables, turnLimit: number, seed: number): { gameover: unknown; turns: number; moves: number } {
  const game = internal.ProcessGameConfig({ ...peerGame(tables, turnLimit), seed: String(seed) }) as ReturnType<typeof peerGame>;
  const reducer = internal.CreateGameReducer({ game });
  let state = internal.InitializeGame({ game, numPlayers: tables.seats });
  const rng = Rng.seeded(seed);
  let moves = 0;
  while (!state.ctx.gameover) {
    const legal: PeerMove[] = game.ai.enumerate(state.G, state.ctx);
    const pick = legal[rng.int(legal.length)]!;
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID: state.ctx.currentPlayer } });
    moves++;
  }
  return { gameover: state.ctx.gameover, turns: state.ctx.turn, moves };
}
