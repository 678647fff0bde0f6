/** `armory hott table`: the odds of every troop-type pair, as CSV and as an HTML heatmap. */
import { OUT_FOLDER_OPTION, type GameCommand } from '@armory/engine';
import type { HottContent } from '../content.js';

const about = `Works out the exact odds of every pair of troop types in close combat, in good and in bad going, and writes
hott-odds.csv (a row per pair, counts of each result out of 36) and hott-odds.html (a heatmap with a legend; a
cell shows its exact fractions on hover or click) into DIR.`;

/** The `table` command of the HOTT module. */
export const tableCommand: GameCommand<HottContent> = {
  name: 'table',
  summary: 'odds of every troop-type pair (close combat, good and bad going) as CSV and an HTML heatmap',
  about,
  options: [OUT_FOLDER_OPTION],
  exitStatus: '0 done, 2 usage or I/O error.',
  async run(values, io, content) {
    const dir = values['out'] as string;
    // The whole table's code is loaded when the command runs, so the module stays light in the browser.
    const { tableFiles } = await import('./table-files.js');
    let written: string[];
    try {
      written = io.writeFiles(dir, tableFiles(content));
    } catch (e) {
      io.err(`armory hott table: cannot write to ${dir}: ${(e as Error).message}\n`);
      return 2;
    }
    for (const path of written) io.out(`wrote ${path}\n`);
    return 0;
  },
};
