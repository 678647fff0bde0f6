/**
 * A battle's events in words, for `armory hott battle`'s page: "Knights 3 (defender) moved from 5,5 to 5,8".
 * Elements are named by their troop type and id; squares as "x,y" from the defender's left rear corner.
 */
import type { Event } from '@armory/engine';
import type { BattleContext } from './context.js';
import { SIDE_WORDS, type BattleState } from './state.js';
import type { Square } from './table.js';

/** What each combat result (schemas/hott/result.schema.json) does to the element, in a word or two. */
const RESULT_WORDS: Record<string, string> = {
  'no-effect': 'unharmed',
  recoil: 'recoils',
  flee: 'flees',
  'flee-off-battlefield': 'flees the battlefield',
  destroyed: 'destroyed',
  ensorcelled: 'ensorcelled',
  captured: 'captured',
};

/** `count` of `thing`, singular when one: "1 PIP", "3 squares". */
const counted = (count: unknown, thing: string) => `${String(count)} ${thing}${count === 1 ? '' : 's'}`;

/**
 * Why a recoil or flight ended an element (the `cause` of recoil-on-table.ts's `destroyed`): the causes it names
 * itself, or else the recoil checklist row (recoil.yaml) that decided it; `blocker` names what stopped it (the
 * event's `blockedBy`, in words), when the event gives it.
 */
function causeWords(cause: string, way: string, by: string | undefined, blocker: string | undefined): string {
  if (by) return `${by}, recoiling, ran into it (the recoil checklist's ${cause})`;
  if (cause === 'off-table') return `${way} took it off the table's edge`;
  const blocked = blocker ? `: ${blocker} blocked it` : '';
  if (cause === 'nowhere-to-land') return `${way} passed through the element behind it but had no square to land on${blocked}`;
  if (cause === 'push-blocked') return `${way} met an element it could not push back${blocked}`;
  return `${way} was blocked by ${blocker ?? 'the element behind it'} (the recoil checklist's ${cause})`;
}

/**
 * Each event of `events` as a sentence, or nothing for events that say nothing new (a phase ending). A group's
 * move is one sentence naming each element's move; moves after it are their own.
 */
export function narrate(context: BattleContext, state: BattleState, events: readonly Event[]): string[] {
  // The element by its troop type and id alone ("Knights 3"), and with its side ("Knights 3 (defender)").
  const short = (id: unknown) => {
    const element = state.elements[id as number];
    if (!element) return `element ${String(id)}`;
    return `${context.types.get(element.type)?.name ?? element.type} ${element.id}`;
  };
  const name = (id: unknown) => {
    const element = state.elements[id as number];
    return element ? `${short(id)} (${SIDE_WORDS[element.side]})` : short(id);
  };
  const at = (square: unknown) => `${(square as Square).x},${(square as Square).y}`;
  const result = (id: unknown, r: string) => `${short(id)} ${RESULT_WORDS[r] ?? r}`;
  // The elements a fight made flee, so that one destroyed on the way is said to have died in its flight, not its recoil.
  const fleeing = new Set<unknown>();
  // The members' moves a group's sentence has already told.
  const told = new Set<Event>();
  return events.flatMap((e, i): string[] => {
    if (told.has(e)) return [];
    switch (e.type) {
      case 'bound-began':
        return [`Bound ${String(e['bound'])}: the ${SIDE_WORDS[e['side'] as number]} rolls ${counted(e['pips'], 'PIP')}.`];
      case 'moved':
        return [`${name(e['element'])} moved from ${at(e['from'])} to ${at(e['to'])}, facing ${String(e['facing'])}.`];
      case 'group-moved': {
        const members = e['elements'] as unknown[];
        const moves = events.slice(i + 1).filter((m) => m.type === 'moved' && members.includes(m['element']));
        for (const m of moves) told.add(m);
        const each = moves.map((m) => `${name(m['element'])} from ${at(m['from'])} to ${at(m['to'])}`).join(', ');
        return [
          `A ${String(e['formation'])} of ${members.length} moved ${counted(e['squares'], 'square')} ahead${each ? `: ${each}` : ''}.`,
        ];
      }
      case 'charged':
        return [`${name(e['element'])} charged ${name(e['enemy'])}.`];
      case 'turned':
        return [`${name(e['element'])} turned to face ${String(e['facing'])}.`];
      case 'cast':
        return [`${name(e['caster'])} cast a spell at ${name(e['target'])}.`];
      case 'target-chosen':
        return [`${name(e['shooter'])} took aim at ${name(e['target'])}.`];
      case 'fought': {
        const [a, d] = e['dice'] as [number, number];
        const [ta, td] = e['totals'] as [number, number];
        const [ra, rd] = e['results'] as [string, string];
        if (ra === 'flee') fleeing.add(e['attacker']);
        if (rd === 'flee') fleeing.add(e['defender']);
        const kind = e['kind'] === 'shooting' ? 'shot at' : e['kind'] === 'spell' ? 'bespelled' : 'fought';
        return [
          `${name(e['attacker'])} ${kind} ${name(e['defender'])}: die ${a}, total ${ta}, against die ${d}, total ${td}: ${result(e['attacker'], ra)}, ${result(e['defender'], rd)}.`,
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
      case 'destroyed': {
        if (e['cause'] === undefined) return [`${name(e['element'])} was destroyed.`];
        const way = fleeing.has(e['element']) ? 'its flight' : 'its recoil';
        const by = e['by'] === undefined ? undefined : name(e['by']);
        const blockedBy = e['blockedBy'];
        const blocker = blockedBy === undefined ? undefined : blockedBy === 'table-edge' ? "the table's edge" : name(blockedBy);
        return [`${name(e['element'])} was destroyed: ${causeWords(String(e['cause']), way, by, blocker)}.`];
      }
      case 'support-lost':
        return [`${name(e['element'])}, its second rank, was lost with it.`];
      case 'ensorcelled':
        return [`${name(e['element'])} was ensorcelled.`];
      case 'recovery-paid':
        return [`${counted(e['pips'], 'PIP')} spent towards bringing ${name(e['element'])} back.`];
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
