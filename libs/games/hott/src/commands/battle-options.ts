/** The options that set up a battle, shared by `armory simulate hott` and `armory hott battle`. */
import type { GameOption } from '@armory/engine';
import type { HottContent } from '../content.js';

/** `--armies DEFENDER,ATTACKER`. */
export const ARMIES_OPTION: GameOption<HottContent> = {
  name: 'armies',
  type: 'string',
  list: true,
  placeholder: 'DEFENDER,ATTACKER',
  help: "the two armies of a battle, the defender's (seat 1) first (default: the first two in content/hott/armies)",
  choices: (content) => Object.keys(content.armies),
};

/** `--battlefield ID`. */
export const BATTLEFIELD_OPTION: GameOption<HottContent> = {
  name: 'battlefield',
  type: 'string',
  placeholder: 'ID',
  help: 'the battlefield of a battle (default: the first in content/hott/battlefields)',
  choices: (content) => Object.keys(content.battlefields),
};

/** `--edge N`: the battlefield's edge the attacker takes, instead of rolling for it (battle/edge-roll.ts). */
export const EDGE_OPTION: GameOption<HottContent> = {
  name: 'edge',
  type: 'number',
  placeholder: 'N',
  help: "the battlefield's edge the attacker takes, 1 the far edge as its file draws it, then clockwise (default: the attacker rolls for it)",
  range: (content) => ({ min: 1, max: content.rules.setUp.edges }),
};

/** `--shooting-targets chosen|nearest`: whether players choose their shooters' targets (seeds/hott.md D65). */
export const SHOOTING_TARGETS_OPTION: GameOption<HottContent> = {
  name: 'shooting-targets',
  type: 'string',
  placeholder: 'chosen|nearest',
  help: 'chosen: each player chooses the target of each of its shooters that has more than one; nearest: each shooter takes its nearest, unasked (default chosen)',
  choices: () => ['chosen', 'nearest'],
};
