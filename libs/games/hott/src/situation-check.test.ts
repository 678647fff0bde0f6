import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { compileCombat } from './rules.js';
import { checkSituation } from './situation-check.js';

const rules = compileCombat(content);
const check = (situation: Parameters<typeof checkSituation>[1]) => () => checkSituation(rules, situation);

describe('checkSituation: who may shoot and cast', () => {
  it('lets shooters and artillery shoot, and a magician cast', () => {
    expect(check({ kind: 'shooting', attacker: { type: 'shooters' }, defender: { type: 'blades' } })).not.toThrow();
    expect(check({ kind: 'shooting', attacker: { type: 'artillery' }, defender: { type: 'hero' } })).not.toThrow();
    expect(check({ kind: 'spell', attacker: { type: 'magician' }, defender: { type: 'hero' } })).not.toThrow();
    expect(check({ kind: 'shooting', shotBack: true, attacker: { type: 'shooters' }, defender: { type: 'artillery' } })).not.toThrow();
  });

  it('refuses a shot by a type with no range, naming the types that shoot', () => {
    expect(check({ kind: 'shooting', attacker: { type: 'blades' }, defender: { type: 'spears' } })).toThrow(
      'attacker: blades cannot shoot (troop-types.yaml gives it no range); types that shoot: artillery, shooters',
    );
  });

  it('refuses a spell cast by anything but a magician', () => {
    expect(check({ kind: 'spell', attacker: { type: 'cleric' }, defender: { type: 'spears' } })).toThrow(
      'attacker: cleric cannot cast a spell (troop-types.yaml gives it no spellRange); types that cast: magician',
    );
  });

  it('refuses a target shooting back without a range, and shooting back outside shooting', () => {
    expect(check({ kind: 'shooting', shotBack: true, attacker: { type: 'shooters' }, defender: { type: 'blades' } })).toThrow(
      'defender: blades cannot shoot back (troop-types.yaml gives it no range); types that shoot: artillery, shooters',
    );
    expect(check({ shotBack: true, attacker: { type: 'shooters' }, defender: { type: 'shooters' } })).toThrow(
      'shotBack is for shooting; this is close combat',
    );
  });
});

describe('checkSituation: the classes of the other enemies in contact', () => {
  it('takes one known class for each flank or rear contact', () => {
    expect(
      check({
        attacker: { type: 'flyers' },
        defender: { type: 'stronghold', flankContacts: 1, rearContacts: 1, contactClasses: ['foot', 'aerial'] },
      }),
    ).not.toThrow();
  });

  it('refuses an unknown class, naming the classes', () => {
    expect(check({ attacker: { type: 'flyers' }, defender: { type: 'stronghold', flankContacts: 1, contactClasses: ['naval'] } })).toThrow(
      'defender.contactClasses must be one of foot, mounted, aerial, got "naval"',
    );
  });

  it('refuses more classes than flank and rear contacts', () => {
    expect(
      check({ attacker: { type: 'flyers' }, defender: { type: 'stronghold', flankContacts: 1, contactClasses: ['foot', 'foot'] } }),
    ).toThrow('defender: 2 contact classes, but 1 flank and rear contacts');
  });
});
