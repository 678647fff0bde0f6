import { conformanceProblems, OptionError, readOptionValues } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { describeCombatEnd, hottModule } from './module.js';
import { combatOptions } from './module.testing.js';
import { singleCombat, type SingleCombatOptions } from './single-combat.js';

describe('the HOTT module', () => {
  it('reads --attacker, --defender and --going into a close combat, seats shown as the two types', () => {
    const resolved = hottModule.resolveOptions({ attacker: 'knights', defender: 'spears', going: 'bad' }, undefined, content);
    expect(resolved.options).toMatchObject({ mode: 'combat' });
    expect((resolved.options as SingleCombatOptions).situation).toEqual({
      kind: 'close',
      attacker: { type: 'knights', going: 'bad' },
      defender: { type: 'spears', going: 'bad' },
    });
    expect(resolved.seatLabels).toEqual(['attacking knights', 'defending spears']);
  });

  it('sets up a battle by default: the first two armies on the first battlefield, seat 1 defending', () => {
    const resolved = hottModule.resolveOptions({}, undefined, content);
    expect(resolved.options).toEqual({
      mode: 'battle',
      armies: ['feudal-host', 'goblin-horde'],
      battlefield: Object.keys(content.battlefields)[0],
      boundLimit: content.rules.simulation.boundLimit,
    });
    expect(resolved.seatLabels).toEqual(['Feudal Host (defending)', 'Goblin Horde (attacking)']);
    const named = hottModule.resolveOptions({ armies: 'sky-lords,sorcerous-realm', battlefield: 'low-hills' }, 2, content);
    expect(named.options).toMatchObject({ mode: 'battle', armies: ['sky-lords', 'sorcerous-realm'], battlefield: 'low-hills' });
  });

  it('reads --edge into the edge the attacker takes, and refuses it beside a single combat', () => {
    expect(hottModule.resolveOptions({ edge: 3 }, 2, content).options).toMatchObject({ mode: 'battle', attackerEdge: 3 });
    expect(() => hottModule.resolveOptions({ edge: 2, attacker: 'knights' }, undefined, content)).toThrow(
      '--edge sets up a battle and --attacker a single combat; give the options of one of them',
    );
    expect(() => readOptionValues(hottModule.options!, { edge: '5' }, content)).toThrow(
      `--edge must be a whole number from 1 to ${content.rules.setUp.edges}, got '5'`,
    );
  });

  it('reads --shooting-targets: nearest leaves targets to the nearest (D65), chosen (the default) asks the players', () => {
    const nearest = hottModule.resolveOptions({ 'shooting-targets': 'nearest' }, 2, content).options;
    expect(nearest).toMatchObject({ mode: 'battle', shootingTargets: 'nearest' });
    expect(hottModule.game.setup(content, nearest, 1)).toMatchObject({ shootingTargets: 'nearest' });
    const chosen = hottModule.resolveOptions({ 'shooting-targets': 'chosen' }, 2, content).options;
    expect(chosen).not.toHaveProperty('shootingTargets');
    expect(hottModule.game.setup(content, chosen, 1)).not.toHaveProperty('shootingTargets');
    expect(() => readOptionValues(hottModule.options!, { 'shooting-targets': 'closest' }, content)).toThrow(/--shooting-targets/);
    expect(() => hottModule.resolveOptions({ 'shooting-targets': 'nearest', attacker: 'knights' }, undefined, content)).toThrow(
      '--shooting-targets sets up a battle and --attacker a single combat; give the options of one of them',
    );
  });

  it('refuses, before any battle, a battlefield an army does not fit or whose deployment zones overlap', () => {
    const field = content.battlefields['open-field']!;
    const withField = (width: number, depth: number) => ({
      ...content,
      battlefields: { test: { ...field, id: 'test', width, depth, terrain: [], stronghold: { x: 0, y: 0 } } },
    });
    expect(() => hottModule.resolveOptions({ battlefield: 'test' }, 2, withField(100, 2400))).toThrow(
      /^army 'feudal-host' \(defender\) does not fit its deployment zone on battlefield 'test': \d+ of its elements are left over/,
    );
    expect(() => hottModule.resolveOptions({ battlefield: 'test' }, 2, withField(2400, 800))).toThrow(
      "battlefield 'test' is 800 paces deep from the defender's edge to the attacker's, so the deployment zones (rules.yaml setUp.deployment: 600 and 600 paces) would overlap",
    );
    // Deep enough one way but not the other: the attacker may roll an edge that turns the table.
    expect(() => hottModule.resolveOptions({ battlefield: 'test' }, 2, withField(800, 2400))).toThrow(
      /^with the attacker on edge 2, battlefield 'test' is 800 paces deep/,
    );
    expect(hottModule.resolveOptions({ battlefield: 'test', edge: 1 }, 2, withField(1600, 2400)).options).toMatchObject({
      attackerEdge: 1,
    });
  });

  it("refuses a battle's options mixed with a single combat's, and a battle of other than two armies", () => {
    expect(() => hottModule.resolveOptions({ armies: 'sky-lords,feudal-host', attacker: 'knights' }, undefined, content)).toThrow(
      '--armies sets up a battle and --attacker a single combat; give the options of one of them',
    );
    expect(() => hottModule.resolveOptions({ mode: 'battle', going: 'bad' }, undefined, content)).toThrow(
      '--going describes a single combat, not a battle; leave it out, or give --mode combat',
    );
    expect(() => hottModule.resolveOptions({ mode: 'combat', battlefield: 'low-hills' }, undefined, content)).toThrow(
      '--battlefield describes a battle, not a single combat; leave it out, or give --mode battle',
    );
    expect(() => hottModule.resolveOptions({ armies: 'sky-lords' }, undefined, content)).toThrow(/names 1; a battle needs 2/);
    expect(() => readOptionValues(hottModule.options, { armies: 'sky-lord,feudal-host' }, content)).toThrow(/unknown --armies 'sky-lord'/);
  });

  it('says how a battle ended: the stronghold taken, an army broken, or the bound limit', () => {
    const end = (reason: string, winners: number[]) => hottModule.describeEnd!({ over: true, winners, draw: winners.length === 0, reason });
    expect(end('stronghold', [1])).toBe('attacker took the stronghold');
    expect(end('losses', [0])).toBe('defender broke the enemy army');
    expect(end('bound-limit', [])).toBe('bound limit reached (a draw)');
  });

  it("says how a combat ended in HOTT's words: equal totals, who won with the loser beaten or doubled, or neither hurt", () => {
    const end = (reason: string, winners: number[]) => describeCombatEnd({ over: true, winners, draw: winners.length === 0, reason });
    expect(end('tie', [])).toBe('equal totals');
    expect(end('more-than-half', [0])).toBe('attacker won (defender beaten)');
    expect(end('half-or-less', [1])).toBe('defender won (attacker doubled)');
    expect(end('more-than-half', [])).toBe('neither side hurt');
  });

  it('refuses an unknown type, an unknown going and a seat count other than 2', () => {
    // The types and goings are the options' choices, refused as every option's are before resolveOptions sees them.
    expect(() => readOptionValues(hottModule.options, { attacker: 'knigths' }, content)).toThrow(
      /^unknown --attacker 'knigths'; known: god/,
    );
    expect(() => readOptionValues(hottModule.options, { going: 'swamp' }, content)).toThrow(OptionError);
    expect(() => hottModule.resolveOptions({}, 3, content)).toThrow(/2 sides/);
  });

  it('plays a single combat on the engine contract: one fight, dice from the seed, then over', () => {
    const { options } = combatOptions({ attacker: 'knights', defender: 'spears' });
    expect(conformanceProblems(singleCombat, content, options)).toEqual([]);
    const state = singleCombat.setup(content, options, 7);
    expect(singleCombat.actions(state)).toEqual([{ type: 'fight' }]);
    const [event] = singleCombat.apply(state, { type: 'fight' });
    expect(event).toMatchObject({ type: 'fought', dice: [expect.any(Number), expect.any(Number)] });
    const again = singleCombat.setup(content, options, 7);
    expect(singleCombat.apply(again, { type: 'fight' })).toEqual([event]);
    const status = singleCombat.status(state);
    expect(status.over).toBe(true);
    expect(singleCombat.toAct(state)).toBeNull();
    expect(() => singleCombat.apply(state, { type: 'fight' })).toThrow(/has been fought/);
  });

  it('rates a finished combat for each seat: 1 won, -1 lost, 0 drawn or not yet fought', () => {
    const { options } = combatOptions({ attacker: 'knights', defender: 'spears' });
    const rate = (dice: [number, number] | null) => {
      const state = singleCombat.setup(content, options, 7);
      state.fixedDice = dice;
      if (dice) singleCombat.apply(state, { type: 'fight' });
      return [hottModule.evaluate!(state, 0), hottModule.evaluate!(state, 1)];
    };
    expect(rate(null)).toEqual([0, 0]);
    expect(rate([6, 1])).toEqual([1, -1]); // knights 9, spears 5: the spears are destroyed
    expect(rate([1, 6])).toEqual([-1, 1]); // knights 4, spears 10: the knights are destroyed
    expect(rate([4, 3])).toEqual([0, 0]); // 7 all: nothing happens
  });

  it('names the previews the schemas ask for (a troop type, a battlefield), and offers odds, table and battle', () => {
    expect(Object.keys(hottModule.previews ?? {})).toEqual(['troop-type', 'battlefield']);
    expect(hottModule.commands?.map((c) => c.name)).toEqual(['odds', 'table', 'battle']);
  });
});
