/**
 * A HOTT battlefield file's picture in Debian's chromium, over a temp copy of the content: the table with every
 * terrain piece, the stronghold and the grid; a piece moved partly off the table is named in red as the edit is
 * typed; and while the game has an error the picture still draws, without the grid, and says why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const session = editorAndBrowser();
const FILE = 'hott/battlefields/low-hills.yaml';

interface Battlefield {
  width: number;
  terrain: { kind: string; x: number; width: number }[];
}

describe("a HOTT battlefield's picture", () => {
  it('draws every piece, the stronghold and the grid, and follows the edits', async () => {
    const field = parse(readFileSync(join(session.server.root, 'content', FILE), 'utf8')) as Battlefield;
    const { page, errors } = await openFile(session, FILE);
    const preview = page.locator('[data-pointer=""] > [data-testid="preview"]');
    await preview.locator('summary').click();
    const picture = preview.locator('svg');
    await expect.poll(() => picture.locator('path[data-grid]').count(), SERVER_WAIT).toBe(1);
    expect(await picture.locator('rect[data-piece]').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-terrain')))).toEqual(
      field.terrain.map((t) => t.kind),
    );
    expect(await picture.locator('g[data-stronghold]').count()).toBe(1);
    expect(await picture.locator('[data-note]').count()).toBe(0);

    // The first piece moved so that it runs over the right edge: drawn up to the edge, and named in red. It is a
    // content error too (checks.yaml), so the game's content is withheld and the picture says what it cannot draw.
    const first = field.terrain[0]!;
    await openEntry(page, '/terrain', 0);
    await page.locator('[data-pointer="/terrain/0/x"] input').fill(String(field.width - first.width / 2), { timeout: 10000 });
    await expect
      .poll(() => picture.locator('[data-note]').allTextContents(), SERVER_WAIT)
      .toContain(`terrain 1 (${first.kind}) runs off the table`);
    expect(await picture.locator('rect[data-piece]').count()).toBe(field.terrain.length);

    // A kind the rules lack is an error: the game's content is withheld, and the picture says what it cannot draw.
    await page.locator('[data-pointer="/terrain/0/kind"] input').fill('no-such-kind', { timeout: 10000 });
    await expect.poll(() => picture.locator('path[data-grid]').count(), SERVER_WAIT).toBe(0);
    expect((await picture.locator('[data-note]').allTextContents())[0]).toMatch(/^no grid, terrain names or deployment zones/);
    expect(await picture.locator('rect[data-piece]').count()).toBe(field.terrain.length);
    expect(errors).toEqual([]);
    await page.close();
  });
});
