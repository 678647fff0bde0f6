/**
 * `armory hott battle`: plays one battle with the players named and writes it as a page a designer can read
 * bound by bound: the table after each bound (battle/picture.ts) beside what happened in it (battle/narrate.ts).
 */
import type { GameCommand, GameOption } from '@armory/engine';
import { OUT_FOLDER_OPTION } from '@armory/engine';
import type { HottContent } from '../content.js';
import { ARMIES_OPTION, BATTLEFIELD_OPTION, EDGE_OPTION, SHOOTING_TARGETS_OPTION } from './battle-options.js';

const about = `Plays one battle on the table between two armies, with the players named (random, greedy or mcts, the
defender's first), and writes hott-battle.html into DIR: the table after each bound, with every move, shot, spell
and combat of the bound in words, and how the battle ended. Prints how it ended.`;

const OPTIONS: GameOption<HottContent>[] = [
  ARMIES_OPTION,
  BATTLEFIELD_OPTION,
  EDGE_OPTION,
  SHOOTING_TARGETS_OPTION,
  { name: 'seed', type: 'string', placeholder: 'S', help: 'the seed of the dice and the players (default 1)', default: '1' },
  {
    name: 'players',
    type: 'string',
    placeholder: 'P1,P2',
    help: "the two players, the defender's first: random, greedy or mcts[:iterations] (default random,random)",
    default: 'random,random',
  },
  OUT_FOLDER_OPTION,
];

/** The `battle` command of the HOTT module. */
export const battleCommand: GameCommand<HottContent> = {
  name: 'battle',
  summary: 'play one battle and write it bound by bound as a page of pictures and words',
  about,
  options: OPTIONS,
  exitStatus: '0 done, 1 invalid content, 2 usage or I/O error.',
  async run(values, io, content) {
    // Loaded when the command runs: the module (for its players and options) imports this file.
    const { battleAsked, playBattle } = await import('./battle-page.js');
    // A player or option it cannot use throws OptionError, which the CLI reports as a usage error (exit 2).
    const asked = battleAsked(content, values, io.suggest);
    const dir = values['out'] as string;
    // The folder is made (or refused) before the battle is played, so a mistyped -o costs no waiting.
    try {
      io.writeFiles(dir, {});
    } catch (e) {
      io.err(`armory hott battle: cannot write to ${dir}: ${(e as Error).message}\n`);
      return 2;
    }
    const played = playBattle(content, asked);
    try {
      for (const path of io.writeFiles(dir, { 'hott-battle.html': played.page })) io.out(`wrote ${path}\n`);
    } catch (e) {
      io.err(`armory hott battle: cannot write to ${dir}: ${(e as Error).message}\n`);
      return 2;
    }
    io.out(`${played.summary}\n`);
    return 0;
  },
};
