/** The spellings of a game id that `armory new game` writes into files, and what a written file is. */

/** A file to write, relative to the workspace root. */
export interface NewFile {
  path: string;
  text: string;
}

/** The spellings of a game id the files need. */
export interface GameNames {
  /** `tiny-race` */
  id: string;
  /** `Tiny Race` */
  title: string;
  /** `tinyRace` */
  camel: string;
  /** `TinyRace` */
  pascal: string;
}

export function namesOf(id: string): GameNames {
  const words = id.split('-');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return { id, title: words.map(cap).join(' '), camel: words[0]! + words.slice(1).map(cap).join(''), pascal: words.map(cap).join('') };
}

/** A value as a JSON file's text. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
