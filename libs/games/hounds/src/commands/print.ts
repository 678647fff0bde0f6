/** `armory hounds print`: the card set's print sheet as A4 SVG pages, to print or save as PDF from a browser. */
import { OUT_FOLDER_OPTION, type GameCommand } from '@armory/engine';
import type { HoundsContent } from '../content.js';
import { CARDS_OPTION } from './game-options.js';

const about = `Writes every card of the set (hounds, then heroes) at its printed size (the set's size, poker 63 x 88 mm for the
sample set), 9 to an A4 page, as DIR/hounds-<set>-page-<n>.svg (default DIR: the current folder). Open a page in
a browser and print it at 100% to get cards of the right size.`;

export const printCommand: GameCommand<HoundsContent> = {
  name: 'print',
  summary: 'the card set as printable A4 pages (SVG), 9 poker-size cards a page',
  about,
  options: [{ ...CARDS_OPTION, help: 'the card set to print (default: the first, the sample set)' }, OUT_FOLDER_OPTION],
  exitStatus: '0 written, 2 usage or I/O error.',
  async run(values, io, content) {
    const id = (values['cards'] as string | undefined) ?? Object.keys(content.cardSets)[0]!;
    const set = content.cardSets[id]!;
    // The sheet's code is imported when the command runs, so the module stays light in the browser.
    const { printSheet } = await import('../render/print-sheet.js');
    const pages = printSheet(set, content.effects);
    const dir = values['out'] as string;
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
