/** The print sheet of one content file (`$lib/server/sheet.ts`); `?tile=<mm>` sets the printed width of pictures that state none. */
import type { PageServerLoad } from './$types';
import { workspaceRoot } from '$lib/server/root.js';
import { fileSheet } from '$lib/server/sheet.js';

export const load: PageServerLoad = async ({ params, url }) => {
  const sheet = await fileSheet(workspaceRoot(), params.path ?? '');
  const size = Number(url.searchParams.get('tile') ?? NaN);
  return { ...sheet, tileWidth: size > 0 ? size : undefined };
};
