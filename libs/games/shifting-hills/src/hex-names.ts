/**
 * Hex names players and content use: the column letter (a is the westmost column) and the row in that
 * column (1 is the northmost), e.g. `d2`. Names follow the board's reading order, so name i is hex i.
 */

/** The names of a board of flat-top columns with these heights, in the board's index order. */
export function hexNames(columns: readonly number[]): string[] {
  const names: string[] = [];
  columns.forEach((height, c) => {
    const letter = String.fromCharCode('a'.charCodeAt(0) + c);
    for (let row = 1; row <= height; row++) names.push(`${letter}${row}`);
  });
  return names;
}
