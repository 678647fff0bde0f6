/** `armory hott table`: the odds of every troop-type pair, as CSV and as an HTML heatmap. */
import type { GameCommand } from '@armory/engine';
import type { HottContent } from '../content.js';
import { readFlags } from './flags.js';

const usage = `Usage: armory hott table [-o DIR]

Works out the exact odds of every pair of troop types in close combat, in good and in bad going, and writes
hott-odds.csv (a row per pair, counts of each result out of 36) and hott-odds.html (a heatmap with a legend; a
cell shows its exact fractions on hover or click) into DIR.

Options:
  -o, --out DIR   where to write (default: the current folder; made if missing)

Exit status: 0 done, 2 usage or I/O error.
`;

/** The `table` command of the HOTT module. */
export const tableCommand: GameCommand<HottContent> = {
  name: 'table',
  summary: 'odds of every troop-type pair (close combat, good and bad going) as CSV and an HTML heatmap',
  usage,
  async run(args, io, content) {
    const flags = readFlags(args, { values: ['out'], switches: [], aliases: { o: 'out' } });
    const dir = typeof flags['out'] === 'string' ? flags['out'] : '.';
    // Node-only, and the whole table's code: loaded when the command runs, so the module stays light in the browser.
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { join, resolve } = await import('node:path');
    const { tableFiles } = await import('./table-files.js');
    const files = tableFiles(content);
    try {
      mkdirSync(dir, { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    } catch (e) {
      io.err(`armory hott table: cannot write to ${resolve(dir)}: ${(e as Error).message}\n`);
      return 2;
    }
    for (const name of Object.keys(files)) io.out(`wrote ${join(dir, name)}\n`);
    return 0;
  },
};
