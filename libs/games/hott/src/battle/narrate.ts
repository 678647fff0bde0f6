/**
 * A battle's events in words, for `armory hott battle`'s page: "Knights 3 (defender) moved from 5,5 to 5,8".
 * Elements are named by their troop type and id; squares as "x,y" from the defender's left rear corner.
 */
import type { Event } from '@armory/engine';
import type { BattleContext } from './context.js';
import type { BattleState } from './state.js';
import type { Square } from './table.js';

const SIDE_WORDS = ['defender', 'attacker'];

/** Each event of `events` as a sentence, or nothing for events that say nothing new (a phase ending). */
export function narrate(context: BattleContext, state: BattleState, events: readonly Event[]): string[] {
  const name = (id: unknown) => {
    const element = state.elements[id as number];
    if (!element) return `element ${String(id)}`;
    const type = context.types.get(element.type)?.name ?? element.type;
    return `${type} ${element.id} (${SIDE_WORDS[element.side]})`;
  };
  const at = (square: unknown) => `${(square as Square).x},${(square as Square).y}`;
  return events.flatMap((e): string[] => {
    switch (e.type) {
      case 'bound-began':
        return [`Bound ${String(e['bound'])}: the ${SIDE_WORDS[e['side'] as number]} rolls ${String(e['pips'])} PIPs.`];
      case 'moved':
        return [`${name(e['element'])} moved from ${at(e['from'])} to ${at(e['to'])}, facing ${String(e['facing'])}.`];
      case 'group-moved':
        return [`A ${String(e['formation'])} of ${(e['elements'] as unknown[]).length} moved ${String(e['squares'])} squares ahead.`];
      case 'charged':
        return [`${name(e['element'])} charged ${name(e['enemy'])}.`];
      case 'turned':
        return [`${name(e['element'])} turned to face ${String(e['facing'])}.`];
      case 'cast':
        return [`${name(e['caster'])} cast a spell at ${name(e['target'])}.`];
      case 'fought': {
        const [a, d] = e['dice'] as [number, number];
        const [ta, td] = e['totals'] as [number, number];
        const [ra, rd] = e['results'] as [string, string];
        const kind = e['kind'] === 'shooting' ? 'shot at' : e['kind'] === 'spell' ? 'bespelled' : 'fought';
        return [
          `${name(e['attacker'])} ${kind} ${name(e['defender'])}: die ${a}, total ${ta}, against die ${d}, total ${td} (${ra}; ${rd}).`,
        ];
      }
      case 'recoiled':
        return [`${name(e['element'])} recoiled to ${at(e['to'])}.`];
      case 'pushed-back':
        return [`${name(e['element'])} was pushed back to ${at(e['to'])}.`];
      case 'passed-through':
        return [`${name(e['element'])} passed through ${name(e['through'])}.`];
      case 'fled':
        return [`${name(e['element'])} fled to ${at(e['to'])}.`];
      case 'ran-off':
        return [`${name(e['element'])} ran off the battlefield.`];
      case 'destroyed':
        return [`${name(e['element'])} was destroyed.`];
      case 'support-lost':
        return [`${name(e['element'])}, its second rank, was lost with it.`];
      case 'ensorcelled':
        return [`${name(e['element'])} was ensorcelled.`];
      case 'recovery-paid':
        return [`${String(e['pips'])} PIPs spent towards bringing ${name(e['element'])} back.`];
      case 'recovered':
        return [`${name(e['element'])} is back in action.`];
      case 'captured':
        return [`${name(e['element'])} was captured.`];
      case 'battle-won':
        return [`The ${(e['winners'] as number[]).map((w) => SIDE_WORDS[w]).join(' and ')} won (${String(e['reason'])}).`];
      case 'bound-limit':
        return [`The bound limit was reached: a draw.`];
      default:
        return [];
    }
  });
}
