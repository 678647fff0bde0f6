/**
 * The `lint` script of a new game's two packages, as every package of the workspace has it: the import-boundary
 * check, then prettier over the package (so the written code must be formatted as the workspace formats it).
 */
export const LINT_SCRIPT =
  'node ../../../tools/boundaries/bin/boundaries.js && prettier --check . --ignore-path ../../../.prettierignore --ignore-path ../../../.gitignore --log-level warn';
