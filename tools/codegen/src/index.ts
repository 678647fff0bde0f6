export { generateAll, generateGameTypes, gamesWithPackages, type GeneratedFile } from './codegen.js';
