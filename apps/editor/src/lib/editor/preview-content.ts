/**
 * The game's content as its previews expect it (`PreviewContext.content`): the browser's own validation report,
 * which already holds the file being edited as edited, shaped like the game's typed content package.
 */
import { gameContent, type GameReport } from '@armory/content-pipeline';
import { layoutContent, type PackageLayout } from '@armory/content-pipeline/layout';

/** Undefined while any file of the game has an error (or two files clash): previews then fall back to their file alone. */
export function previewContent(report: GameReport, layout: PackageLayout | undefined): Record<string, unknown> | undefined {
  if (!layout || report.diagnostics.some((d) => d.severity === 'error')) return undefined;
  const { content, clashes } = gameContent(report);
  if (clashes.length > 0) return undefined;
  try {
    return layoutContent(layout, content);
  } catch {
    return undefined; // e.g. a `single` kind with two files: the CLI reports it, the page carries on
  }
}
