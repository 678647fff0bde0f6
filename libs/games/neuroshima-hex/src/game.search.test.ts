// Search plays from a seat's view: the hidden tiles are guessed by determinize, and the game must go on from the guess.
import { describe, expect, it } from 'vitest';
import { Rng, mctsPlayer, playMatch } from '@armory/engine';
import { content } from './content.testing.js';
import { neuroshimaHex } from './game.js';

const options = { armies: ['hell-hounds', 'troglodytes'] };

describe('search on Neuroshima Hex', () => {
  it("a view shows the opponent's HQ waiting in hand (every hand is public), and a guess keeps it", () => {
    const s = neuroshimaHex.setup(content, options, 5);
    const v = neuroshimaHex.view(s, 0);
    expect(v.seats[1]!.hand).toEqual(s.seats[1]!.hand);
    const d = neuroshimaHex.determinize!(v, 0, Rng.seeded(2));
    expect(d.seats[1]!.hand).toEqual(s.seats[1]!.hand);
  });

  it('MCTS plays the HQ stage and the first turns from guesses without failing', () => {
    const mcts = mctsPlayer({ iterations: 20, maxPlayoutSteps: 40 });
    const result = playMatch(neuroshimaHex, content, options, 11, [mcts, mcts], { maxSteps: 12 });
    expect(result.steps).toBe(12);
  }, 60_000);
});
