import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameCommandIO } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { tableCommand } from './table.js';
import { tempFolder } from '../temp-folder.testing.js';

describe('armory hott table', () => {
  it('writes a CSV row for every troop-type pair in good and bad going, and the heatmap page', async () => {
    const dir = join(tempFolder('hott-table-'), 'out');
    const out: string[] = [];
    // Files are written as the CLI writes them for a game command (tools/cli folders.ts), plainly.
    const writeFiles = (folder: string, files: Record<string, string>) => {
      mkdirSync(folder, { recursive: true });
      return Object.entries(files).map(([name, text]) => (writeFileSync(join(folder, name), text), join(folder, name)));
    };
    const io: GameCommandIO = { root: '.', out: (t) => void out.push(t), err: () => {}, isTTY: false, writeFiles };
    expect(await tableCommand.run({ out: dir }, io, content, [])).toBe(0);
    expect(out.join('')).toBe(`wrote ${join(dir, 'hott-odds.csv')}\nwrote ${join(dir, 'hott-odds.html')}\n`);
    const rows = readFileSync(join(dir, 'hott-odds.csv'), 'utf8').trimEnd().split('\r\n');
    const types = content.troopTypes.types.length;
    expect(rows).toHaveLength(1 + 2 * types * types);
    const header = rows[0]!.split(',');
    expect(header.slice(0, 5)).toEqual(['kind', 'going', 'attacker', 'defender', 'of']);
    const knightsOnSpears = rows.find((r) => r.startsWith('close,good,knights,spears,'))!.split(',');
    const column = (name: string) => Number(knightsOnSpears[header.indexOf(name)]);
    expect([column('attacker recoil'), column('attacker destroyed'), column('defender destroyed'), column('attacker no-effect')]).toEqual([
      17, 4, 10, 15,
    ]);
    const html = readFileSync(join(dir, 'hott-odds.html'), 'utf8');
    expect(html).toContain('id="legend"');
    expect(html).not.toMatch(/<(script|link)[^>]+src=|href="http/);
  });
});
