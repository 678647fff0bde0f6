export { main, loadCommands } from './main.js';
export type { Command, CommandIO } from './command.js';
