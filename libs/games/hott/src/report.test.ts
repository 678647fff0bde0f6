import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { battleState } from './battle/battle-state.testing.js';
import { content } from './content.testing.js';
import { hottModule } from './module.js';
import { combatOptions } from './module.testing.js';
import { battleStats, combatStats } from './report.js';
import { singleCombat } from './single-combat.js';

const stats = hottModule.game.stats!;

describe("the HOTT module's report", () => {
  it('has every statistic it reports in the stats of a battle, and a single combat only those a combat has', () => {
    const battle = battleStats(battleState([]));
    for (const stat of hottModule.report.filter((s) => s.key !== 'steps')) {
      const keys = stat.perSeat ? [`${stat.key}0`, `${stat.key}1`] : [stat.key];
      for (const key of keys) expect(battle[key], key).toBeTypeOf('number');
    }
    // A combat has no bounds or generals (the report leaves those lines out), and a stronghold only when one fights.
    const combat = (defender: string) =>
      Object.keys(combatStats(singleCombat.setup(content, combatOptions({ attacker: 'knights', defender }).options, 1))).sort();
    expect(combat('spears')).toEqual(['lost0', 'lost1']);
    expect(combat('stronghold')).toEqual(['lost0', 'lost1', 'strongholdTaken']);
  });

  it("counts each side's elements destroyed or fled, its general among them, the stronghold taken and the bounds", () => {
    const state = battleState(
      [
        { side: 0, type: 'stronghold', square: { x: 8, y: 1 }, facing: 'north', status: 'captured' },
        { side: 0, type: 'knights', square: { x: 5, y: 2 }, facing: 'north', status: 'destroyed', general: true },
        { side: 0, type: 'spears', square: { x: 6, y: 2 }, facing: 'north', status: 'fled' },
        { side: 0, type: 'spears', square: { x: 7, y: 2 }, facing: 'north', status: 'ensorcelled' },
        { side: 1, type: 'warband', square: { x: 5, y: 20 }, facing: 'south', status: 'destroyed' },
        { side: 1, type: 'hero', square: { x: 6, y: 20 }, facing: 'south', general: true },
      ],
      { bound: 14, startedWith: [3, 2] },
    );
    expect(stats(state)).toEqual({ bounds: 14, lost0: 2, lost1: 1, generalLost0: 1, generalLost1: 0, strongholdTaken: 1 });
  });

  it("counts a single combat's element lost when its result removes it, and a stronghold taken when it is one", () => {
    const combat = singleCombat.setup(content, combatOptions({ attacker: 'knights', defender: 'spears' }).options, 1);
    const side = (result: string) => ({ result }) as never;
    const ended = (attacker: string, defender: string) =>
      stats({
        ...combat,
        outcome: { kind: 'close', band: 'half-or-less', loser: 'defender', attacker: side(attacker), defender: side(defender) } as never,
      });
    expect(ended('no-effect', 'destroyed')).toEqual({ lost0: 0, lost1: 1 });
    expect(ended('flee-off-battlefield', 'recoil')).toEqual({ lost0: 1, lost1: 0 });
    const stronghold = singleCombat.setup(content, combatOptions({ attacker: 'knights', defender: 'stronghold' }).options, 1);
    const taken = stats({
      ...stronghold,
      outcome: { kind: 'close', band: 'half-or-less', loser: 'defender', attacker: side('no-effect'), defender: side('captured') } as never,
    });
    expect(taken).toEqual({ lost0: 0, lost1: 0, strongholdTaken: 1 });
  });

  it('shows in `armory simulate hott --json`, per side where it is one', () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..');
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'tools', 'cli', 'bin', 'armory.js'),
        'simulate',
        'hott',
        '--games',
        '2',
        '--seed',
        '3',
        '--players',
        'random,random',
        '--json',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.elementsLost.map((s: { seat: number }) => s.seat)).toEqual([1, 2]);
    expect(report.generalLost.map((s: { seat: number }) => s.seat)).toEqual([1, 2]);
    expect(report.strongholdTaken.mean).toBeGreaterThanOrEqual(0);
    expect(report.length.bounds).toBeGreaterThan(0);
    // A battle ends by losses, the stronghold or the bound limit: someone lost elements, or it ran to the limit.
    const lost = report.elementsLost.reduce((sum: number, s: { mean: number }) => sum + s.mean, 0);
    expect(lost > 0 || report.length.bounds === content.rules.simulation.boundLimit).toBe(true);
  }, 120_000);
});
