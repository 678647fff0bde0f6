/** Every `armory` command, listed here so the CLI can be bundled (main.test.ts checks none is left out). */
import build from './build.js';
import codegen from './codegen.js';
import gamesCommand from './games.js';
import i18n from './i18n.js';
import newCommand from './new.js';
import packageCommand from './package.js';
import replay from './replay.js';
import scenario from './scenario.js';
import simulate from './simulate.js';
import start from './start.js';
import validate from './validate.js';
import type { Command } from '../command.js';

/** The commands in the order `armory --help` lists them. */
export const COMMANDS: readonly Command[] = [
  build,
  codegen,
  gamesCommand,
  i18n,
  newCommand,
  packageCommand,
  replay,
  scenario,
  simulate,
  start,
  validate,
];
