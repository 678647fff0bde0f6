/**
 * Adds up game records into a report. Records may arrive in any order from workers; the tally holds
 * early arrivals until the gap closes and adds records strictly by game number, so floating-point means
 * come out bit-for-bit the same whatever the number of workers.
 */
import type { GameRecord } from './simulation.js';
import { wilson, type Rate } from './wilson.js';

/** The aggregate of a simulation run. */
export interface SimulationReport {
  /** Games played. */
  games: number;
  /** Games that ended within the step limit. */
  finished: number;
  /** Entrant names, in entrant order. */
  entrants: string[];
  /** Wins per entrant (a shared win counts for each winner). */
  wins: number[];
  /** Drawn games. */
  draws: number;
  /** Win rate per entrant over all games, with 95% Wilson intervals. */
  winRates: Rate[];
  /** Draw rate with its 95% Wilson interval. */
  drawRate: Rate;
  /** Mean and sum of each numeric stat the game reports, plus `steps`; `n` = games that reported it. */
  stats: Record<string, { mean: number; n: number; sum: number }>;
  /** Finished games by why they ended (`GameRecord.end`), in order of first appearance. */
  ends: Record<string, number>;
  /** Wall-clock milliseconds the run took. */
  elapsedMs: number;
}

/** Running totals, fed one record at a time. */
export class Tally {
  private readonly wins: number[];
  private draws = 0;
  private finished = 0;
  private merged = 0;
  private readonly sums = new Map<string, { sum: number; n: number }>();
  private readonly ends = new Map<string, number>();
  private readonly early = new Map<number, GameRecord>();

  constructor(private readonly entrants: string[]) {
    this.wins = entrants.map(() => 0);
  }

  /** Number of records added so far in order (game numbers 0 .. merged-1). */
  get done(): number {
    return this.merged;
  }

  /** Records waiting for an earlier game to arrive. */
  get waiting(): number {
    return this.early.size;
  }

  /** Wins so far per entrant. */
  get winsSoFar(): readonly number[] {
    return this.wins;
  }

  /** Takes a record; adds it and any records it unblocks. */
  add(record: GameRecord): void {
    this.early.set(record.index, record);
    for (let r = this.early.get(this.merged); r; r = this.early.get(this.merged)) {
      this.early.delete(this.merged);
      this.merge(r);
      this.merged++;
    }
  }

  private merge(r: GameRecord): void {
    if (r.over) this.finished++;
    if (r.draw) this.draws++;
    for (const w of r.winners) this.wins[w]! += 1;
    if (r.end !== undefined) this.ends.set(r.end, (this.ends.get(r.end) ?? 0) + 1);
    this.stat('steps', r.steps);
    for (const [k, v] of Object.entries(r.stats)) this.stat(k, v);
  }

  private stat(key: string, value: number): void {
    const s = this.sums.get(key) ?? { sum: 0, n: 0 };
    s.sum += value;
    s.n++;
    this.sums.set(key, s);
  }

  /** The report of what has been added. */
  report(elapsedMs: number): SimulationReport {
    const games = this.merged;
    const stats: Record<string, { mean: number; n: number; sum: number }> = {};
    for (const [k, s] of [...this.sums].sort((a, b) => a[0].localeCompare(b[0]))) stats[k] = { mean: s.sum / s.n, n: s.n, sum: s.sum };
    return {
      games,
      finished: this.finished,
      entrants: [...this.entrants],
      wins: [...this.wins],
      draws: this.draws,
      winRates: this.wins.map((w) => wilson(w, games)),
      drawRate: wilson(this.draws, games),
      stats,
      ends: Object.fromEntries(this.ends),
      elapsedMs,
    };
  }
}
