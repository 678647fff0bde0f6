/**
 * A new game's code formatted as the workspace's prettier formats it (its `.prettierrc.json`): a template cannot
 * know how long a game's names make a line, and every package's `lint` checks the formatting.
 */
import { join } from 'node:path';
import type { NewFile } from './names.js';

/** Each file, its text formatted when it is TypeScript; data and prose keep their hand layout, as the workspace keeps them. */
export async function formatCode(root: string, files: NewFile[]): Promise<NewFile[]> {
  const prettier = await import('prettier');
  return Promise.all(
    files.map(async (file) => {
      if (!file.path.endsWith('.ts')) return file;
      const filepath = join(root, file.path);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: file.path, text: await prettier.format(file.text, { ...options, filepath }) };
    }),
  );
}
