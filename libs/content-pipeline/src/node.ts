/** @armory/content-pipeline/node: read schemas and content from disk and validate a whole workspace (node only). */
export { loadSchemas, loadGameFiles, listGames, workspacePath } from './node/load.js';
export { loadValidator, validateWorkspace, WorkspacePathError, type WorkspaceReport } from './node/workspace.js';
export { readCatalog, type CatalogPlace } from './node/catalog.js';
export { validatedGameContent, type ValidatedGameContent } from './node/game-content.js';
export { readLayout } from './node/package-layout.js';
