import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { prepareCombat } from '../resolve.js';
import { contextOf } from './context.js';
import { handBuilt, type Placed } from './hand-built.testing.js';
import { nextTargetChoice, shootingBack, shotBar, shotBarWords, shotsOf, targetsOf } from './shooting.js';
import type { Fight, Seat } from './state.js';

// Open Field: 24 squares a side, woods on x 4-7, y 12-14; 100 paces a square. Shooters reach 200 paces, artillery 500.
const context = contextOf(content);

/** The shots `side` makes, each fought once through the resolver, so every situation built is one it accepts. */
function shots(elements: Placed[], side: Seat = 0): Fight[] {
  const fights = shotsOf(context, handBuilt(elements), side);
  for (const fight of fights) prepareCombat(context.rules, fight.situation).fight(3, 3);
  return fights;
}

/** Who shoots whom, as [shooter, target] ids. */
const pairs = (fights: Fight[]) => fights.map((f) => [f.attacker, f.defender]);

describe('shotsOf: range', () => {
  it('shooters shoot an enemy 200 paces ahead; the situation is a shot, the target not shooting back', () => {
    const fights = shots([
      { side: 0, type: 'shooters', square: { x: 10, y: 5 } },
      { side: 1, type: 'spears', square: { x: 10, y: 7 }, facing: 'south' },
    ]);
    expect(fights).toEqual([
      {
        attacker: 0,
        defender: 1,
        situation: {
          kind: 'shooting',
          shotBack: false,
          attacker: { type: 'shooters', going: 'good', general: false, inWoods: false, aiding: 0 },
          defender: { type: 'spears', going: 'good', general: false, inWoods: false },
        },
      },
    ]);
  });

  it('not at 300 paces, nor at 224 (two ahead and one aside); at 141 (one ahead and one aside) they do', () => {
    const shooter: Placed = { side: 0, type: 'shooters', square: { x: 10, y: 5 } };
    expect(shots([shooter, { side: 1, type: 'spears', square: { x: 10, y: 8 } }])).toEqual([]);
    expect(shots([shooter, { side: 1, type: 'spears', square: { x: 11, y: 7 } }])).toEqual([]);
    expect(pairs(shots([shooter, { side: 1, type: 'spears', square: { x: 11, y: 6 } }]))).toEqual([[0, 1]]);
  });

  it('artillery reaches 500 paces and no farther', () => {
    const artillery: Placed = { side: 0, type: 'artillery', square: { x: 10, y: 3 } };
    expect(pairs(shots([artillery, { side: 1, type: 'spears', square: { x: 10, y: 8 } }]))).toEqual([[0, 1]]);
    expect(shots([artillery, { side: 1, type: 'spears', square: { x: 10, y: 9 } }])).toEqual([]);
  });

  it('a type with no range does not shoot (seeds/hott.md D20)', () => {
    expect(
      shots([
        { side: 0, type: 'spears', square: { x: 10, y: 5 } },
        { side: 1, type: 'spears', square: { x: 10, y: 7 } },
      ]),
    ).toEqual([]);
  });

  it('the attacker shoots in its turn of the phase too', () => {
    const elements: Placed[] = [
      { side: 0, type: 'spears', square: { x: 10, y: 5 } },
      { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'south' },
    ];
    expect(shots(elements, 0)).toEqual([]);
    expect(pairs(shots(elements, 1))).toEqual([[1, 0]]);
  });
});

