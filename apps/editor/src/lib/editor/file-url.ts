/**
 * The address of a content file in the editor's files API. A browser resolves `.` and `..` folders in an address
 * before sending it, so `../escape.yaml` would reach some other address and come back as a bare 404: such a
 * path is refused here, saying why.
 */

/** The API address of `path` (relative to content/), each folder and the name escaped, or why there is none. */
export function fileUrl(path: string): { url: string } | { problem: string } {
  if (path.split('/').some((s) => s === '.' || s === '..')) return { problem: `'.' and '..' folders are not allowed in a path (${path})` };
  return { url: `/api/files/${path.split('/').map(encodeURIComponent).join('/')}` };
}
