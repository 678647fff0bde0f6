import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { handBuilt as field } from './hand-built.testing.js';
import { inFrontArc, squaresBetween, viewBlockedAt } from './sight.js';
import type { Square } from './table.js';

// Open Field: 24 squares a side, woods on x 4-7, y 12-14, marsh on x 16-18, y 15-17.
const context = contextOf(content);

const sorted = (squares: Square[]) => squares.map((s) => `${s.x},${s.y}`).sort();

describe('squaresBetween', () => {
  it('a straight line: the squares strictly between the two', () => {
    expect(sorted(squaresBetween({ x: 2, y: 1 }, { x: 2, y: 5 }))).toEqual(['2,2', '2,3', '2,4']);
    expect(sorted(squaresBetween({ x: 6, y: 3 }, { x: 2, y: 3 }))).toEqual(['3,3', '4,3', '5,3']);
  });

  it('neighbours have nothing between them, edge to edge or corner to corner', () => {
    expect(squaresBetween({ x: 2, y: 2 }, { x: 2, y: 3 })).toEqual([]);
    expect(squaresBetween({ x: 2, y: 2 }, { x: 3, y: 3 })).toEqual([]);
  });

  it('a true diagonal passes through the squares on it, not those it only touches at a corner', () => {
    expect(sorted(squaresBetween({ x: 0, y: 0 }, { x: 3, y: 3 }))).toEqual(['1,1', '2,2']);
  });

  it('a slanting line counts every square it crosses even partly', () => {
    // From (0.5, 0.5) to (2.5, 1.5): it crosses y = 1 at x = 1.5, the middle of square (1, 0)'s top edge.
    expect(sorted(squaresBetween({ x: 0, y: 0 }, { x: 2, y: 1 }))).toEqual(['1,0', '1,1']);
    // From (0.5, 0.5) to (1.5, 3.5): it crosses (0, 1) and (1, 2), and only touches (1, 1) and (0, 2) at a corner.
    expect(sorted(squaresBetween({ x: 0, y: 0 }, { x: 1, y: 3 }))).toEqual(['0,1', '1,2']);
  });

  it('the same squares from either end', () => {
    const a = { x: 3, y: 1 };
    const b = { x: 7, y: 4 };
    expect(sorted(squaresBetween(a, b))).toEqual(sorted(squaresBetween(b, a)));
  });
});

describe('inFrontArc', () => {
  const at = { x: 5, y: 5 };
  it('ahead, and as far to the side as ahead, is in the arc', () => {
    expect(inFrontArc(at, 'north', { x: 5, y: 8 })).toBe(true);
    expect(inFrontArc(at, 'north', { x: 7, y: 7 })).toBe(true);
    expect(inFrontArc(at, 'north', { x: 3, y: 7 })).toBe(true);
  });

  it('farther to the side than ahead, level with it, or behind is not', () => {
    expect(inFrontArc(at, 'north', { x: 8, y: 7 })).toBe(false);
    expect(inFrontArc(at, 'north', { x: 8, y: 5 })).toBe(false);
    expect(inFrontArc(at, 'north', { x: 5, y: 4 })).toBe(false);
    expect(inFrontArc(at, 'north', at)).toBe(false);
  });

  it('turns with the element', () => {
    expect(inFrontArc(at, 'east', { x: 8, y: 6 })).toBe(true);
    expect(inFrontArc(at, 'east', { x: 5, y: 8 })).toBe(false);
    expect(inFrontArc(at, 'south', { x: 5, y: 2 })).toBe(true);
    expect(inFrontArc(at, 'west', { x: 1, y: 5 })).toBe(true);
    expect(inFrontArc(at, 'west', { x: 9, y: 5 })).toBe(false);
  });
});

describe('viewBlockedAt', () => {
  it('an element on a square between blocks the view; one beside the line does not', () => {
    const state = field([{ side: 0, type: 'spears', square: { x: 2, y: 3 } }]);
    expect(viewBlockedAt(context, state, { x: 2, y: 1 }, { x: 2, y: 5 })).toEqual({ x: 2, y: 3 });
    expect(viewBlockedAt(context, state, { x: 3, y: 1 }, { x: 3, y: 5 })).toBeNull();
  });

  it('an ensorcelled element still stands in the way; a destroyed one does not', () => {
    const state = field([{ side: 1, type: 'hero', square: { x: 2, y: 3 } }]);
    state.elements[0]!.status = 'ensorcelled';
    expect(viewBlockedAt(context, state, { x: 2, y: 1 }, { x: 2, y: 5 })).toEqual({ x: 2, y: 3 });
    state.elements[0]!.status = 'destroyed';
    expect(viewBlockedAt(context, state, { x: 2, y: 1 }, { x: 2, y: 5 })).toBeNull();
  });

  it('woods between block the view, woods at either end do not', () => {
    const state = field([]);
    expect(viewBlockedAt(context, state, { x: 5, y: 10 }, { x: 5, y: 15 })).toEqual({ x: 5, y: 12 });
    expect(viewBlockedAt(context, state, { x: 5, y: 10 }, { x: 5, y: 12 })).toBeNull();
    expect(viewBlockedAt(context, state, { x: 5, y: 14 }, { x: 5, y: 16 })).toBeNull();
  });

  it('terrain that does not block the view (marsh) leaves it clear', () => {
    const marsh = content.rules.terrain.find((kind) => kind.id === 'marsh');
    expect(marsh?.blocksView).not.toBe(true);
    expect(viewBlockedAt(context, field([]), { x: 17, y: 13 }, { x: 17, y: 19 })).toBeNull();
  });

  it('nothing blocks when the rules say views are not blocked (shooting.blockedView false)', () => {
    const open = { ...content, rules: { ...content.rules, shooting: { ...content.rules.shooting, blockedView: false } } };
    const state = field([{ side: 0, type: 'spears', square: { x: 2, y: 3 } }]);
    expect(viewBlockedAt(contextOf(open), state, { x: 2, y: 1 }, { x: 2, y: 5 })).toBeNull();
  });
});
