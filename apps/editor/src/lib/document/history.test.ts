import { describe, expect, it } from 'vitest';
import { History } from './history.js';

describe('History', () => {
  it('undoes and redoes versions in order', () => {
    const h = new History('a');
    h.record('b', 'x', 0);
    h.record('c', 'y', 10);
    expect(h.undo()).toBe('b');
    expect(h.undo()).toBe('a');
    expect(h.canUndo).toBe(false);
    expect(h.undo()).toBe('a');
    expect(h.redo()).toBe('b');
    expect(h.redo()).toBe('c');
    expect(h.canRedo).toBe(false);
  });

  it('merges quick keystrokes in one field into one step', () => {
    const h = new History('1');
    h.record('12', 'f', 0);
    h.record('123', 'f', 100);
    h.record('1234', 'f', 5000);
    expect(h.undo()).toBe('123');
    expect(h.undo()).toBe('1');
  });

  it('drops the redo branch when a new edit follows an undo', () => {
    const h = new History('a');
    h.record('b', 'x', 0);
    h.undo();
    h.record('c', 'x', 10);
    expect(h.canRedo).toBe(false);
    expect(h.undo()).toBe('a');
    expect(h.redo()).toBe('c');
  });
});
