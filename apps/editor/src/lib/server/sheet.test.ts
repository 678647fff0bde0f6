import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetSvgs } from '../sheet/sheet-pages.js';
import { fileSheet, printedCopies } from './sheet.js';

/** The repository: its content/ is read as saved, never written. */
const REPO = resolve(import.meta.dirname, '../../../../..');
const ARMORY = join(REPO, 'tools/cli/bin/armory.js');

/** Where a page puts each picture: `<id> #<copy> at <x>,<y> <width>x<height>` (mm), in the page's order. */
function placements(svg: string): string[] {
  const placed =
    /<g class="sheet-item" data-item="([^"]*)" data-copy="(\d+)"><svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/g;
  return [...svg.matchAll(placed)].map(([, id, copy, x, y, w, h]) => `${id} #${copy} at ${x},${y} ${w}x${h}`);
}

describe('printedCopies', () => {
  it('prints copies drawn alike as one item, and a copy drawn otherwise as the next item, numbered on', () => {
    const draw = (n: number) => (n <= 2 ? '<svg>star</svg>' : '<svg>plain</svg>');
    expect(printedCopies('forest', 5, draw)).toEqual([
      { id: 'forest', svg: '<svg>star</svg>', copies: 2 },
      { id: 'forest', svg: '<svg>plain</svg>', copies: 3, firstCopy: 3 },
    ]);
    expect(printedCopies('card', 3, () => '<svg>card</svg>')).toEqual([{ id: 'card', svg: '<svg>card</svg>', copies: 3 }]);
  });
});

describe("a file's print sheet", () => {
  it('places every Hounds card where armory hounds print places it, 3 x 3 on an A4 page', async () => {
    const sheet = await fileSheet(REPO, 'hounds/cards/sample.yaml');
    const editor = sheetSvgs(sheet.items).map(placements);
    const dir = mkdtempSync(join(tmpdir(), 'armory-sheet-'));
    try {
      const cli = spawnSync(process.execPath, [ARMORY, 'hounds', 'print', '--cards', 'sample', '-o', dir], { cwd: REPO, encoding: 'utf8' });
      expect(cli.stderr).toBe('');
      expect(cli.status).toBe(0);
      const page = (name: string) => Number(/-page-(\d+)\.svg$/.exec(name)?.[1]);
      const files = readdirSync(dir).sort((a, b) => page(a) - page(b));
      const printed = files.map((f) => placements(readFileSync(join(dir, f), 'utf8')));
      expect(editor).toEqual(printed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(editor[0]).toHaveLength(9);
    expect(editor.flat()).toHaveLength(sheet.items.length);
    // Corners: 0.5 mm apart across (three 63 mm cards in A4's 190 mm between margins), 2 mm down.
    expect(editor[0]!.slice(0, 4).map((p) => p.split(' at ')[1])).toEqual(['10,10 63x88', '73.5,10 63x88', '137,10 63x88', '10,100 63x88']);
  }, 60000);
});
