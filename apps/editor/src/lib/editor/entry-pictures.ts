/**
 * The small pictures of a list's entries, drawn again only where something new could show. An entry in view (or
 * open) is drawn afresh on every edit; one out of view keeps its last picture while its own value is unchanged,
 * and is drawn afresh when it comes into view. Its picture may depend on the rest of the game too (a HOTT troop
 * type's odds against every type), which is why a list of 28 troop types redrew 28 pictures per keystroke.
 */
export class EntryPictures {
  private readonly last: Array<{ text: string; picture: string | undefined } | undefined> = [];

  /** Entry `index`'s picture: `draw()` when `live`, or when the entry's value changed since it was last drawn. */
  pictureOf(index: number, entry: unknown, live: boolean, draw: () => string | undefined): string | undefined {
    const text = JSON.stringify(entry) ?? '';
    const last = this.last[index];
    if (!live && last?.text === text) return last.picture;
    const picture = draw();
    this.last[index] = { text, picture };
    return picture;
  }
}
