/**
 * One document being edited in the browser: its text, undo history, the game's validation report (the same
 * pipeline as the CLI, run here), and saving with the hash of the version the edit started from.
 */
import { createValidator, gameLocales, type Diagnostic, type GameReport, type SourceFile, type Validator } from '@armory/content-pipeline';
import { History } from '../document/history.js';
import { knownDocument } from '../document/edits.js';
import { withLineEnds } from '../document/line-ends.js';
import type { PackageLayout } from '@armory/content-pipeline/layout';
import { previewContent } from './preview-content.js';
import { idNames } from './id-names.js';
import { problemsElsewhere, type FileProblems } from './problems-elsewhere.js';
import { inFormWords } from './form-words.js';
import { count } from '../text/count.js';
import { changedFields, mergeMyFields, type FieldChange, type MergedFields } from '../document/field-changes.js';
import { parse } from 'yaml';

/** What the page's server load hands the browser. */
export interface DocumentBundle {
  game: string;
  /** Path relative to content/. */
  path: string;
  text: string;
  hash: string;
  schemas: Record<string, object>;
  files: SourceFile[];
  /** How the game's content package shapes its content (undefined: the game has none), for previews. */
  layout?: PackageLayout;
}

/** A save refused because the file changed on disk meanwhile. */
export interface Conflict {
  currentHash: string;
  /** The file as it is on disk now, once read: what changed there since this tab's version, field by field. */
  disk?: {
    hash: string;
    changes: FieldChange[];
    /** Pointers of the fields this tab changed. */
    mine: string[];
    /** This tab's fields put onto the disk's text, the other fields as on disk; or why that cannot be done. */
    merged: MergedFields;
  };
}

/** The live state of the document page. */
export class EditSession {
  text = $state('');
  /** Hash of the version on disk this edit started from. */
  baseHash = $state('');
  savedText = $state('');
  diagnostics = $state.raw<Diagnostic[]>([]);
  /** Problems this edit made in the game's other files (a renamed id they name), by file. */
  elsewhere = $state.raw<FileProblems[]>([]);
  data = $state.raw<unknown>(undefined);
  /** The game's content with this file as edited, for previews; undefined while the game has errors. */
  content = $state.raw<Record<string, unknown> | undefined>(undefined);
  schemaPath = $state<string | null>(null);
  conflict = $state<Conflict | undefined>(undefined);
  saving = $state(false);
  /** Plain message about the last save or a refused edit. */
  notice = $state('');
  /** What the notice is: `error` for a save that failed or an edit refused (shown red, as an alert), else news. */
  noticeKind = $state<'error' | 'draft' | 'done'>('done');
  /** The last save wrote content that has errors (allowed, but `armory build` refuses it). */
  draft = $state(false);
  canUndo = $state(false);
  canRedo = $state(false);

  readonly workspacePath: string;
  private readonly validator: Validator;
  private report: GameReport;
  /** The game's problems as the page opened: the other files' problems then are not this edit's doing. */
  private readonly opened: Diagnostic[];
  private history: History;

  constructor(readonly bundle: DocumentBundle) {
    this.workspacePath = `content/${bundle.path}`;
    this.validator = createValidator(bundle.schemas);
    this.report = this.validator.validateGame(bundle.game, bundle.files);
    this.opened = this.report.diagnostics;
    this.history = new History(bundle.text);
    this.baseHash = bundle.hash;
    this.savedText = bundle.text;
    this.show(bundle.text);
  }

  /** Ids declared in `collection` that a reference from this file may name. */
  idsFor(collection: string): string[] {
    void this.text; // re-read after every edit
    const ids = this.report.files.flatMap((f) =>
      f.findings.ids.filter((id) => id.collection === collection && (id.scope === 'game' || f.path === this.workspacePath)),
    );
    return [...new Set(ids.map((id) => id.value))].sort();
  }

  /** The names declared beside the ids of `collection` (see `idNames`), for showing a reference by its name. */
  namesFor(collection: string): Map<string, string> {
    void this.text; // re-read after every edit
    return idNames(this.report.files, collection, this.workspacePath);
  }

  private tell(kind: 'error' | 'draft' | 'done', message: string): void {
    this.noticeKind = kind;
    this.notice = message;
  }

  /** Errors in this file, counted. */
  get errors(): number {
    return this.diagnostics.filter((d) => d.severity === 'error').length;
  }

  /** Other files this edit leaves with errors (as the home page will count them once it is saved). */
  get brokenElsewhere(): number {
    return this.elsewhere.filter((f) => f.problems.some((d) => d.severity === 'error')).length;
  }

  /** What the save button says: a draft when this file has errors, and so when the change breaks other files. */
  get saveLabel(): string {
    if (this.errors > 0) return 'Save draft';
    const broken = this.brokenElsewhere;
    return broken > 0 ? `Save, breaking ${count(broken, 'other file')}` : 'Save';
  }

  /** Unsaved changes exist. */
  get dirty(): boolean {
    return this.text !== this.savedText;
  }

