/** The workspace root this server serves, found once. */
import { contentRoot } from './content-root.js';

let root: string | undefined;

/** The workspace root (ARMORY_ROOT or the nearest folder with content/ and schemas/). */
export function workspaceRoot(): string {
  root ??= contentRoot();
  return root;
}
