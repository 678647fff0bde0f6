import { describe, expect, it } from 'vitest';
import { endRun, startRun, stopRun } from './playtest-runs.js';

describe('play-test runs', () => {
  it('runs one at a time, stops only by its id, and frees the slot when it ends', () => {
    const first = startRun('g', 10);
    if (!('run' in first)) throw new Error('the slot was taken');
    expect(startRun('h', 5)).toEqual({ busy: first.run });
    expect(stopRun('another-id')).toBe(false);
    expect(first.run.stop.signal.aborted).toBe(false);
    expect(stopRun(first.run.id)).toBe(true);
    expect(first.run.stop.signal.aborted).toBe(true);
    endRun(first.run);
    const second = startRun('h', 5);
    expect('run' in second && second.run.id).not.toBe(first.run.id);
    if ('run' in second) endRun(second.run);
  });
});
