export { generateAll, generateGameTypes, gamesWithPackages, UntitledSchemaError, type GeneratedFile } from './codegen.js';
export {
  contentPackageFiles,
  layoutContent,
  readLayout,
  writeContentPackage,
  type PackageLayout,
  type BuiltContent,
} from './content-package.js';
