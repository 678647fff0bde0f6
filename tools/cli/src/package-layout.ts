/**
 * A content package's exports.json (libs/content/<game>/), which game authors edit by hand: read through
 * the content pipeline, with a mistake in it named as the file and what is wrong rather than a crash.
 */
import type { PackageLayout } from '@armory/content-pipeline/layout';

/** The layout, or the problem that keeps it from being read. */
export async function readPackageLayout(root: string, game: string): Promise<{ layout: PackageLayout } | { problem: string }> {
  const { readLayout } = await import('@armory/content-pipeline/node');
  try {
    return { layout: readLayout(root, game) };
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    return { problem: `libs/content/${game}/exports.json is not valid JSON: ${e.message}` };
  }
}