  /** Validates `text` as this file's new content and shows it. */
  private show(text: string): void {
    this.text = text;
    this.report = this.validator.revalidate(this.report, { path: this.workspacePath, text });
    const file = this.report.files.find((f) => f.path === this.workspacePath);
    if (file) knownDocument(text, file.doc);
    this.data = file?.data;
    this.content = previewContent(this.report, this.bundle.layout);
    this.schemaPath = file?.schemaPath ?? null;
    this.diagnostics = this.report.diagnostics.filter((d) => d.file === this.workspacePath).map((d) => inFormWords(d, file?.data));
    this.elsewhere = problemsElsewhere(
      this.opened,
      this.report.diagnostics,
      this.workspacePath,
      this.report.game,
      gameLocales(this.report),
    );
    this.canUndo = this.history.canUndo;
    this.canRedo = this.history.canRedo;
  }

  /** Applies an edit (text in, text out); `key` groups keystrokes in one field into one undo step. */
  edit(change: (text: string) => string, key?: string): void {
    try {
      const next = withLineEnds(this.text, change);
      this.history.record(next, key);
      this.show(next);
      if (this.noticeKind !== 'error') this.notice = '';
    } catch (error) {
      this.tell('error', `That change could not be made: ${(error as Error).message}`);
    }
  }

  /** Steps back one version (typing in one field counts as one step). */
  undo(): void {
    this.show(this.history.undo());
  }

  /** Steps forward again after an undo. */
  redo(): void {
    this.show(this.history.redo());
  }

  private url(): string {
    return `/api/files/${this.bundle.path.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** Saves the current text, quoting the hash it started from; a conflict is recorded, never forced. */
  async save(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    const text = this.text;
    try {
      const response = await fetch(this.url(), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ baseHash: this.baseHash, text }),
      });
      const body = (await response.json().catch(() => ({}))) as { hash?: string; currentHash?: string; message?: string };
      if (response.status === 409 && body.currentHash) {
        this.conflict = { currentHash: body.currentHash };
        this.tell('error', 'Not saved: the file changed on disk since you opened it. Nothing was overwritten.');
        await this.readDisk(text);
      } else if (response.status === 401) {
        this.tell('error', 'Not saved: this editor is open to the network and needs its token. Open it once as /?token=<ARMORY_TOKEN>.');
      } else if (!response.ok || !body.hash) {
        this.tell('error', `Not saved (${response.status}): ${body.message ?? response.statusText}`);
      } else {
        this.baseHash = body.hash;
        this.savedText = text;
        this.conflict = undefined;
        this.draft = this.errors > 0;
        const broken = this.brokenElsewhere;
        if (this.draft)
          this.tell(
            'draft',
            `Saved as a draft with ${count(this.errors, 'error')}: \`armory build\` refuses this file until ${this.errors === 1 ? 'it is' : 'they are'} fixed.`,
          );
        else if (broken > 0)
          this.tell(
            'draft',
            `Saved, but this change breaks ${count(broken, 'other file')} (see Problems): \`armory build\` refuses ${broken === 1 ? 'it until it is' : 'them until they are'} fixed.`,
          );
        else this.tell('done', 'Saved.');
      }
    } catch (error) {
      this.tell('error', `Not saved: ${(error as Error).message}`);
    } finally {
      this.saving = false;
    }
  }

  /** Drops local changes and loads the file as it is on disk now. */
  async reload(): Promise<void> {
    const response = await fetch(this.url());
    if (!response.ok) {
      this.tell('error', `Could not reload: ${response.statusText}`);
      return;
    }
    const body = (await response.json()) as { text: string; hash: string };
    this.history = new History(body.text);
    this.baseHash = body.hash;
    this.savedText = body.text;
    this.conflict = undefined;
    this.tell('done', 'Reloaded from disk.');
    this.show(body.text);
  }

  /** Puts away a notice the designer has read (an error stays until then, or until a save succeeds). */
  dismiss(): void {
    this.notice = '';
    this.noticeKind = 'done';
  }

  /** Keeps the local changes; the next save will conflict again until the designer reloads or overwrites. */
  keepEditing(): void {
    this.conflict = undefined;
  }

  /** Reads the file as it is on disk after a refused save, to show what changed there and offer "my fields only". */
  private async readDisk(mine: string): Promise<void> {
    const response = await fetch(this.url()).catch(() => undefined);
    if (!response?.ok || !this.conflict) return;
    const body = (await response.json()) as { text: string; hash: string };
    let changes: FieldChange[] = [];
    let fields: string[] = [];
    try {
      const base = parse(this.savedText) as unknown;
      changes = changedFields(base, parse(body.text));
      fields = changedFields(base, parse(mine)).map((f) => f.pointer);
    } catch {
      // A version that is not valid YAML has no fields to list; merging says so.
    }
    const merged = mergeMyFields(this.savedText, mine, body.text);
    this.conflict = { ...this.conflict, disk: { hash: body.hash, changes, mine: fields, merged } };
  }

  /** Saves this tab's fields onto the file as it is on disk, keeping the disk's values for the fields this tab did not edit. */
  async saveMyFields(): Promise<void> {
    const disk = this.conflict?.disk;
    if (!disk || !('text' in disk.merged)) return;
    const merged = disk.merged.text;
    this.history.record(merged);
    this.show(merged);
    this.baseHash = disk.hash;
    await this.save();
  }

  /** Saves the local version over the one on disk, after the designer has seen the conflict. */
  async overwrite(): Promise<void> {
    if (!this.conflict) return;
    this.baseHash = this.conflict.currentHash;
    await this.save();
  }
}
