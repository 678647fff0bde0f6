/** Posix path arithmetic for workspace-relative paths, without node:path so the pipeline runs in the browser. */

/** Resolves `.` and `..` segments: `a/b/../c` -> `a/c`. Leading `..` that climb above the root are kept. */
export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** The folder part of a path: `a/b/c.yaml` -> `a/b`. */
export function dirnameOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** The last segment of a path: `a/b/c.yaml` -> `c.yaml`. */
export function basenameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** `relative` resolved against the folder of `from`: ('content/g/a.yaml', '../../schemas/x.json') -> 'schemas/x.json'. */
export function resolveFrom(from: string, relative: string): string {
  return normalizePath(`${dirnameOf(from)}/${relative}`);
}
