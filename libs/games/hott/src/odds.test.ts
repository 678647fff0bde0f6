import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { combatOdds } from './odds.js';
import { compileCombat } from './rules.js';

const rules = compileCombat(content);

describe('combatOdds', () => {
  it('knights on spears in good going, counted by hand over the 36 rolls', () => {
    // Knights total a+3, spears d+4. Tie when a = d+1 (5 rolls). Knights lose when a <= d (21 rolls), by half or
    // less when 2(a+3) <= d+4 (a=1 with d=4,5,6 and a=2 with d=6: 4 rolls), else they recoil (17). Spears lose
    // when a >= d+2 (10 rolls) and, beaten by knights in good going, are always destroyed.
    const odds = combatOdds(rules, { attacker: { type: 'knights' }, defender: { type: 'spears' } });
    expect(odds).toEqual({
      attacker: 'knights',
      defender: 'spears',
      of: 36,
      outcomes: [
        { attacker: 'recoil', defender: 'no-effect', count: 17 },
        { attacker: 'no-effect', defender: 'destroyed', count: 10 },
        { attacker: 'no-effect', defender: 'no-effect', count: 5 },
        { attacker: 'destroyed', defender: 'no-effect', count: 4 },
      ],
    });
  });

  it('in bad going the spears only recoil from knights, and the knights fight at -2', () => {
    // Knights: a+3-2 = a+1 (bad going); spears: d+4 (spears are not exempt: -2 too) = d+2.
    // Tie a = d+1 (5). Knights lose a <= d (21): every loss in bad going destroys knights.
    // Spears lose a >= d+2 (10): recoil when 2(d+2) > a+1, destroyed (half or less) when 2d+4 <= a+1: never with a <= 6 and d >= 1 (2+4=6 > a+1 only if a < 5; a=5: 6 <= 6 yes with d=1; a=6: d=1 yes).
    const odds = combatOdds(rules, { attacker: { type: 'knights', going: 'bad' }, defender: { type: 'spears', going: 'bad' } });
    const count = (a: string, d: string) => odds.outcomes.find((o) => o.attacker === a && o.defender === d)?.count ?? 0;
    expect(count('destroyed', 'no-effect')).toBe(21);
    expect(count('no-effect', 'no-effect')).toBe(5);
    expect(count('no-effect', 'destroyed')).toBe(2);
    expect(count('no-effect', 'recoil')).toBe(8);
    expect(odds.outcomes.reduce((s, o) => s + o.count, 0)).toBe(36);
  });
});
