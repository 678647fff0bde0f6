import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { NeuroshimaContent } from '@armory/game-neuroshima-hex';
import { parse } from '../args.js';
import { loadGameContent } from '../game-content.js';
import { UsageError, type Command } from '../command.js';

const usage = `Usage: armory replay <log.json>

Re-runs a game log written by \`armory simulate --save-log\`: sets the game up again from the log's
options and seed, applies every action, and checks that each one gives exactly the recorded events.

Exit status: 0 every event matches, 1 a difference (the first one is shown), 2 usage or I/O error.
`;

const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a saved game log and check every event matches',
  usage,
  async run(args, io) {
    const { positionals } = parse(args, {});
    if (positionals.length !== 1) throw new UsageError('give exactly one log file');
    const file = isAbsolute(positionals[0]!) ? positionals[0]! : resolve(process.cwd(), positionals[0]!);
    let log;
    try {
      log = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new UsageError(`cannot read log ${positionals[0]}: ${(e as Error).message}`);
    }
    if (!log || typeof log !== 'object' || !Array.isArray(log.actions) || !Array.isArray(log.events)) throw new UsageError(`${positionals[0]} is not a game log (needs game, options, seed, actions, events)`);
    const { replay } = await import('@armory/engine');
    const { neuroshimaHex } = await import('@armory/game-neuroshima-hex');
    if (log.game !== neuroshimaHex.name) throw new UsageError(`log is of game '${String(log.game)}'; this command replays ${neuroshimaHex.name}`);
    const content = await loadGameContent(io, 'neuroshima-hex');
    if (!content) return 1;
    const result = replay(neuroshimaHex, content as unknown as NeuroshimaContent, log);
    if (!result.ok) {
      io.out(`replay differs at ${result.message}\n`);
      return 1;
    }
    const st = neuroshimaHex.status(result.state);
    const end = st.over ? (st.draw ? `draw (${st.reason})` : `seat ${st.winners.join(', ')} won (${st.reason})`) : 'game not finished';
    io.out(`ok: ${log.actions.length} actions replayed, every event matches; ${end}\n`);
    return 0;
  },
};

export default replayCommand;
