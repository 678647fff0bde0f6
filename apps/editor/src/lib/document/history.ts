/** Undo and redo over whole document texts: exact, and cheap for files of a few tens of kB. */

/** The versions of one document being edited, and where we are among them. */
export class History {
  private versions: string[];
  private at = 0;
  private lastKey: string | undefined;
  private lastTime = 0;

  /** Starts with the text as loaded. */
  constructor(
    initial: string,
    private readonly coalesceMs = 800,
  ) {
    this.versions = [initial];
  }

  /** The current text. */
  get current(): string {
    return this.versions[this.at]!;
  }

  /**
   * Records a new version. Keystrokes into the same field (same `key`) within a moment become one step,
   * so undo takes back a word, not a letter.
   */
  record(text: string, key?: string, now = Date.now()): void {
    if (text === this.current) return;
    const merge = key !== undefined && key === this.lastKey && now - this.lastTime < this.coalesceMs && this.at > 0;
    this.versions.splice(this.at + (merge ? 0 : 1));
    if (merge) this.versions[this.at] = text;
    else {
      this.versions.push(text);
      this.at++;
    }
    this.lastKey = key;
    this.lastTime = now;
  }

  /** True when there is something to undo. */
  get canUndo(): boolean {
    return this.at > 0;
  }

  /** True when there is something to redo. */
  get canRedo(): boolean {
    return this.at < this.versions.length - 1;
  }

  /** Steps back; returns the text to show. */
  undo(): string {
    if (this.canUndo) this.at--;
    this.lastKey = undefined;
    return this.current;
  }

  /** Steps forward again; returns the text to show. */
  redo(): string {
    if (this.canRedo) this.at++;
    this.lastKey = undefined;
    return this.current;
  }
}
