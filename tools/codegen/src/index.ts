export { generateAll, generateGameTypes, gamesWithPackages, UntitledSchemaError, type GeneratedFile } from './codegen.js';
export { contentPackageFiles, writeContentPackage } from './content-package.js';
export { shippedManifest, ManifestError } from './shipped-manifest.js';
