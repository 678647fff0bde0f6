/**
 * The workspace as the editor's pages need it: games, their files with validation counts, and everything
 * the browser needs to validate a game itself (schemas + the game's files).
 */
import { listGames, loadGameFiles, loadSchemas, validateWorkspace } from '@armory/content-pipeline/node';
import type { Diagnostic, SourceFile } from '@armory/content-pipeline';

/** One content file on the home page. */
export interface FileStatus {
  /** Path relative to content/. */
  path: string;
  kind: string | null;
  errors: number;
  warnings: number;
  /** True when the file has a `tiles` list the tile sheet can print. */
  hasTiles: boolean;
}

/** One game system on the home page. */
export interface GameStatus {
  game: string;
  files: FileStatus[];
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
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  return reports.map((report) => {
    const files = report.files.map((f) => {
      const ds = byFile.get(f.path) ?? [];
      const data = f.data as { tiles?: unknown } | undefined;
      return {
        path: contentRelative(f.path),
        kind: f.kind,
        errors: ds.filter((d) => d.severity === 'error').length,
        warnings: ds.filter((d) => d.severity === 'warning').length,
        hasTiles: Array.isArray(data?.tiles),
      };
    });
    files.sort((a, b) => a.path.localeCompare(b.path));
    return {
      game: report.game,
      files,
      errors: files.reduce((n, f) => n + f.errors, 0),
      warnings: files.reduce((n, f) => n + f.warnings, 0),
    };
  });
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
