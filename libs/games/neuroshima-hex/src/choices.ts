/**
 * Where the legal actions of a turn go while they are found. Listing (`Choices.listing()`) builds
 * every action. Sampling (`Choices.sampling()`) only records them in groups - a head (the fields
 * shared by the group) times up to five axes of values - so random play can count the actions,
 * draw one, and build just that one. Both modes receive the same calls in the same order, so the
 * n-th sampled action is always the n-th listed one (the conformance check tests that promise).
 */
import type { NhAction } from './state.js';

/** Fields of an action under construction (the head of a group). */
export type Fields = Record<string, unknown>;

const EMPTY: readonly unknown[] = [];

/** A sink for the legal actions of one listing. */
export class Choices {
  /** Every action, in listing mode; null while sampling. */
  readonly list: NhAction[] | null;
  /** How many actions were offered so far. */
  total = 0;
  // Sampling mode: one entry per group, in parallel arrays that are reused between listings. A
  // group's axis count is 0 for one action, -1 for a table.
  private n = 0;
  private readonly heads: Array<Fields | readonly NhAction[]> = [];
  private readonly counts: number[] = [];
  private readonly keys: string[][] = [];
  private readonly axes: Array<Array<readonly unknown[]>> = [];
  private readonly sizes: number[] = [];
  // The axes of the product being offered, their count and the product's size (reused, so offering
  // one allocates nothing).
  private productAxes = 0;
  private productSize = 1;
  private readonly k: string[] = ['', '', '', '', ''];
  private readonly v: Array<readonly unknown[]> = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY];

  private constructor(list: NhAction[] | null) {
    this.list = list;
  }

  /** A sink that builds every action. */
  static listing(): Choices {
    return new Choices([]);
  }

  /** A sink that only counts; call `pick` afterwards. */
  static sampling(): Choices {
    return new Choices(null);
  }

  /** Starts over (sampling sinks are kept and reused). */
  reset(): void {
    this.total = 0;
    this.n = 0;
    if (this.list) this.list.length = 0;
  }

  /** One action. */
  one(action: Fields): void {
    this.total++;
    if (this.list) this.list.push(action as NhAction);
    else this.group(action, 0, 1);
  }

  /**
   * Ready-made actions of a table, rows `at` in that order (each row's actions in order): the
   * placements of one design on the empty hexes. Every row must have `width` actions. Only the first
   * `count` entries of `at` are read, so a caller may pass a reused buffer; it must not change it
   * before `pick`.
   */
  table(rows: ReadonlyArray<readonly NhAction[]>, at: readonly number[], width: number, count: number = at.length): void {
    const size = count * width;
    if (size === 0) return;
    this.total += size;
    if (this.list) {
      for (let k = 0; k < count; k++) {
        const row = rows[at[k]!]!;
        for (let i = 0; i < row.length; i++) this.list.push(row[i]!);
      }
    } else {
      this.v[0] = at;
      this.group(rows as unknown as readonly NhAction[], -1, size);
    }
  }

  /**
   * One action per combination of the axes' values, the first axis outermost: each is a copy of
   * `head` followed by the axis fields, in that order. An empty axis gives no action. A field every
   * action of the group shares is an axis of one value (`Catalog.labelAlone` has one per hex), which
   * spares the caller a copy of the head.
   */
  product(
    head: Fields,
    k1: string,
    v1: readonly unknown[],
    k2: string | null = null,
    v2: readonly unknown[] = EMPTY,
    k3: string | null = null,
    v3: readonly unknown[] = EMPTY,
    k4: string | null = null,
    v4: readonly unknown[] = EMPTY,
    k5: string | null = null,
    v5: readonly unknown[] = EMPTY,
  ): void {
    this.productAxes = 0;
    this.productSize = 1;
    this.axis(k1, v1);
    this.axis(k2, v2);
    this.axis(k3, v3);
    this.axis(k4, v4);
    this.axis(k5, v5);
    const count = this.productAxes;
    const size = this.productSize;
    if (size === 0) return;
    this.total += size;
    if (!this.list) this.group(head, count, size);
    else for (let i = 0; i < size; i++) this.list.push(build(head, count, this.k, this.v, size, i));
  }

  /** Adds an axis (none when `key` is null) to the product being offered. */
  private axis(key: string | null, values: readonly unknown[]): void {
    if (key === null) return;
    this.k[this.productAxes] = key;
    this.v[this.productAxes++] = values;
    this.productSize *= values.length;
  }

  /** In sampling mode: the `i`-th action offered (0 <= i < total), built now. */
  pick(i: number): NhAction {
    if (this.list) return this.list[i]!;
    for (let g = 0; g < this.n; g++) {
      const size = this.sizes[g]!;
      if (i >= size) {
        i -= size;
        continue;
      }
      const head = this.heads[g]!;
      const count = this.counts[g]!;
      if (count === -1) {
        const rows = head as unknown as ReadonlyArray<readonly NhAction[]>;
        const at = this.axes[g]![0]! as readonly number[];
        // Every row has the same width (table's contract); `at` may be longer than the rows used.
        const width = rows[at[0]!]!.length;
        return rows[at[Math.floor(i / width)]!]![i % width]!;
      }
      if (count === 0) return head as NhAction;
      return build(head as Fields, count, this.keys[g]!, this.axes[g]!, size, i);
    }
    throw new RangeError(`no action ${i} among ${this.total}`);
  }

  /** Records a group: its head, its axis count and `size`; the axes are copied from `this.k`/`this.v`. */
  private group(head: Fields | readonly NhAction[], count: number, size: number): void {
    const g = this.n++;
    this.heads[g] = head;
    this.counts[g] = count;
    this.sizes[g] = size;
    if (count === 0) return;
    let keys = this.keys[g];
    let axes = this.axes[g];
    if (!keys) keys = this.keys[g] = ['', '', '', '', ''];
    if (!axes) axes = this.axes[g] = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY];
    const n = count < 0 ? 1 : count;
    for (let j = 0; j < n; j++) {
      keys[j] = this.k[j]!;
      axes[j] = this.v[j]!;
    }
  }
}

/**
 * The `i`-th of the `size` actions of a product group of `count` axes. A copy of `head` by
 * Object.assign rather than a spread: listing sees many head shapes, and a spread of a varying shape
 * leaves V8's fast path (measured ~800 ns against ~100 ns per action).
 */
function build(
  head: Fields,
  count: number,
  keys: readonly string[],
  axes: ReadonlyArray<readonly unknown[]>,
  size: number,
  i: number,
): NhAction {
  const a = Object.assign({}, head) as Fields;
  // The first axis is outermost: its index changes every size / v1.length actions, and so on.
  let block = size;
  for (let j = 0; j < count; j++) {
    const values = axes[j]!;
    block /= values.length;
    a[keys[j]!] = values[Math.floor(i / block) % values.length];
  }
  return a as NhAction;
}
