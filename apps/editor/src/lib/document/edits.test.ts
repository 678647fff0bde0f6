import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deleteValue, duplicateItem, freshId, insertItem, moveItem, pointerOf, setValue } from './edits.js';

const army = `# Army file: comments must survive
id: hounds   # the army's id
tiles:
  # the leader
  - id: alpha
    name: Alpha
    initiative: [3]   # fast
    edges: { N: { feature: melee, strength: 2 } }

  # second
  - id: beta
    name: "Beta"
    initiative: [ 2 ]
    edges:
      S: { feature: net }    # assumed
      N:
        feature: ranged
last: true
`;

const ids = (text: string) => (parse(text) as { tiles: { id: string }[] }).tiles.map((t) => t.id);

describe('document edits', () => {
  it('changes one scalar and leaves every other byte as it was', () => {
    expect(setValue(army, ['tiles', 0, 'initiative', 0], 4)).toBe(army.replace('[3]', '[4]'));
  });

  it('keeps a quoted string quoted and edits inside flow maps in place', () => {
    const out = setValue(setValue(army, ['tiles', 1, 'name'], 'Bravo'), ['tiles', 0, 'edges', 'N', 'strength'], 1);
    expect(out).toBe(army.replace('"Beta"', '"Bravo"').replace('strength: 2', 'strength: 1'));
  });

  it('stores a non-number typed into a number field as text, so validation can point at it', () => {
    const out = setValue(army, ['tiles', 0, 'initiative', 0], 'fast');
    expect(out).toBe(army.replace('[3]', '[fast]'));
    expect(setValue(army, ['tiles', 0, 'initiative', 0], 'a, b')).toContain('["a, b"]');
  });

  it('adds a key to a block map after its last entry, and to a flow map in place', () => {
    const out = setValue(army, ['tiles', 1, 'edges', 'NE'], { feature: 'armor' });
    expect(out).toBe(army.replace('        feature: ranged\n', '        feature: ranged\n      NE:\n        feature: armor\n'));
    const beside = setValue(army.replace(/      N:\n        feature: ranged\n/, ''), ['tiles', 1, 'edges', 'NE'], { feature: 'armor' });
    expect(beside).toContain('      S: { feature: net }    # assumed\n      NE: { feature: armor }\nlast');
    const flow = setValue(army, ['tiles', 0, 'edges', 'S'], { feature: 'net' });
    expect(flow).toBe(
      army.replace('{ N: { feature: melee, strength: 2 } }', '{ N: { feature: melee, strength: 2 }, S: { feature: net } }'),
    );
  });

  it('adds a missing key to a tile and creates missing maps', () => {
    const out = setValue(army, ['tiles', 0, 'toughness'], 2);
    expect(out).toBe(army.replace('strength: 2 } }\n', 'strength: 2 } }\n    toughness: 2\n'));
    expect((parse(setValue(army, ['rules', 'size'], 35)) as { rules: unknown }).rules).toEqual({ size: 35 });
  });

  it('removes an entry with its inline comment and nothing else; comments above an item stay', () => {
    expect(deleteValue(army, ['tiles', 1, 'edges', 'S'])).toBe(army.replace('      S: { feature: net }    # assumed\n', ''));
    expect(deleteValue(army, ['tiles', 0])).toBe(army.replace(/  - id: alpha[\s\S]*?\n\n/, ''));
    expect(deleteValue(army, ['tiles', 1])).toBe(army.replace(/\n  # second\n  - id: beta[\s\S]*?ranged\n/, '\n  # second\n'));
  });

  it('moves a tile with its own comments; comments above items (section headings) stay in place', () => {
    const out = moveItem(army, ['tiles'], 1, 0);
    expect(ids(out)).toEqual(['beta', 'alpha']);
    expect(out.startsWith("# Army file: comments must survive\nid: hounds   # the army's id\ntiles:\n  # the leader\n  - id: beta\n")).toBe(
      true,
    );
    expect(out).toContain('      S: { feature: net }    # assumed\n');
    expect(
      out.endsWith(
        'ranged\n\n  # second\n  - id: alpha\n    name: Alpha\n    initiative: [3]   # fast\n    edges: { N: { feature: melee, strength: 2 } }\nlast: true\n',
      ),
    ).toBe(true);
    expect(moveItem(out, ['tiles'], 0, 1)).toBe(army);
  });

  it('duplicates a tile (comments too) and gives the copy a fresh id', () => {
    const out = duplicateItem(army, ['tiles'], 1, (t, p) => setValue(t, [...p, 'id'], 'beta-2'));
    expect(ids(out)).toEqual(['alpha', 'beta', 'beta-2']);
    expect(out.match(/# assumed/g)).toHaveLength(2);
    expect(out.match(/# second/g)).toHaveLength(1);
    expect(out.startsWith(army.slice(0, army.indexOf('last:')))).toBe(true);
    const first = duplicateItem(army, ['tiles'], 0);
    expect(first).toContain('strength: 2 } }\n\n  - id: alpha');
    expect(deleteValue(first, ['tiles', 1])).toBe(army);
  });

  it("inserts a new tile in block style at the list's indentation", () => {
    const out = insertItem(army, ['tiles'], 2, { id: 'gamma', name: 'Gamma', initiative: [1] });
    expect(out).toBe(army.replace('last: true', '  - id: gamma\n    name: Gamma\n    initiative: [1]\nlast: true'));
    expect(ids(insertItem(army, ['tiles'], 0, { id: 'zero' }))).toEqual(['zero', 'alpha', 'beta']);
  });

  it('edits flow lists through the document and reprints only that list', () => {
    const out = insertItem(army, ['tiles', 0, 'initiative'], 1, 1);
    expect(out).toBe(army.replace('[3]', '[3, 1]'));
    expect(deleteValue(out, ['tiles', 0, 'initiative', 0])).toBe(army.replace('[3]', '[1]'));
  });

  it('names places as JSON pointers and finds fresh ids', () => {
    expect(pointerOf(['tiles', 0, 'a/b~c'])).toBe('/tiles/0/a~1b~0c');
    expect(freshId('wolf', ['wolf', 'wolf-2'])).toBe('wolf-3');
    expect(freshId('new', ['wolf'])).toBe('new');
    expect(freshId('new', ['wolf', 'new'])).toBe('new-2');
  });
});
