import { seatCountsPlayed, seatCountsText } from '@armory/engine/options';
import { parse } from '../args.js';
import type { Command } from '../command.js';

const usage = `Usage: armory games [--json]

Lists the registered games (libs/registry/src/games.ts): id, name and how many seats each takes.
The id is what other commands take: \`armory simulate <id>\`, \`armory <id> <command>\`.

Options:
  --json   print the list as JSON: [{ "id", "name", "seats": { "min", "max", "default", "played" } }], "played"
           listing every seat count the game plays (Neuroshima Hex: [2, 4], never 3)

Exit status: 0 done, 2 usage error.
`;

const gamesCommand: Command = {
  name: 'games',
  summary: 'list the registered games: id, name, seats',
  usage,
  async run(args, io) {
    const { values } = parse(args, { json: { type: 'boolean', default: false } }, false);
    const { games } = await import('@armory/registry');
    const list = games();
    if (values.json) {
      const listed = list.map((g) => ({ id: g.id, name: g.name, seats: { ...g.seats, played: seatCountsPlayed(g.seats) } }));
      io.out(`${JSON.stringify(listed, null, 2)}\n`);
      return 0;
    }
    const width = Math.max(2, ...list.map((g) => g.id.length));
    const nameWidth = Math.max(4, ...list.map((g) => g.name.length));
    io.out(`${list.map((g) => `${g.id.padEnd(width)}  ${g.name.padEnd(nameWidth)}  ${seatCountsText(g.seats)}`).join('\n')}\n`);
    return 0;
  },
};

export default gamesCommand;
