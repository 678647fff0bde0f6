// Whether dist/armory.mjs may run: it exists and no file it was bundled from (dist/armory.inputs.json,
// paths relative to the repository) is newer than it. Plain JavaScript: bin/armory.js needs it before
// any TypeScript can load.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when `bundle` is at least as new as every input listed in `inputsFile` (URLs; inputs relative to `repo`). */
export function bundleIsFresh(bundle, inputsFile, repo) {
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    if (!Array.isArray(inputs) || inputs.length === 0) return false;
    return inputs.every((file) => statSync(fileURLToPath(new URL(file, repo))).mtimeMs <= built);
  } catch {
    return false;
  }
}
