/** Plays the battle `armory hott battle` asks for and lays it out as one self-contained HTML page. */
import { OptionError, playerFor, playerProblem, playMatch, type GameOptionValues, type Player, type Suggest } from '@armory/engine';
import type { BattleAction } from '../battle/actions.js';
import { resultWords, SIDE_WORDS, type BattleState } from '../battle/state.js';
import { battle } from '../battle/battle.js';
import { contextOf } from '../battle/context.js';
import { narrate } from '../battle/narrate.js';
import { battlePicture } from '../battle/picture.js';
import type { HottContent } from '../content.js';
import type { HottOptions } from '../hott-game.js';
import { hottModule } from '../module.js';

/** One bound as the page shows it: the moment shown (its heading and the picture's caption), the table then, what happened. */
interface BoundShown {
  moment: string;
  picture: string;
  lines: string[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A battle as the command's options ask for it, read before anything is played. */
export interface BattleAsked {
  options: Extract<HottOptions, { mode: 'battle' }>;
  seatLabels: string[];
  specs: string[];
  players: Player[];
  seed: string;
}

/** Reads the command's options (`suggest`: the command line's did-you-mean for a misspelt player); throws `OptionError` for players or options that cannot be used. */
export function battleAsked(content: HottContent, values: GameOptionValues, suggest?: Suggest): BattleAsked {
  const { options, seatLabels } = hottModule.resolveOptions(
    {
      armies: values['armies'],
      battlefield: values['battlefield'],
      edge: values['edge'],
      'shooting-targets': values['shooting-targets'],
    },
    2,
    content,
  );
  if (options.mode !== 'battle') throw new Error('a battle needs its armies and battlefield');
  // One name seats that player on both sides, as `armory simulate --players` does.
  const named = String(values['players'])
    .split(',')
    .map((s) => s.trim());
  const specs = named.length === 1 ? [named[0]!, named[0]!] : named;
  if (specs.length !== 2) throw new OptionError(`--players names ${specs.length}; a battle needs 2, the defender's first`);
  const players = specs.map((spec) => {
    const problem = playerProblem(spec, hottModule, suggest);
    if (problem) throw new OptionError(`--players: ${problem}`);
    return playerFor(spec, hottModule);
  });
  return { options, seatLabels, specs, players, seed: String(values['seed']) };
}

/** Plays the battle asked for and lays it out as a page, with a one-line summary of how it ended. */
export function playBattle(content: HottContent, asked: BattleAsked): { page: string; summary: string } {
  const { options, seatLabels, specs, players, seed } = asked;
  const context = contextOf(content);
  const played = playMatch(battle, content, options, seed, players, { record: true });
  // Played again from the log, to show the table as each bound leaves it (the same seed and actions give the same battle).
  const state = battle.setup(content, options, seed);
  // Each picture is captioned with the moment its heading names, though the state shown already holds the next bound's roll.
  const shown = (moment: string, lines: string[]): BoundShown => ({ moment, picture: battlePicture(context, state, moment), lines });
  const bounds: BoundShown[] = [shown('Deployed, before bound 1', [edgeTaken(state, options.attackerEdge), 'The armies deployed.'])];
  let lines = narrate(context, state, [{ type: 'bound-began', bound: state.bound, side: state.side, pips: state.pips }]);
  for (const action of played.log!.actions) {
    const bound = { number: state.bound, side: state.side };
    const events = battle.apply(state, action as BattleAction);
    // The next bound's roll opens the next section; what came before it closes this one.
    const next = events.findIndex((e) => e.type === 'bound-began');
    lines.push(...narrate(context, state, next >= 0 ? events.slice(0, next) : events));
    if (next >= 0 || state.result) {
      bounds.push(shown(boundEnded(bound.number, bound.side, state), lines));
      lines = next >= 0 ? narrate(context, state, events.slice(next)) : [];
    }
  }
  const result = { state, status: battle.status(state) };
  const status = result.status;
  const ended = status.over ? hottModule.describeEnd!(status) : 'unfinished';
  const field = content.battlefields[options.battlefield]?.name ?? options.battlefield;
  const title = `${seatLabels[0]}, ${specs[0]}, against ${seatLabels[1]}, ${specs[1]}: ${field}, seed ${seed}`;
  const summary = `${ended} after ${result.state.bound} ${result.state.bound === 1 ? 'bound' : 'bounds'}`;
  return { page: page(title, summary, bounds), summary: `${title}: ${summary}` };
}

/** The moment a bound ends, as its section's heading and its picture's caption: "After bound 8, the attacker's". */
function boundEnded(bound: number, side: number, state: BattleState): string {
  const after = `After bound ${bound}, the ${SIDE_WORDS[side]}'s`;
  return state.result ? `${after}: ${resultWords(state.result)}` : after;
}

/** Which edge the attacker took, and whether it rolled for it or the options named it. */
function edgeTaken(state: BattleState, asked: number | undefined): string {
  const edge = state.attackerEdge ?? 1;
  const turned = edge === 1 ? 'the table as its file draws it' : 'the table turned to bring it to the top';
  return `The attacker ${asked === undefined ? 'rolled for its edge and took' : 'took'} edge ${edge}: ${turned}.`;
}

function page(title: string, summary: string, bounds: BoundShown[]): string {
  const sections = bounds
    .map(
      (b, i) =>
        `<section><h2>${escape(b.moment)}</h2><div class="bound"><div class="table">${b.picture}</div><ol>${b.lines
          .map((l) => `<li>${escape(l)}</li>`)
          .join('')}</ol></div></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem}.bound{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:flex-start}
.table{flex:1 1 60rem;min-width:60rem}.table svg{width:100%;height:auto}ol{flex:1 1 22rem;margin:0;font-size:.95rem;line-height:1.45}</style></head>
<body><h1>${escape(title)}</h1><p>${escape(summary)}</p>
${sections}
</body></html>
`;
}