describe('shotsOf: the view', () => {
  const artillery: Placed = { side: 0, type: 'artillery', square: { x: 10, y: 3 } };
  const target: Placed = { side: 1, type: 'spears', square: { x: 10, y: 7 } };

  it('an element between, friend or foe, blocks the shot', () => {
    expect(shots([artillery, target, { side: 0, type: 'hordes', square: { x: 10, y: 5 } }])).toEqual([]);
  });

  it('an element the line crosses only partly blocks it too; one beside the line does not', () => {
    const slanting: Placed = { side: 1, type: 'spears', square: { x: 12, y: 7 } };
    // From (10.5, 3.5) to (12.5, 7.5) the line cuts a corner off square (10, 4).
    expect(shots([artillery, slanting, { side: 0, type: 'hordes', square: { x: 10, y: 4 } }])).toEqual([]);
    expect(pairs(shots([artillery, slanting, { side: 0, type: 'hordes', square: { x: 12, y: 5 } }]))).toEqual([[0, 1]]);
  });

  it('woods between block the shot', () => {
    expect(
      shots([
        { side: 0, type: 'artillery', square: { x: 5, y: 10 } },
        { side: 1, type: 'spears', square: { x: 5, y: 15 } },
      ]),
    ).toEqual([]);
  });

  it('a target in woods is shot at, and counts as in woods', () => {
    const [fight] = shots([
      { side: 0, type: 'artillery', square: { x: 5, y: 10 } },
      { side: 1, type: 'spears', square: { x: 5, y: 12 } },
    ]);
    expect(fight?.situation.defender).toMatchObject({ type: 'spears', inWoods: true, going: 'bad' });
    const outcome = prepareCombat(context.rules, fight!.situation).fight(3, 3);
    expect(outcome.defender.factors).toContainEqual({ id: 'shot-at-in-woods', add: 2 });
  });

  it('shooting from the edge of woods: the shooter is in woods, nothing between', () => {
    const fights = shots([
      { side: 0, type: 'shooters', square: { x: 5, y: 14 } },
      { side: 1, type: 'spears', square: { x: 5, y: 16 } },
    ]);
    expect(pairs(fights)).toEqual([[0, 1]]);
    expect(fights[0]!.situation.attacker).toMatchObject({ inWoods: true, going: 'bad' });
  });

  it('from deeper in the woods the woods in front block it', () => {
    expect(
      shots([
        { side: 0, type: 'shooters', square: { x: 5, y: 13 } },
        { side: 1, type: 'spears', square: { x: 5, y: 15 } },
      ]),
    ).toEqual([]);
  });

  it('only ahead: a target farther to the side than ahead, or behind, is not shot at', () => {
    const shooter: Placed = { side: 0, type: 'artillery', square: { x: 10, y: 5 } };
    expect(shots([shooter, { side: 1, type: 'spears', square: { x: 13, y: 7 } }])).toEqual([]);
    expect(shots([shooter, { side: 1, type: 'spears', square: { x: 10, y: 3 } }])).toEqual([]);
    expect(
      pairs(
        shots([
          { ...shooter, facing: 'east' },
          { side: 1, type: 'spears', square: { x: 13, y: 7 } },
        ]),
      ),
    ).toEqual([[0, 1]]);
  });
});

describe('shotsOf: who may shoot and be shot', () => {
  const target: Placed = { side: 1, type: 'spears', square: { x: 10, y: 7 } };

  it('artillery that moved this bound does not shoot; shooters that moved do', () => {
    expect(shots([{ side: 0, type: 'artillery', square: { x: 10, y: 4 }, moved: true }, target])).toEqual([]);
    expect(pairs(shots([{ side: 0, type: 'shooters', square: { x: 10, y: 5 }, moved: true }, target]))).toEqual([[0, 1]]);
  });

  it('a shooter in close combat fights instead: front to front, or with an enemy front on its flank', () => {
    // Each engaging enemy is itself in close combat, so the shot would go to the spears if the shooter were free.
    const shooter: Placed = { side: 0, type: 'artillery', square: { x: 10, y: 3 } };
    const clear: Placed = { side: 1, type: 'spears', square: { x: 13, y: 6 } };
    expect(pairs(shots([shooter, clear]))).toEqual([[0, 1]]);
    expect(shots([shooter, clear, { side: 1, type: 'blades', square: { x: 10, y: 4 }, facing: 'south' }])).toEqual([]);
    expect(shots([shooter, clear, { side: 1, type: 'blades', square: { x: 11, y: 3 }, facing: 'west' }])).toEqual([]);
  });

  it('a target in close combat is not shot at: the shooter takes the next', () => {
    const elements: Placed[] = [
      { side: 0, type: 'artillery', square: { x: 10, y: 3 } },
      { side: 1, type: 'spears', square: { x: 10, y: 6 }, facing: 'south' },
      { side: 1, type: 'knights', square: { x: 8, y: 7 } },
    ];
    expect(pairs(shots(elements))).toEqual([[0, 1]]);
    expect(pairs(shots([...elements, { side: 0, type: 'blades', square: { x: 11, y: 6 }, facing: 'west' }]))).toEqual([[0, 2]]);
  });

  it('the enemy stronghold is a target like any element (a shot can do nothing to it: combat.yaml)', () => {
    const fights = shots(
      [
        { side: 0, type: 'stronghold', square: { x: 12, y: 0 } },
        { side: 1, type: 'shooters', square: { x: 12, y: 2 }, facing: 'south' },
      ],
      1,
    );
    expect(pairs(fights)).toEqual([[1, 0]]);
    expect(fights[0]!.situation).toMatchObject({ shotBack: false, defender: { type: 'stronghold' } });
  });

  it('a frog (ensorcelled) is not shot at; a destroyed element is gone', () => {
    expect(
      shots([
        { side: 0, type: 'shooters', square: { x: 10, y: 5 } },
        { ...target, type: 'hero', status: 'ensorcelled' },
      ]),
    ).toEqual([]);
    expect(
      shots([
        { side: 0, type: 'shooters', square: { x: 10, y: 5 } },
        { ...target, status: 'destroyed' },
      ]),
    ).toEqual([]);
  });
});

