export { checkPackage, importsOf, workspacePackages, workspaceRoot, type BoundaryRules, type Violation } from './boundaries.js';
export { lockfileMismatches } from './lockfile.js';
