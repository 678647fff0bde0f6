import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, RngWords, deriveSeed, seedState, type RngState } from './rng.js';

const draws = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.next());

describe('Rng', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (seed) => {
        expect(draws(Rng.seeded(seed), 20)).toEqual(draws(Rng.seeded(seed), 20));
      }),
    );
    expect(draws(Rng.seeded(1), 4)).not.toEqual(draws(Rng.seeded(2), 4));
    expect(draws(Rng.seeded(1), 4)).not.toEqual(draws(Rng.seeded('1'), 4));
  });

  it('keeps its whole state in a JSON round-trippable array', () => {
    const rng = Rng.seeded('save me');
    draws(rng, 7);
    const saved = JSON.parse(JSON.stringify(rng.state)) as RngState;
    expect(draws(new Rng(saved), 10)).toEqual(draws(rng, 10));
  });

  it('advances the shared state array in place', () => {
    const state = seedState(3);
    const before = [...state];
    new Rng(state).next();
    expect(state).not.toEqual(before);
  });

  it('splits into a child that is deterministic and unlike its parent', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = Rng.seeded(seed);
        const b = Rng.seeded(seed);
        const ca = a.split();
        const cb = b.split();
        const childDraws = draws(ca, 16);
        expect(childDraws).toEqual(draws(cb, 16));
        expect(draws(a, 16)).toEqual(draws(b, 16));
        const parentDraws = draws(a, 16);
        expect(childDraws.filter((x, i) => x === parentDraws[i]).length).toBeLessThan(2);
      }),
    );
  });

  it('gives split streams that look independent of the parent and of each other', () => {
    // Bits of parent XOR child should be ones half the time; correlated streams would skew this.
    const parent = Rng.seeded('tree');
    const a = parent.split();
    const b = parent.split();
    let ones = 0;
    let onesAB = 0;
    const n = 20000;
    const popcount = (x: number) => {
      let c = 0;
      for (let v = x >>> 0; v; v &= v - 1) c++;
      return c;
    };
    for (let i = 0; i < n; i++) {
      const p = parent.next();
      const x = a.next();
      ones += popcount(p ^ x);
      onesAB += popcount(x ^ b.next());
    }
    expect(Math.abs(ones / (32 * n) - 0.5)).toBeLessThan(0.005);
    expect(Math.abs(onesAB / (32 * n) - 0.5)).toBeLessThan(0.005);
  });

  it('shuffles three items into each of the six orders about equally often', () => {
    const rng = Rng.seeded('orders');
    const counts = new Map<string, number>();
    for (let i = 0; i < 60000; i++) {
      const key = rng.shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it('copies without sharing state', () => {
    const rng = Rng.seeded(9);
    const copy = rng.copy();
    draws(copy, 3);
    expect(draws(rng, 3)).toEqual(draws(Rng.seeded(9), 3));
  });

  it('draws whole numbers in range with roughly even counts', () => {
    const rng = Rng.seeded('dice');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[rng.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer(), (n, seed) => {
        const x = Rng.seeded(seed).int(n);
        return Number.isInteger(x) && x >= 0 && x < n;
      }),
    );
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });

  it('draws as the plain floating-point formula does, for any range', () => {
    // The plain twin of `int`: the same rejection and remainder in floating-point arithmetic.
    const plainInt = (rng: Rng, n: number) => {
      const limit = 4294967296 - (4294967296 % n);
      let x = rng.next();
      while (x >= limit) x = rng.next();
      return x % n;
    };
    const edges = [1, 2, 3, 6, 7, 37, 255, 256, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32 - 1, 2 ** 32];
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...edges), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 2 ** 32 })),
        fc.integer(),
        (n, seed) => {
          const fast = Rng.seeded(seed);
          const plain = Rng.seeded(seed);
          for (let i = 0; i < 200; i++) expect(fast.int(n)).toBe(plainInt(plain, n));
          expect(fast.state).toEqual(plain.state);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('draws through RngWords exactly as through the Rng, and stores the state the Rng would have', () => {
    const edges = [1, 2, 3, 6, 7, 37, 255, 256, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32 - 1, 2 ** 32];
    const words = new RngWords();
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...edges), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 2 ** 32 })), {
          minLength: 1,
          maxLength: 50,
        }),
        fc.integer(),
        (ranges, seed) => {
          const rng = Rng.seeded(seed);
          const twin = Rng.seeded(seed);
          words.load(twin);
          for (const n of ranges) expect(words.int(n)).toBe(rng.int(n));
          expect(words.next()).toBe(rng.next());
          expect(twin.state).toEqual(Rng.seeded(seed).state); // untouched until stored
          words.store(twin);
          expect(twin.state).toEqual(rng.state);
        },
      ),
      { numRuns: 500 },
    );
    expect(() => words.int(0)).toThrow(RangeError);
    expect(() => words.int(2.5)).toThrow(RangeError);
  });

  it('rejects the biased tail for ranges that do not divide 2^32', () => {
    // With n = 3 * 2^30 the last 2^30 values of a draw are rejected: no result may come from them
    // as x % n, so results stay uniform over [0, n) and the low third is not favoured.
    const rng = Rng.seeded(5);
    const n = 3 * 2 ** 30;
    let low = 0;
    const total = 30000;
    for (let i = 0; i < total; i++) if (rng.int(n) < 2 ** 30) low++;
    expect(low / total).toBeGreaterThan(0.31);
    expect(low / total).toBeLessThan(0.356);
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const shuffled = Rng.seeded(seed).shuffle([...items]);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('shuffles as Fisher-Yates with int draws would, and leaves the state where those draws leave it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 300 }), fc.integer(), (items, seed) => {
        const shuffler = Rng.seeded(seed);
        const shuffled = shuffler.shuffle([...items]);
        const plain = Rng.seeded(seed);
        const expected = [...items];
        for (let i = expected.length - 1; i > 0; i--) {
          const j = plain.int(i + 1);
          [expected[i], expected[j]] = [expected[j]!, expected[i]!];
        }
        expect(shuffled).toEqual(expected);
        expect(shuffler.state).toEqual(plain.state);
      }),
    );
  });

  it('derives per-key seeds that do not depend on order of computation', () => {
    const s5 = deriveSeed(42, 5);
    deriveSeed(42, 6);
    expect(deriveSeed(42, 5)).toBe(s5);
    expect(deriveSeed(42, 5)).not.toBe(deriveSeed(42, 6));
    expect(deriveSeed(42, 5)).not.toBe(deriveSeed(43, 5));
  });

  it('rolls dice 1..sides and picks from lists', () => {
    const rng = Rng.seeded(1);
    const seen = new Set(Array.from({ length: 200 }, () => rng.die(6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
  });
});
