/**
 * Seeded, splittable random numbers with plain-data state. The generator is sfc32 (Chris Doty-Humphrey's
 * Small Fast Counting generator, 128-bit state, passes PractRand): small, fast in 32-bit JS arithmetic,
 * and its state is four integers, so it fits in a game's JSON State.
 */

/** The generator's whole state: four unsigned 32-bit integers. Keep it in the game State. */
export type RngState = [number, number, number, number];

/** Hashes a seed (number or string) into 32 bits with a fixed, documented mix (FNV-1a over the text, then murmur3's finaliser). */
export function hashSeed(seed: number | string): number {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A fresh state from a seed; different seeds give unrelated streams (splitmix32 expands the hash). */
export function seedState(seed: number | string): RngState {
  let x = hashSeed(seed);
  const s: RngState = [0, 0, 0, 1];
  for (let i = 0; i < 3; i++) {
    x = (x + 0x9e3779b9) | 0;
    s[i] = fmix32(x);
  }
  // Warm up so nearby seeds diverge, as the sfc32 author recommends.
  const rng = new Rng(s);
  for (let i = 0; i < 12; i++) rng.next();
  return s;
}

/** Mixes one key into a 32-bit hash: whole numbers by arithmetic (fast in hot loops), anything else by its text. */
function mixKey(h: number, key: number | string): number {
  if (typeof key === 'number' && Number.isSafeInteger(key)) {
    h = fmix32(h ^ (key >>> 0) ^ 0x9e3779b9);
    return fmix32(h ^ (Math.floor(key / 4294967296) >>> 0) ^ 0x85ebca6b);
  }
  const text = `${typeof key}:${key}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h ^ 0x27d4eb2f);
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/**
 * Derives the seed of a sub-stream from a base seed and a path of keys (e.g. game number), with no
 * shared mutable state: `deriveSeed(seed, 17)` is the same wherever and whenever it is computed.
 * The result carries 64 bits (two hash lanes), so a run of a million games has no practical collisions.
 */
export function deriveSeed(seed: number | string, ...keys: Array<number | string>): string {
  let a = hashSeed(seed);
  let b = fmix32(a ^ 0x5bd1e995);
  for (const k of keys) {
    a = mixKey(a, k);
    b = mixKey(b ^ 0x1b873593, k);
  }
  return `d:${hex8(a)}${hex8(b)}`;
}

/** `int` keeps, for each n below this, the limit of accepted draws and 1/n. */
const SMALL = 256;
const SMALL_LIMITS = new Float64Array(SMALL);
const SMALL_INVERSES = new Float64Array(SMALL);
for (let n = 1; n < SMALL; n++) {
  SMALL_LIMITS[n] = 4294967296 - (4294967296 % n);
  SMALL_INVERSES[n] = 1 / n;
}

/**
 * `x` (a draw below `SMALL_LIMITS[n]`) mod `n`, for n below `SMALL`: game moves draw from short lists, and
 * multiplying by 1/n is faster than dividing (the floor of x/n is exact or one off when x is a multiple of n,
 * which the last line mends). The `| 0` (a whole number below 256) tells the optimiser the result is a small
 * integer, so callers storing it keep integer fields rather than boxed doubles.
 */
function smallRemainder(x: number, n: number): number {
  const r = x - Math.floor(x * SMALL_INVERSES[n]!) * n;
  return (r < 0 ? r + n : r >= n ? r - n : r) | 0;
}

/**
 * The first draw `int(n)` rejects for any `n` up to 2^32 (draws in the short last block of 2^32 would bias the
 * result). 2^32 mod n is worked out in unsigned 32-bit arithmetic (-n mod 2^32 leaves the same remainder),
 * so both remainders compile to integer division rather than floating-point modulo.
 */
function largeLimit(n: number): number {
  if (!(n > 0 && n <= 4294967296 && Number.isInteger(n))) throw new RangeError(`rng.int needs a whole number 1..2^32, got ${n}`);
  if (n === 4294967296) return n;
  const m = n >>> 0;
  return 4294967296 - (((0 - m) >>> 0) % m);
}

/**
 * A view over an `RngState` array that advances it in place. Wrapping `state.rng` of a game State
 * therefore keeps the State's RNG current without copying: `new Rng(state.rng).int(6)`.
 */
export class Rng {
  /** The state array this generator advances (shared, not copied). */
  readonly state: RngState;

  constructor(state: RngState) {
    this.state = state;
  }

  /** A generator on a fresh state made from `seed`. */
  static seeded(seed: number | string): Rng {
    return new Rng(seedState(seed));
  }

  /** The next unsigned 32-bit integer. */
  next(): number {
    const s = this.state;
    let a = s[0] | 0;
    let b = s[1] | 0;
    let c = s[2] | 0;
    let d = s[3] | 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    s[0] = a >>> 0;
    s[1] = b >>> 0;
    s[2] = c >>> 0;
    s[3] = d >>> 0;
    return t >>> 0;
  }

  /** A float in [0, 1) with 32 bits of randomness (for search heuristics, never for rules that need exact odds). */
  float(): number {
    return this.next() / 4294967296;
  }

  /**
   * A whole number in [0, n) with no modulo bias: draws that fall in the short last block of
   * 2^32 are rejected. `n` must be a positive integer up to 2^32.
   */
  int(n: number): number {
    if (n < SMALL && n >= 1 && (n | 0) === n) {
      const limit = SMALL_LIMITS[n]!;
      let x = this.next();
      while (x >= limit) x = this.next();
      return smallRemainder(x, n);
    }
    const limit = largeLimit(n);
    let x = this.next();
    while (x >= limit) x = this.next();
    return n === 4294967296 ? x : (x >>> 0) % (n >>> 0);
  }

  /** A whole number in [min, max], both ends included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** One roll of a die with `sides` faces: 1..sides. */
  die(sides = 6): number {
    return 1 + this.int(sides);
  }

  /** A uniformly chosen element; throws on an empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /**
   * Splits off an independent child stream: the parent advances by three draws, and the child's state
   * is those draws pushed through a different mix, so parent and child do not overlap in practice.
   */
  split(): Rng {
    const words = [this.next(), this.next(), this.next()];
    const child: RngState = [fmix32(words[0]! ^ 0x6a09e667), fmix32(words[1]! ^ 0xbb67ae85), fmix32(words[2]! ^ 0x3c6ef372), 1];
    const rng = new Rng(child);
    for (let i = 0; i < 12; i++) rng.next();
    return rng;
  }

  /** A copy with its own state array: draws from the copy do not move this one. */
  copy(): Rng {
    return new Rng([...this.state] as RngState);
  }
}

/**
 * The generator of an `Rng` worked on a copy of its state held as four signed 32-bit words, for a game's
 * whole-game loop (`Game.playOut`): copy in with `load(rng)`, draw with `int(n)` exactly as `rng.int(n)`
 * would, and write back with `store(rng)` before anything else reads the `Rng`. An `RngState` holds
 * unsigned words, which the optimiser keeps as doubles, so each `Rng` draw converts its four words in and
 * out; these words stay integers. `next` is the twin of `Rng.next` (rng.test.ts compares the two).
 */
export class RngWords {
  private readonly words = new Int32Array(4);

  /** Copies `rng`'s state in. */
  load(rng: Rng): void {
    for (let k = 0; k < 4; k++) this.words[k] = rng.state[k]! | 0;
  }

  /** Writes the state back into `rng`, as its own draws would have left it. */
  store(rng: Rng): void {
    for (let k = 0; k < 4; k++) rng.state[k] = this.words[k]! >>> 0;
  }

  /** The next unsigned 32-bit integer: `Rng.next`. */
  next(): number {
    const s = this.words;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    s[3] = (d + 1) | 0;
    return t >>> 0;
  }

  /** A whole number in [0, n): `Rng.int`. */
  int(n: number): number {
    if (n < SMALL && n >= 1 && (n | 0) === n) {
      const limit = SMALL_LIMITS[n]!;
      let x = this.next();
      while (x >= limit) x = this.next();
      return smallRemainder(x, n);
    }
    const limit = largeLimit(n);
    let x = this.next();
    while (x >= limit) x = this.next();
    return n === 4294967296 ? x : (x >>> 0) % (n >>> 0);
  }
}
