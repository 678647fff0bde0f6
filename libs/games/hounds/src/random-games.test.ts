import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Rng, playRandom } from '@armory/engine';
import { content } from './content.testing.js';
import { hounds } from './game.js';

/** Every action and event of `games` seeded random games, hashed: any change of behaviour changes the digest. */
function digestOf(seats: number, games: number): string {
  const hash = createHash('sha256');
  for (let seed = 1; seed <= games; seed++) {
    const state = hounds.setup(content, { seats }, seed);
    const rng = Rng.seeded(seed);
    while (state.winners === null) hash.update(JSON.stringify(playRandom(hounds, state, rng)));
    hash.update(JSON.stringify([state.winners, state.reason, state.sides.map((side) => side.treats)]));
  }
  return hash.digest('hex');
}

// Taken before the random-play speed work (issue 16): faster code must play the very same games. Retaken for two
// rule fixes: life stops at 0 (two players), and a seat put out while leading passes the lead one seat on (3-4).
describe('seeded random games play exactly as before', () => {
  it('160 two-player games', () => {
    expect(digestOf(2, 160)).toBe('12dd2aee6d5731459ef7745778a70296f516716570d11e53e60d137e059ccbd1');
  });
  it('20 three-player games', () => {
    expect(digestOf(3, 20)).toBe('026cfce3f08c17ded757e985fc1fd05667324ec5898c962191aa1e3ee12fd6ea');
  });
  it('20 four-player games', () => {
    expect(digestOf(4, 20)).toBe('38068f2a5381d4f24e4a17d97a82506e0de95483cc482d76f653e76e6ad07a7d');
  });
});
