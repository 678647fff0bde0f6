import { Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { shiftingHills } from '../game.js';
import { applyAction, legalActions } from '../rules.js';
import { cloneState, type ShiftingHillsOptions, type ShiftingHillsState } from '../state.js';
import { playOut } from './playout.js';

/** The plain twin: `legalActions(state)[rng.int(count)]` then `applyAction`, step by step. */
function playPlainly(state: ShiftingHillsState, rng: Rng, maxSteps: number): number {
  let steps = 0;
  for (; steps < maxSteps && state.result === null; steps++) {
    const legal = legalActions(state);
    applyAction(state, legal[rng.int(legal.length)]!);
  }
  return steps;
}

/** Plays on from `start` both ways and expects the same steps, state and draws. */
function expectTwins(start: ShiftingHillsState, seed: string, maxSteps = Number.POSITIVE_INFINITY): number {
  const fast = cloneState(start);
  const plain = cloneState(start);
  const fastRng = Rng.seeded(seed);
  const plainRng = Rng.seeded(seed);
  const played = playOut(fast, fastRng, maxSteps);
  expect(played, seed).toBe(playPlainly(plain, plainRng, maxSteps));
  expect(fast, seed).toEqual(plain);
  expect(fastRng.state, seed).toEqual(plainRng.state);
  return played;
}

describe('playOut against its plain twin (legalActions, rng.int and applyAction)', () => {
  const variants: Array<[string, ShiftingHillsOptions]> = [
    ['the rules as written', { turnLimit: 200 }],
    [
      "forbidden moves that fail, Survivors Found counted as the play, the attacker's tile DEF shielding it",
      { turnLimit: 200, knownForbiddenMove: 'fail', survivorsCountAsPlay: true, attackerDefShields: true },
    ],
  ];
  for (const [name, options] of variants) {
    it(`plays whole games to the same end: ${name}`, () => {
      const reasons = new Map<string, number>();
      let steps = 0;
      let cards = 0;
      for (let seed = 0; seed < 150; seed++) {
        const start = shiftingHills.setup(content, options, seed);
        steps += expectTwins(start, `playout ${seed}`);
        const end = cloneState(start);
        playOut(end, Rng.seeded(`playout ${seed}`), Number.POSITIVE_INFINITY);
        reasons.set(end.result!.reason, (reasons.get(end.result!.reason) ?? 0) + 1);
        cards += end.counts.cards;
      }
      // The games reach every ending and play bonus cards, so every rule of the kernel was compared.
      expect([...reasons.keys()].sort()).toEqual(['rout', 'seize', 'turn-limit']);
      expect(cards).toBeGreaterThan(100);
      expect(steps).toBeGreaterThan(20_000);
    }, 120_000);
  }

  it('stops after maxSteps, mid-turn, and goes on from there as the plain rules do', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = shiftingHills.setup(content, { turnLimit: 200 }, seed);
      const rng = Rng.seeded(`cut ${seed}`);
      for (let cut = 1; state.result === null; cut = (cut * 7) % 23) {
        expectTwins(state, `cut ${seed} ${state.turn}`, cut);
        playOut(state, rng, cut);
      }
    }
  });

  it('plays from states with every card in hand, with no turn limit, and from guesses of a view', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = shiftingHills.setup(content, {}, seed);
      const rng = Rng.seeded(`deal ${seed}`);
      // Six of the eight cards dealt, two copies of Boost in one hand.
      state.hands[state.player] = ['boost', 'artillery-strike', 'extra-ammo', 'boost'];
      state.hands[1 - state.player] = ['artillery-strike', 'survivors-found'];
      state.deck = rng.shuffle(['survivors-found', 'extra-ammo']);
      expectTwins(state, `hand ${seed}`);
      const guess = shiftingHills.determinize!(shiftingHills.view(state, state.player), state.player, Rng.seeded(seed));
      expectTwins(guess, `guess ${seed}`, 60);
    }
  });

  it('leaves a finished game alone and refuses a view with face-down tiles hidden', () => {
    const state = shiftingHills.setup(content, { turnLimit: 200 }, 1);
    playOut(state, Rng.seeded(1), Number.POSITIVE_INFINITY);
    const done = cloneState(state);
    expect(playOut(state, Rng.seeded(2), 10)).toBe(0);
    expect(state).toEqual(done);
    const fresh = shiftingHills.setup(content, { turnLimit: 200 }, 1);
    expect(() => playOut(shiftingHills.view(fresh, 0), Rng.seeded(3), 10)).toThrow(/needs a full state/);
  });
});
