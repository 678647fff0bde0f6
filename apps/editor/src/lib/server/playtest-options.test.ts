import { describe, expect, it } from 'vitest';
import { GAMES, findGame } from '@armory/registry';
import { repoRoot } from '@armory/content-pipeline/testing';
import { optionFields } from './playtest-options.js';
import { playtestContent } from './playtest.js';

/** The repo's content of a game, as the play-test plays it. */
function loadedOf(game: string): Record<string, unknown> {
  const content = playtestContent(repoRoot, game);
  if (!('content' in content)) throw new Error(`content/${game} cannot be played: ${JSON.stringify(content)}`);
  return content.content;
}

// Each test validates the content of every registered game, which takes seconds on a busy machine.
describe('optionFields', () => {
  it("offers the values each game's content holds, where its module names them", () => {
    const byGame = Object.fromEntries(
      GAMES.map((m) => [m.id, Object.fromEntries(optionFields(m, loadedOf(m.id)).map((f) => [f.name, f]))]),
    );
    expect(byGame['neuroshima-hex']!['armies']).toMatchObject({ choices: ['hell-hounds', 'troglodytes'], list: true });
    expect(byGame['neuroshima-hex']!['teams']).toMatchObject({ choices: [], list: false });
    expect(byGame['hott']!['attacker']!.choices).toContain('knights');
    expect(byGame['hott']!['attacker']!.choices).toEqual(byGame['hott']!['defender']!.choices);
    expect(byGame['hott']!['going']!.choices).toEqual(['good', 'bad']);
    // A battle on the table (the default) or one combat; a battle's armies (defender first) and battlefield.
    expect(byGame['hott']!['mode']).toMatchObject({ choices: ['battle', 'combat'], list: false });
    expect(byGame['hott']!['armies']).toMatchObject({
      choices: ['feudal-host', 'goblin-horde', 'sky-lords', 'sorcerous-realm'],
      list: true,
    });
    expect(byGame['hott']!['battlefield']).toMatchObject({ choices: ['low-hills', 'open-field', 'river-crossing'], list: false });
    expect(byGame['shifting-hills']!['known-forbidden-move']!.choices).toEqual(['refuse', 'fail']);
    expect(byGame['shifting-hills']!['turn-limit']!.choices).toEqual([]);
    expect(byGame['hounds']!['variant']).toMatchObject({ list: true });
    expect(byGame['hounds']!['cards']!.choices.length).toBeGreaterThan(0);
  }, 30_000);

  it('accepts every value it offers for an option that takes one', () => {
    for (const module of GAMES) {
      const loaded = loadedOf(module.id);
      const content = module.content(loaded);
      for (const field of optionFields(module, loaded).filter((f) => !f.list))
        for (const choice of field.choices)
          expect(
            () => module.resolveOptions({ [field.name]: choice }, undefined, content),
            `${module.id} --${field.name} ${choice}`,
          ).not.toThrow();
    }
  }, 30_000);

  it('accepts every value it offers for a list option: alone (a set of variants) or once per seat (armies by seat)', () => {
    for (const module of GAMES) {
      const loaded = loadedOf(module.id);
      const content = module.content(loaded);
      for (const field of optionFields(module, loaded).filter((f) => f.list))
        for (const choice of field.choices) {
          const accepted = [choice, Array(module.seats.default).fill(choice).join(',')].filter((value) => {
            try {
              module.resolveOptions({ [field.name]: value }, undefined, content);
              return true;
            } catch {
              return false;
            }
          });
          expect(accepted, `${module.id} --${field.name} ${choice}`).not.toEqual([]);
        }
    }
  }, 30_000);

  it('offers nothing when the content cannot be played', () => {
    const hott = findGame('hott')!;
    expect(optionFields(hott, null).map((f) => [f.name, f.choices])).toEqual([
      ['mode', []],
      ['armies', []],
      ['battlefield', []],
      ['edge', []],
      ['shooting-targets', []],
      ['bound-limit', []],
      ['attacker', []],
      ['defender', []],
      ['going', []],
    ]);
  });
});
