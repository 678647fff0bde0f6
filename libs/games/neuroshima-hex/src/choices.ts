/**
 * Where the legal actions of a turn go while they are found. Listing (`Choices.listing()`) builds
 * every action. Sampling (`Choices.sampling()`) only records them in groups - a head (the fields
 * shared by the group) times up to three axes of values - so random play can count the actions,
 * draw one, and build just that one. Both modes receive the same calls in the same order, so the
 * n-th sampled action is always the n-th listed one (the conformance check tests that promise).
 */
import type { NhAction } from './state.js';

/** Fields of an action under construction (the head of a group). */
export type Fields = Record<string, unknown>;

const EMPTY: readonly unknown[] = [];
/** The key marking a table group (no action field can be called this). */
const TABLE = '\u0000table';

/** A sink for the legal actions of one listing. */
export class Choices {
  /** Every action, in listing mode; null while sampling. */
  readonly list: NhAction[] | null;
  /** How many actions were offered so far. */
  total = 0;
  // Sampling mode: one entry per group, in parallel arrays that are reused between listings.
  private n = 0;
  private readonly heads: Array<Fields | readonly NhAction[]> = [];
  private readonly keys: string[][] = [];
  private readonly axes: Array<Array<readonly unknown[]>> = [];
  private readonly sizes: number[] = [];

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
    else this.group(action, null, EMPTY, null, EMPTY, null, EMPTY, 1);
  }

  /** Ready-made actions, shared and never changed (placements are built once per design and hex). */
  shared(actions: readonly NhAction[]): void {
    if (actions.length === 0) return;
    this.total += actions.length;
    if (this.list) for (let i = 0; i < actions.length; i++) this.list.push(actions[i]!);
    else this.group(actions, null, EMPTY, null, EMPTY, null, EMPTY, actions.length);
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
    } else this.group(rows as unknown as readonly NhAction[], TABLE, at, null, EMPTY, null, EMPTY, size);
  }

  /**
   * One action per combination of the axes' values, the first axis outermost: each is a copy of
   * `head` followed by the axis fields, in that order. An empty axis gives no action.
   */
  product(head: Fields, k1: string, v1: readonly unknown[], k2: string | null = null, v2: readonly unknown[] = EMPTY, k3: string | null = null, v3: readonly unknown[] = EMPTY): void {
    const size = v1.length * (k2 === null ? 1 : v2.length) * (k3 === null ? 1 : v3.length);
    if (size === 0) return;
    this.total += size;
    if (!this.list) {
      this.group(head, k1, v1, k2, v2, k3, v3, size);
      return;
    }
    for (let i = 0; i < size; i++) this.list.push(build(head, k1, v1, k2, v2, k3, v3, i));
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
      const [k1, k2, k3] = this.keys[g]!;
      const [v1, v2, v3] = this.axes[g]!;
      if (k1 === TABLE) {
        const rows = head as unknown as ReadonlyArray<readonly NhAction[]>;
        // Every row has the same width (table's contract); `at` may be longer than the rows used.
        const width = rows[v1![0] as number]!.length;
        return rows[v1![Math.floor(i / width)] as number]![i % width]!;
      }
      if (Array.isArray(head)) return (head as readonly NhAction[])[i]!;
      return k1 === undefined || k1 === '' ? (head as NhAction) : build(head as Fields, k1, v1!, k2 || null, v2!, k3 || null, v3!, i);
    }
    throw new RangeError(`no action ${i} among ${this.total}`);
  }

  private group(head: Fields | readonly NhAction[], k1: string | null, v1: readonly unknown[], k2: string | null, v2: readonly unknown[], k3: string | null, v3: readonly unknown[], size: number): void {
    const g = this.n++;
    this.heads[g] = head;
    let keys = this.keys[g];
    let axes = this.axes[g];
    if (!keys) keys = this.keys[g] = ['', '', ''];
    if (!axes) axes = this.axes[g] = [EMPTY, EMPTY, EMPTY];
    keys[0] = k1 ?? '';
    keys[1] = k2 ?? '';
    keys[2] = k3 ?? '';
    axes[0] = v1;
    axes[1] = v2;
    axes[2] = v3;
    this.sizes[g] = size;
  }
}

/**
 * The `i`-th action of a product group. A copy of `head` by Object.assign rather than a spread:
 * listing sees many head shapes, and a spread of a varying shape leaves V8's fast path (measured
 * ~800 ns against ~100 ns per action).
 */
function build(head: Fields, k1: string, v1: readonly unknown[], k2: string | null, v2: readonly unknown[], k3: string | null, v3: readonly unknown[], i: number): NhAction {
  const a = Object.assign({}, head) as Fields;
  const n3 = k3 === null ? 1 : v3.length;
  const n2 = k2 === null ? 1 : v2.length;
  a[k1] = v1[Math.floor(i / (n2 * n3))];
  if (k2 !== null) a[k2] = v2[Math.floor(i / n3) % n2];
  if (k3 !== null) a[k3] = v3[i % n3];
  return a as NhAction;
}
