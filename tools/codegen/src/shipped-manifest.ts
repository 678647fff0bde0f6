/**
 * The package.json a content package ships with: what an engine author's npm and TypeScript read, taken from the
 * workspace package.json, and nothing only the workspace needs (scripts, nx, dependencies of the tools).
 */

/** The fields that describe the package to whoever installs it, in the order they are written. */
const SHIPPED_FIELDS = [
  'name',
  'version',
  'description',
  'keywords',
  'homepage',
  'bugs',
  'license',
  'author',
  'contributors',
  'repository',
  'type',
  'exports',
  'types',
  'files',
  'sideEffects',
  'engines',
] as const;

/** A workspace package.json field that cannot be shipped as it is: a path outside the built dist/. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

/** Each path string inside `value` (an `exports` map or a `types` path), made relative to dist/ rather than the package folder. */
function fromDist(field: string, value: unknown): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith('./dist/'))
      throw new ManifestError(`'${field}' names ${value}, which is not in dist/, the folder that is shipped`);
    return `./${value.slice('./dist/'.length)}`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromDist(field, inner)]));
}

/**
 * The shipped package.json's text, for a dist/ folder holding `files`: the workspace manifest's describing
 * fields, its `exports` and `types` taken from dist/, and `files` listing what is there.
 */
export function shippedManifest(workspace: Record<string, unknown>, files: string[]): string {
  const shipped: Record<string, unknown> = {};
  for (const field of SHIPPED_FIELDS) {
    if (field === 'files') shipped[field] = files.filter((file) => file !== 'package.json');
    else if (workspace[field] === undefined) continue;
    else if (field === 'exports' || field === 'types') shipped[field] = fromDist(field, workspace[field]);
    else shipped[field] = workspace[field];
  }
  return `${JSON.stringify(shipped, null, 2)}\n`;
}
