/** `armory hounds print`: the card set's print sheet as A4 SVG pages, to print or save as PDF from a browser. */
import { OptionError, type GameCommand } from '@armory/engine';
import type { HoundsContent } from '../content.js';
import { readFlags } from './flags.js';

const usage = `Usage: armory hounds print [--cards SET] [-o DIR]

Writes every card of the set (hounds, then heroes) at its printed size (the set's size, poker 63 x 88 mm for the
sample set), 9 to an A4 page, as DIR/hounds-<set>-page-<n>.svg (default DIR: the current folder). Open a page in
a browser and print it at 100% to get cards of the right size.

Exit status: 0 written, 2 usage or I/O error.
`;

export const printCommand: GameCommand<HoundsContent> = {
  name: 'print',
  summary: 'the card set as printable A4 pages (SVG), 9 poker-size cards a page',
  usage,
  async run(args, io, content) {
    const flags = readFlags(
      args.map((a) => (a === '-o' ? '--out' : a)),
      ['cards', 'out'],
      ['help'],
    );
    if (flags['help']) {
      io.out(usage);
      return 0;
    }
    const id = typeof flags['cards'] === 'string' ? flags['cards'] : Object.keys(content.cardSets)[0]!;
    const set = content.cardSets[id];
    if (!set) throw new OptionError(`--cards: no card set '${id}'; the content has ${Object.keys(content.cardSets).join(', ')}`);
    // The sheet's code is imported when the command runs, so the module stays light in the browser.
    const { printSheet } = await import('../render/print-sheet.js');
    const pages = printSheet(set, content.effects);
    const dir = typeof flags['out'] === 'string' ? flags['out'] : '.';
    try {
      io.writeFiles(dir, Object.fromEntries(pages.map((svg, i) => [`hounds-${id}-page-${i + 1}.svg`, svg])));
    } catch (e) {
      io.err(`armory hounds print: cannot write to ${dir}: ${(e as Error).message}\n`);
      return 2;
    }
    io.out(`wrote ${pages.length} A4 pages of ${set.hounds.length + set.heroes.length} cards to ${dir}\n`);
    return 0;
  },
};
