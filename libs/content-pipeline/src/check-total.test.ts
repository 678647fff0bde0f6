import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, validateWith } from '../test/fixture-workspace.js';

const CHECKS = 'content/skirmish/checks.yaml';

describe('count in checks.yaml', () => {
  it('counts matching nodes: two HQs, each pointed at and naming the other', () => {
    const found = errorsOf(validateWith(ARMY, (t) => t.replace('name: Howler\n    kind: soldier', 'name: Howler\n    kind: hq')));
    expect(found.map((d) => [d.rule, d.line, d.pointer])).toEqual([
      ['one-hq', 5, '/units/0'],
      ['one-hq', 19, '/units/2'],
    ]);
    expect(found[0]!.message).toBe("army 'wolves' has 2 HQ units; the rules ask for 1 (the other is at line 19)");
    expect(found[1]!.message).toBe("army 'wolves' has 2 HQ units; the rules ask for 1 (the other is at line 5)");
  });

  it('names every other line when `where` picks three too many', () => {
    const found = errorsOf(validateWith(ARMY, (t) => t.replace(/kind: soldier/g, 'kind: hq')));
    expect(found.map((d) => [d.line, d.message])).toEqual([
      [5, "army 'wolves' has 3 HQ units; the rules ask for 1 (the others are at lines 10, 19)"],
      [10, "army 'wolves' has 3 HQ units; the rules ask for 1 (the others are at lines 5, 19)"],
      [19, "army 'wolves' has 3 HQ units; the rules ask for 1 (the others are at lines 5, 10)"],
    ]);
  });

  it('points a missing HQ at the list, where one should be added', () => {
    const [d] = errorsOf(validateWith(ARMY, (t) => t.replace('kind: hq', 'kind: soldier')));
    expect(d).toMatchObject({ rule: 'one-hq', line: 4 });
    expect(d!.message).toBe("army 'wolves' has 0 HQ units; the rules ask for 1");
  });

  it('points a total below a lower bound at the list, even with `where`', () => {
    const extra = '  - id: soldiers\n    in: army\n    count: /units/*\n    where: { pointer: /kind, equals: soldier }\n    atLeast: 3\n';
    const [d, ...rest] = errorsOf(validateWith(CHECKS, (t) => `${t}${extra}`));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 4, column: 1, rule: 'soldiers', message: "check 'soldiers' failed: got 2, expected 3" });
  });
});
