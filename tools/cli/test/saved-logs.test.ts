/**
 * Every registered game's saved log, through the commands a user types: `armory simulate <game> --save-log FILE`
 * writes seats from 1 (and says so), and `armory replay FILE` replays it event for event. The games come from the
 * registry, and each is simulated with the options every game shares, as a user first types it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '@armory/registry';
import { runArmory } from '../src/testing.js';
import { tempFolder } from '../src/temp-folder.testing.js';

/** Every seat number in the given fields of actions and events (a number or a list of numbers). */
function seatsIn(items: object[], fields: readonly string[]): number[] {
  const out: number[] = [];
  for (const item of items)
    for (const field of fields) {
      const value = (item as Record<string, unknown>)[field];
      if (typeof value === 'number') out.push(value);
      else if (Array.isArray(value) && value.every((v) => typeof v === 'number')) out.push(...value);
    }
  return out;
}

describe('a saved log of every registered game', () => {
  for (const module of games()) {
    it(`${module.id}: is saved with seats from 1 and replays`, async () => {
      const file = join(tempFolder('armory-saved-'), `${module.id}.json`);
      const args = ['--games', '1', '--seed', '3', '--workers', '0', '--save-log', file];
      const sim = await runArmory(['simulate', module.id, ...args]);
      expect(sim.stderr).toBe('');
      expect(sim.code).toBe(0);

      const log = JSON.parse(readFileSync(file, 'utf8'));
      expect(log.seatsFrom).toBe(1);
      const everySeat = Array.from({ length: log.players.length }, (_, i) => i + 1);
      const fields = module.seatFields ?? [];
      const seats = seatsIn([...log.actions, ...log.events.flat()], fields);
      // A game that names seats in its actions or events names each seat of the game, and none outside 1..n.
      if (fields.length > 0) expect(new Set(seats)).toEqual(new Set(everySeat));
      expect(log.result.over).toBe(true);
      for (const w of log.result.winners) expect(everySeat).toContain(w);

      const replayed = await runArmory(['replay', file]);
      expect(replayed.stderr).toBe('');
      expect(replayed.code).toBe(0);
      const n = log.actions.length;
      expect(replayed.stdout).toMatch(new RegExp(`^ok: ${n} action${n === 1 ? '' : 's'} replayed, every event matches; `));
      // The end in the game's own words, as simulate reports it (the log's winners count from 1, the game's from 0).
      const reason =
        log.result.reason === undefined
          ? undefined
          : (module.describeEnd?.({ ...log.result, winners: log.result.winners.map((w: number) => w - 1), over: true }) ??
            log.result.reason);
      if (reason) expect(replayed.stdout).toContain(`: ${reason}\n`);
    }, 120_000);
  }
});