describe('shotsOf: choosing targets', () => {
  it('the nearest target, ties to the lower id', () => {
    const shooter: Placed = { side: 0, type: 'artillery', square: { x: 10, y: 3 } };
    const far: Placed = { side: 1, type: 'spears', square: { x: 10, y: 7 } };
    const near: Placed = { side: 1, type: 'knights', square: { x: 12, y: 5 } };
    expect(pairs(shots([shooter, far, near]))).toEqual([[0, 2]]);
    const left: Placed = { side: 1, type: 'blades', square: { x: 8, y: 5 } };
    expect(pairs(shots([shooter, far, near, left]))).toEqual([[0, 2]]);
    expect(pairs(shots([shooter, far, left, near]))).toEqual([[0, 2]]);
  });

  it('several at one target: the nearest shoots, the others aid, and the target takes 1 off for each', () => {
    const fights = shots([
      { side: 0, type: 'artillery', square: { x: 9, y: 3 } },
      { side: 0, type: 'artillery', square: { x: 10, y: 3 } },
      { side: 0, type: 'artillery', square: { x: 11, y: 3 } },
      { side: 1, type: 'spears', square: { x: 10, y: 6 } },
    ]);
    expect(pairs(fights)).toEqual([[1, 3]]);
    expect(fights[0]!.situation.attacker.aiding).toBe(2);
    const outcome = prepareCombat(context.rules, fights[0]!.situation).fight(3, 3);
    expect(outcome.defender.factors).toContainEqual({ id: 'enemy-aided', add: -2 });
    expect(outcome.attacker.factors.map((f) => f.id)).not.toContain('enemy-aided');
  });

  it('shooters at different targets make a fight each, in the shooters order', () => {
    const fights = shots([
      { side: 0, type: 'shooters', square: { x: 14, y: 5 } },
      { side: 0, type: 'shooters', square: { x: 4, y: 5 } },
      { side: 1, type: 'spears', square: { x: 4, y: 7 } },
      { side: 1, type: 'spears', square: { x: 14, y: 7 } },
    ]);
    expect(pairs(fights)).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });
});

describe('a player chooses the targets (seeds/hott.md D65)', () => {
  // A shooter with two spears ahead: one 200 paces straight on, one nearer, 141 paces ahead and one aside.
  const shooter: Placed = { side: 0, type: 'shooters', square: { x: 10, y: 5 } };
  const far: Placed = { side: 1, type: 'spears', square: { x: 10, y: 7 }, facing: 'south' };
  const near: Placed = { side: 1, type: 'spears', square: { x: 11, y: 6 }, facing: 'south' };
  // Another shooter whose only target is the nearer spears (the other is 283 paces off).
  const beside: Placed = { side: 0, type: 'shooters', square: { x: 12, y: 5 } };

  it('lists every target a shooter could shoot, nearest first', () => {
    const state = handBuilt([shooter, far, near]);
    expect(targetsOf(context, state, state.elements[0]!).map((e) => e.id)).toEqual([2, 1]);
  });

  it('asks first for the lowest id shooter with more than one target; one with a single target is not asked', () => {
    const state = handBuilt([beside, shooter, far, near]);
    const choice = nextTargetChoice(context, state, 0, new Set(), new Map());
    expect(choice?.shooter.id).toBe(1);
    expect(choice?.targets.map((e) => e.id)).toEqual([3, 2]);
    expect(nextTargetChoice(context, state, 0, new Set(), new Map([[1, 2]]))).toBeUndefined();
    expect(nextTargetChoice(context, state, 0, new Set([1]), new Map())).toBeUndefined();
    expect(nextTargetChoice(context, state, 1, new Set(), new Map())).toBeUndefined();
  });

  it('a shooter shoots the target chosen for it, not the nearest', () => {
    const state = handBuilt([shooter, far, near]);
    expect(pairs(shotsOf(context, state, 0))).toEqual([[0, 2]]);
    expect(pairs(shotsOf(context, state, 0, new Set(), new Map([[0, 1]])))).toEqual([[0, 1]]);
  });

  it('only shooters given the same target aid its shot', () => {
    const state = handBuilt([shooter, far, near, beside]);
    const apart = shotsOf(context, state, 0, new Set(), new Map([[0, 1]]));
    expect(pairs(apart)).toEqual([
      [0, 1],
      [3, 2],
    ]);
    expect(apart.map((f) => f.situation.attacker.aiding)).toEqual([0, 0]);
    const together = shotsOf(context, state, 0, new Set(), new Map([[0, 2]]));
    expect(pairs(together)).toEqual([[0, 2]]);
    expect(together[0]!.situation.attacker.aiding).toBe(1);
  });

  it('says why a target may not be shot: out of range, outside the front arc, in close combat, the view blocked, no enemy', () => {
    /** Why the shooter may not shoot the last of `others` placed with it, as [bar, words], or null when it may. */
    const why = (...others: Placed[]) => {
      const state = handBuilt([shooter, ...others]);
      const [from, to] = [state.elements[0]!, state.elements[others.length]!];
      const bar = shotBar(context, state, from, to);
      return bar && [bar, shotBarWords(context, state, from, to, bar)];
    };
    expect(why({ side: 1, type: 'spears', square: { x: 11, y: 7 } })).toEqual([
      'out-of-range',
      'element 1 (spears) is 224 paces away, beyond its range of 200',
    ]);
    expect(why({ side: 1, type: 'spears', square: { x: 12, y: 5 } })).toEqual([
      'outside-front-arc',
      'element 1 (spears) is outside its front arc',
    ]);
    expect(why({ side: 0, type: 'spears', square: { x: 10, y: 6 } })).toEqual([
      'not-an-enemy',
      'element 1 (spears) is not an enemy in play',
    ]);
    expect(
      why({ side: 0, type: 'spears', square: { x: 11, y: 5 } }, { side: 1, type: 'blades', square: { x: 11, y: 6 }, facing: 'south' }),
    ).toEqual(['in-close-combat', 'element 2 (blades) is in close combat']);
    expect(
      why(
        { side: 0, type: 'spears', square: { x: 10, y: 6 }, facing: 'south' },
        { side: 1, type: 'blades', square: { x: 10, y: 7 }, facing: 'east' },
      ),
    ).toEqual(['view-blocked', 'its view of element 2 (blades) is blocked']);
    expect(why({ side: 1, type: 'blades', square: { x: 10, y: 7 } })).toBeNull();
  });
});

