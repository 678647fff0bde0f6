// `@armory/engine/options`: the option reader alone, light enough for a command-line tool to load at start.
export * from './option-values.js';
export * from '../module/seat-counts.js';
export { OptionError, type GameOption, type GameOptionValues } from '../module/game-module.js';
