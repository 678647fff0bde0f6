import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureFiles, fixtureValidator, validateWith } from '../test/fixture-workspace.js';

const CHECKS = 'content/skirmish/checks.yaml';

describe('sum in checks.yaml', () => {
  it('counts copies: an army of 34 units where the rules ask for 5', () => {
    const [d, ...rest] = errorsOf(validateWith(ARMY, (t) => t.replace('count: 3', 'count: 32')));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 4, column: 1, pointer: '/units', rule: 'army-size' });
    expect(d!.message).toBe("army 'wolves' has 34 units counting copies; the rules ask for 5");
  });

  it('adds up a number inside each matching node: HQ copies', () => {
    const files = fixtureFiles().map((f) =>
      f.path === CHECKS
        ? {
            ...f,
            text: `${f.text}  - id: hq-copies\n    in: army\n    sum: /units/*\n    of: /count\n    where: { pointer: /kind, equals: hq }\n    equals: { kind: rules, pointer: /army/hq }\n    message: "army '{id}' has {actual} HQ copies; the rules ask for {expected}"\n`,
          }
        : f.path === ARMY
          ? { ...f, text: f.text.replace('kind: hq\n    count: 1', 'kind: hq\n    count: 2').replace('count: 3', 'count: 2') }
          : f,
    );
    const errors = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(errors.map((d) => [d.rule, d.message])).toEqual([['hq-copies', "army 'wolves' has 2 HQ copies; the rules ask for 1"]]);
    expect(
      errorsOf(
        fixtureValidator().validateGame(
          GAME,
          files.map((f) => (f.path === ARMY ? fixtureFiles().find((g) => g.path === ARMY)! : f)),
        ),
      ),
    ).toEqual([]);
  });

  it('multiplies each number by the count at `times`', () => {
    // Initiative times copies: 0 x 1 + 3 x 3 + 2 x 1.
    const extra = '  - id: weighted\n    in: army\n    sum: /units/*\n    of: /initiative\n    times: /count\n    equals: 10\n';
    const [d, ...rest] = errorsOf(validateWith(CHECKS, (t) => `${t}${extra}`));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 4, rule: 'weighted', message: "check 'weighted' failed: got 11, expected 10" });
  });
});
