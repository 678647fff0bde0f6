/**
 * The workspace as the editor's pages need it: games, their files with validation counts, and everything
 * the browser needs to validate a game itself (schemas + the game's files).
 */
import { listGames, loadGameFiles, loadSchemas, validateWorkspace } from '@armory/content-pipeline/node';
import { gameLocales, type Diagnostic, type SourceFile } from '@armory/content-pipeline';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { versionHash } from './content-file.js';
import { schemaHasPreviews } from '../form/previews.js';

/** One content file on the home page. */
export interface FileStatus {
  /** Path relative to content/. */
  path: string;
  kind: string | null;
  errors: number;
  warnings: number;
  /** True when the file's schema gives it or values in it a picture to print (`x-preview`: an army's tiles, a battlefield). */
  printable: boolean;
  /** A translation file's page on the Translations page (`/translate/<game>/<locale>`), where it is edited beside the English. */
  translatePage?: string;
  /** Version hash of the file as on disk (rename and delete quote it). */
  hash: string;
}

/** A kind of file a game has, which a new file can be made as. */
export interface FileKind {
  kind: string;
  /** Workspace path of its schema. */
  schema: string;
  /** The folder (relative to content/) where files of this kind are, for the new file's suggested path. */
  folder: string;
}

/** One game system on the home page. */
export interface GameStatus {
  game: string;
  files: FileStatus[];
  /** The kinds of its files, each once, sorted. */
  kinds: FileKind[];
  errors: number;
  warnings: number;
}

const CONTENT = 'content/';

/** Strips the leading `content/` from a workspace path. */
export function contentRelative(path: string): string {
  return path.startsWith(CONTENT) ? path.slice(CONTENT.length) : path;
}

/** Every game and each of its files with its error and warning counts, validated as the CLI would. */
export async function workspaceStatus(root: string): Promise<GameStatus[]> {
  const { reports, diagnostics } = await validateWorkspace(root);
  const schemas = await loadSchemas(root);
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  return Promise.all(
    reports.map(async (report) => {
      const locales = gameLocales(report);
      const files = await Promise.all(
        report.files.map(async (f) => {
          const ds = byFile.get(f.path) ?? [];
          const locale = locales.find((l) => l.path === f.path)?.locale;
          const schema = f.schemaPath ? (schemas[f.schemaPath] as Record<string, unknown> | undefined) : undefined;
          return {
            path: contentRelative(f.path),
            kind: f.kind,
            errors: ds.filter((d) => d.severity === 'error').length,
            warnings: ds.filter((d) => d.severity === 'warning').length,
            printable: schema ? schemaHasPreviews(schemas, { schema, file: f.schemaPath! }) : false,
            hash: await readFile(join(root, f.path)).then(versionHash, () => ''),
            ...(locale ? { translatePage: `/translate/${report.game}/${locale}` } : {}),
          };
        }),
      );
      files.sort((a, b) => a.path.localeCompare(b.path));
      const kinds = new Map<string, FileKind>();
      for (const f of report.files) {
        if (f.kind && f.schemaPath && !kinds.has(f.schemaPath)) {
          kinds.set(f.schemaPath, {
            kind: f.kind,
            schema: f.schemaPath,
            folder: contentRelative(f.path).split('/').slice(0, -1).join('/'),
          });
        }
      }
      return {
        game: report.game,
        files,
        kinds: [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind)),
        errors: files.reduce((n, f) => n + f.errors, 0),
        warnings: files.reduce((n, f) => n + f.warnings, 0),
      };
    }),
  );
}

/**
 * The workspace path of the schema content file `rel` (relative to content/) names, read as the CLI reads it, or
 * null when it names none.
 */
export function schemaPathOf(root: string, rel: string): string | null {
  const path = `${CONTENT}${rel}`;
  const { reports } = validateWorkspace(root, [path]);
  return reports.flatMap((r) => r.files).find((f) => f.path === path)?.schemaPath ?? null;
}

/** What a browser needs to validate a game exactly as the CLI does. */
export interface GameBundle {
  game: string;
  schemas: Record<string, object>;
  files: SourceFile[];
}

/** The game a content path belongs to (its first folder), if that game exists. */
export async function gameOf(root: string, rel: string): Promise<string | undefined> {
  const game = rel.split('/')[0];
  return game && (await listGames(root)).includes(game) ? game : undefined;
}

/** Schemas and all files of one game, for in-browser validation. */
export async function gameBundle(root: string, game: string): Promise<GameBundle> {
  return { game, schemas: await loadSchemas(root), files: await loadGameFiles(root, game) };
}
