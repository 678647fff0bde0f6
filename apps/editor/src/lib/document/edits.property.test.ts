import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { deleteValue, duplicateItem, insertItem, moveItem, setValue } from './edits.js';

const start = `# tiles, with comments everywhere
name: test   # trailing
tiles:
  # first
  - id: a
    initiative: [3]   # fast
    edges: { N: { feature: melee } }

  - id: b
    edges:
      S: { feature: net }
      N:
        feature: ranged   # kept
  - { id: c, count: 2 }
`;

type Tile = Record<string, unknown>;
type Army = { name: string; tiles: Tile[] };

const op = fc.oneof(
  fc.record({
    kind: fc.constant('rename' as const),
    tile: fc.nat(),
    name: fc.constantFrom('x', 'y y', 'a: b', '3', 'with, comma', "it's"),
  }),
  fc.record({ kind: fc.constant('count' as const), tile: fc.nat(), count: fc.integer({ min: 1, max: 9 }) }),
  fc.record({
    kind: fc.constant('edge' as const),
    tile: fc.nat(),
    edge: fc.constantFrom('N', 'S', 'NE'),
    feature: fc.constantFrom('melee', 'armor'),
  }),
  fc.record({ kind: fc.constant('unedge' as const), tile: fc.nat(), edge: fc.constantFrom('N', 'S') }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), tile: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), tile: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), id: fc.constantFrom('n', 'm') }),
);

describe('document edits, any sequence', () => {
  it('give the same data as editing plain objects, and stay valid YAML', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 8 }), (ops) => {
        let text = start;
        const model = parse(start) as Army;
        for (const o of ops) {
          const n = model.tiles.length;
          if (n === 0) break;
          const t = 'tile' in o ? o.tile % n : 0;
          switch (o.kind) {
            case 'rename':
              text = setValue(text, ['tiles', t, 'name'], o.name);
              model.tiles[t]!['name'] = o.name;
              break;
            case 'count':
              text = setValue(text, ['tiles', t, 'count'], o.count);
              model.tiles[t]!['count'] = o.count;
              break;
            case 'edge':
              text = setValue(text, ['tiles', t, 'edges', o.edge], { feature: o.feature });
              model.tiles[t]!['edges'] = { ...((model.tiles[t]!['edges'] as object) ?? {}), [o.edge]: { feature: o.feature } };
              break;
            case 'unedge': {
              const edges = model.tiles[t]!['edges'] as Record<string, unknown> | undefined;
              if (!edges || !(o.edge in edges)) break;
              text = deleteValue(text, ['tiles', t, 'edges', o.edge]);
              delete edges[o.edge];
              break;
            }
            case 'move': {
              const from = o.from % n;
              const to = o.to % n;
              text = moveItem(text, ['tiles'], from, to);
              model.tiles.splice(to, 0, ...model.tiles.splice(from, 1));
              break;
            }
            case 'duplicate':
              text = duplicateItem(text, ['tiles'], t);
              model.tiles.splice(t + 1, 0, structuredClone(model.tiles[t]!));
              break;
            case 'delete':
              if (n === 1) break;
              text = deleteValue(text, ['tiles', t]);
              model.tiles.splice(t, 1);
              break;
            case 'insert': {
              const at = o.at % (n + 1);
              text = insertItem(text, ['tiles'], at, { id: o.id, count: 1 });
              model.tiles.splice(at, 0, { id: o.id, count: 1 });
              break;
            }
          }
          expect(parseDocument(text).errors).toEqual([]);
          expect(parse(text)).toEqual(model);
        }
        expect(text.startsWith('# tiles, with comments everywhere\nname: test   # trailing\n')).toBe(true);
        // Without deletions, no comment is ever lost (rename/count/edge edits, moves, copies, inserts).
        if (!ops.some((o) => o.kind === 'delete' || o.kind === 'unedge')) {
          for (const comment of start.match(/#.*$/gm)!) expect(text).toContain(comment);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000); // a few seconds alone; more when the shared cores are busy
});
