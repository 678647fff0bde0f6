import { describe, expect, it } from 'vitest';
import { pathsRead } from './paths-read.js';

describe('pathsRead', () => {
  it('finds compared paths and operand paths through all, any and not', () => {
    const paths = pathsRead({
      all: [
        { path: 'self.type', in: ['knights'] },
        { any: [{ not: { path: 'self.total', atMost: { path: 'enemy.total', times: 0.5 } } }, true] },
      ],
    });
    expect(paths.sort()).toEqual(['enemy.total', 'self.total', 'self.type']);
  });

  it('reads nothing from a constant', () => {
    expect(pathsRead(true)).toEqual([]);
  });
});