describe('shotsOf: shooting back', () => {
  const shooter: Placed = { side: 0, type: 'shooters', square: { x: 10, y: 5 } };

  it('a target that could shoot its shooter shoots back', () => {
    const [fight] = shots([shooter, { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'south' }]);
    expect(fight?.situation.shotBack).toBe(true);
  });

  it('not when the shooter is out of its range or arc', () => {
    const artillery: Placed = { side: 0, type: 'artillery', square: { x: 10, y: 3 } };
    expect(shots([artillery, { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'south' }])[0]?.situation.shotBack).toBe(false);
    expect(shots([shooter, { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'north' }])[0]?.situation.shotBack).toBe(false);
  });

  it('not by artillery that moved', () => {
    const moved: Placed = { side: 1, type: 'artillery', square: { x: 10, y: 7 }, facing: 'south', moved: true };
    expect(shots([shooter, moved])[0]?.situation.shotBack).toBe(false);
    expect(shots([shooter, { ...moved, moved: false }])[0]?.situation.shotBack).toBe(true);
  });

  it('a shooter shot back at can come to harm; one that is not, cannot', () => {
    const back = shots([shooter, { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'south' }])[0]!;
    expect(prepareCombat(context.rules, back.situation).fight(1, 6).attacker.result).not.toBe('no-effect');
    const safe = shots([shooter, { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'north' }])[0]!;
    expect(prepareCombat(context.rules, safe.situation).fight(1, 6).attacker).toMatchObject({
      result: 'no-effect',
      ignoredBy: 'shooter-unharmed',
    });
  });
});

describe("shotsOf: a shot back is the target's shot", () => {
  it('the elements that shot back, named, do not shoot again in their own half of the phase', () => {
    const state = handBuilt([
      { side: 0, type: 'shooters', square: { x: 10, y: 5 } },
      { side: 1, type: 'shooters', square: { x: 10, y: 7 }, facing: 'south' },
      { side: 1, type: 'shooters', square: { x: 14, y: 7 }, facing: 'south' },
      { side: 0, type: 'spears', square: { x: 14, y: 5 } },
    ]);
    const first = shotsOf(context, state, 0);
    expect(shootingBack(first)).toEqual([1]);
    expect(pairs(shotsOf(context, state, 1))).toEqual([
      [1, 0],
      [2, 3],
    ]);
    expect(pairs(shotsOf(context, state, 1, new Set(shootingBack(first))))).toEqual([[2, 3]]);
  });
});

describe('shotsOf: the element behind', () => {
  it('names the element each would recoil into', () => {
    const [fight] = shots([
      { side: 0, type: 'shooters', square: { x: 10, y: 5 } },
      { side: 0, type: 'spears', square: { x: 10, y: 4 } },
      { side: 1, type: 'knights', square: { x: 10, y: 7 }, facing: 'south' },
      { side: 1, type: 'riders', square: { x: 10, y: 8 }, facing: 'east' },
    ]);
    expect(fight?.situation.attacker.behind).toEqual({ type: 'spears', friendly: true, facing: 'same', inCloseCombat: false });
    expect(fight?.situation.defender.behind).toEqual({ type: 'riders', friendly: true, facing: 'sideways', inCloseCombat: false });
  });
});
