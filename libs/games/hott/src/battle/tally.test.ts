import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { positionState, type FileElement } from './scenario-position.js';
import { battleWon, tallyOf } from './tally.js';

const context = contextOf(content);
const at = (side: number, type: string, x: number, more: Partial<FileElement> = {}): FileElement => ({
  side,
  type,
  at: [x, side === 1 ? 2 : 20],
  facing: side === 1 ? 'north' : 'south',
  ...more,
});

describe("each army's losses and the win", () => {
  it('counts destroyed and fled elements as lost, not ensorcelled ones nor the stronghold', () => {
    const state = positionState(
      content,
      {
        battlefield: 'open-field',
        elements: [
          at(1, 'spears', 1, { status: 'destroyed' }),
          at(1, 'spears', 2, { status: 'fled' }),
          at(1, 'hero', 3, { status: 'ensorcelled', general: true }),
          at(1, 'stronghold', 4, { status: 'captured' }),
          at(2, 'blades', 1),
        ],
      },
      [],
      1,
    );
    expect(tallyOf(state, 0)).toEqual({ elements: 3, lost: 2, commanderLost: false, strongholdCaptured: true });
    expect(tallyOf(state, 1)).toEqual({ elements: 1, lost: 0, commanderLost: false, strongholdCaptured: false });
    expect(battleWon(context, state)).toEqual({ winners: [1], reason: 'stronghold' });
  });

  it('gives the win to the side with fewer losses once the enemy has lost its general, or half its elements', () => {
    const elements = (generalStatus: FileElement['status']) => [
      at(1, 'spears', 1, { status: 'destroyed' }),
      at(1, 'knights', 2, { general: true, status: generalStatus }),
      at(1, 'spears', 3),
      at(1, 'spears', 4),
      at(1, 'spears', 5),
      at(2, 'blades', 1, { general: true }),
      at(2, 'blades', 2),
    ];
    const won = (generalStatus: FileElement['status']) =>
      battleWon(context, positionState(content, { battlefield: 'open-field', elements: elements(generalStatus) }, [], 1));
    expect(won('in-play')).toBeNull(); // 1 lost of 5, the general standing
    expect(won('destroyed')).toEqual({ winners: [1], reason: 'losses' }); // 2 lost of 5 with the general
  });

  it('gives the win to the side whose bound it is when both sides have won at once', () => {
    const both = (side: number) =>
      battleWon(
        context,
        positionState(
          content,
          {
            battlefield: 'open-field',
            side,
            elements: [
              at(1, 'stronghold', 1, { status: 'captured' }),
              at(1, 'spears', 2),
              at(2, 'blades', 1, { general: true, status: 'destroyed' }),
              at(2, 'blades', 2),
            ],
          },
          [],
          1,
        ),
      );
    // The attacker has taken the stronghold; the defender has broken the attacker (more losses, its general lost).
    expect(both(1)).toEqual({ winners: [0], reason: 'losses' });
    expect(both(2)).toEqual({ winners: [1], reason: 'stronghold' });
  });
});
