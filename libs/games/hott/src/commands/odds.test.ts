import { OptionError, type GameCommandIO } from '@armory/engine';
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

describe('armory hott odds', () => {
  it('prints one JSON object whose counts over 36 add up, each pair of results once', async () => {
    const { streams, out } = io();
    expect(await oddsCommand.run(['--attacker', 'knights', '--defender', 'spears', '--json'], streams, content)).toBe(0);
    const odds = JSON.parse(out.join(''));
    expect(odds).toMatchObject({ attacker: 'knights', defender: 'spears', of: 36 });
    expect(odds.outcomes[0]).toEqual({ attacker: 'recoil', defender: 'no-effect', count: 17 });
    expect(odds.outcomes.reduce((s: number, o: { count: number }) => s + o.count, 0)).toBe(36);
    const pairs = odds.outcomes.map((o: { attacker: string; defender: string }) => `${o.attacker}/${o.defender}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('--going bad puts both elements in bad going; side flags reach the situation', async () => {
    const bad = io();
    await oddsCommand.run(['--attacker', 'knights', '--defender', 'spears', '--going', 'bad', '--json'], bad.streams, content);
    expect(JSON.parse(bad.out.join('')).outcomes).toContainEqual({ attacker: 'destroyed', defender: 'no-effect', count: 21 });
    const text = io();
    await oddsCommand.run(
      ['--attacker', 'blades', '--defender', 'spears', '--defender-uphill', '--defender-general'],
      text.streams,
      content,
    );
    expect(text.out.join('')).toContain('defender spears: total 7-12 (die + 4 + 1 general + 1 defending-hill-or-riverbank), good going');
    expect(text.out.join('')).toMatch(/attacker\s+defender\s+count\s+chance/);
  });

  it('refuses an unknown troop type or flag as a usage error naming what is known', async () => {
    const { streams } = io();
    await expect(oddsCommand.run(['--attacker', 'knigths', '--defender', 'spears'], streams, content)).rejects.toThrow(OptionError);
    await expect(oddsCommand.run(['--attacker', 'knigths', '--defender', 'spears'], streams, content)).rejects.toThrow(
      /--attacker: unknown troop type 'knigths'; known: god/,
    );
    await expect(oddsCommand.run(['--attacker', 'knights'], streams, content)).rejects.toThrow(/--defender TYPE is required/);
    await expect(oddsCommand.run(['--attacker', 'knights', '--defender', 'spears', '--going', 'muddy'], streams, content)).rejects.toThrow(
      /--going must be good or bad, got 'muddy'/,
    );
    await expect(oddsCommand.run(['--attacker', 'knights', '--defender', 'spears', '--uphill'], streams, content)).rejects.toThrow(
      /unknown option '--uphill'/,
    );
    await expect(
      oddsCommand.run(['--attacker', 'knights', '--defender', 'spears', '--attacker-overlaps', 'two'], streams, content),
    ).rejects.toThrow(/must be a whole number/);
  });
});
