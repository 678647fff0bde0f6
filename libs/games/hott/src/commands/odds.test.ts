import { OptionError, readOptionValues, type GameCommandIO, type GivenOptionValues } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { oddsCommand } from './odds.js';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const writeFiles = () => {
    throw new Error('odds writes no files');
  };
  const streams: GameCommandIO = { root: '.', out: (t) => void out.push(t), err: (t) => void err.push(t), isTTY: false, writeFiles };
  return { streams, out, err };
}

/** Runs the command on options as the CLI's parser gives them (text, or true for a switch). */
const odds = (given: GivenOptionValues, streams = io().streams) =>
  oddsCommand.run(readOptionValues(oddsCommand.options, given, content), streams, content, []);

describe('armory hott odds', () => {
  it('prints one JSON object whose counts over 36 add up, each pair of results once', async () => {
    const { streams, out } = io();
    expect(await odds({ attacker: 'knights', defender: 'spears', json: true }, streams)).toBe(0);
    const result = JSON.parse(out.join(''));
    expect(result).toMatchObject({ attacker: 'knights', defender: 'spears', of: 36 });
    expect(result.outcomes[0]).toEqual({ attacker: 'recoil', defender: 'no-effect', count: 17 });
    expect(result.outcomes.reduce((s: number, o: { count: number }) => s + o.count, 0)).toBe(36);
    const pairs = result.outcomes.map((o: { attacker: string; defender: string }) => `${o.attacker}/${o.defender}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('--going bad puts both elements in bad going; side options reach the situation', async () => {
    const bad = io();
    await odds({ attacker: 'knights', defender: 'spears', going: 'bad', json: true }, bad.streams);
    expect(JSON.parse(bad.out.join('')).outcomes).toContainEqual({ attacker: 'destroyed', defender: 'no-effect', count: 21 });
    const text = io();
    await odds({ attacker: 'blades', defender: 'spears', 'defender-uphill': true, 'defender-general': true }, text.streams);
    expect(text.out.join('')).toContain('defender spears: total 7-12 (die + 4 + 1 general + 1 defending-hill-or-riverbank), good going');
    expect(text.out.join('')).toMatch(/attacker\s+defender\s+count\s+chance/);
  });

  it('takes as many overlaps and contacts as an element has edges (combat.yaml), and refuses more', async () => {
    const { flanks, rears } = content.combat.edges;
    const text = io();
    const most = { 'attacker-overlaps': String(flanks), 'attacker-rear-contacts': String(rears) };
    expect(await odds({ attacker: 'blades', defender: 'spears', ...most }, text.streams)).toBe(0);
    expect(text.out.join('')).toContain(`- ${flanks} overlapped - ${rears} rear-contact`);
    expect(() => odds({ attacker: 'blades', defender: 'spears', 'attacker-overlaps': String(flanks + 1) })).toThrow(
      `--attacker-overlaps must be a whole number from 0 to ${flanks}, got '${flanks + 1}'`,
    );
    expect(() => odds({ attacker: 'blades', defender: 'spears', 'defender-rear-contacts': String(rears + 1) })).toThrow(
      `--defender-rear-contacts must be a whole number from 0 to ${rears}`,
    );
    // Each flank is overlapped or in contact, not both.
    await expect(
      odds({ attacker: 'blades', defender: 'spears', 'attacker-overlaps': '1', 'attacker-flank-contacts': String(flanks) }),
    ).rejects.toThrow(
      `attacker: 1 overlaps and ${flanks} flank contacts, but an element has ${flanks} flanks, each overlapped or in contact once at most`,
    );
  });

  it("refuses an unknown troop type, a missing one or a value not a choice, in the reader's words", async () => {
    expect(() => odds({ attacker: 'knigths', defender: 'spears' })).toThrow(OptionError);
    expect(() => odds({ attacker: 'knigths', defender: 'spears' })).toThrow(/^unknown --attacker 'knigths'; known: god, /);
    expect(() => odds({ attacker: 'knights' })).toThrow('--defender is required');
    expect(() => odds({ attacker: 'knights', defender: 'spears', going: 'muddy' })).toThrow("unknown --going 'muddy'; known: good, bad");
    expect(() => odds({ attacker: 'knights', defender: 'spears', 'attacker-overlaps': 'two' })).toThrow(/must be a whole number/);
    await expect(odds({ attacker: 'spears', defender: 'knights', kind: 'shooting' })).rejects.toThrow(/spears cannot shoot/);
  });
});
