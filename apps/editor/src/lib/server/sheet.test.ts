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

describe('the print sheet of a file whose only picture is its own', () => {
  it("prints HOTT River Crossing's battlefield whole, on its own page, with no key above it", async () => {
    const sheet = await fileSheet(REPO, 'hott/battlefields/river-crossing.yaml');
    expect(sheet.items).toEqual([]);
    expect(sheet.keys).toEqual([]);
    expect(sheet.whole.map((w) => w.id)).toEqual(['river-crossing']);
    expect(sheet.whole[0]!.svg).toMatch(/^<svg\b/);
  });

  it("prints The Shifting Hills' board from its rules file", async () => {
    const sheet = await fileSheet(REPO, 'shifting-hills/rules.yaml');
    expect(sheet.whole).toHaveLength(1);
    expect(sheet.items).toEqual([]);
  });

  it('keeps an army legend as the key above its tiles', async () => {
    const sheet = await fileSheet(REPO, 'neuroshima-hex/armies/hell-hounds.yaml');
    expect(sheet.keys).toHaveLength(1);
    expect(sheet.whole).toEqual([]);
    expect(sheet.items.length).toBeGreaterThan(0);
  });

  it('refuses a file with no picture at all, saying its schema names none', async () => {
    await expect(fileSheet(REPO, 'hott/recoil.yaml')).rejects.toMatchObject({
      status: 404,
      body: { message: "'hott/recoil.yaml' has no picture to print: its schema names no x-preview for it or any value in it" },
    });
  });
});
