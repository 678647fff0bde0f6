/**
 * tugging: the tugging unit steps away from a neighbouring tile as if pushed back from it (turning
 * freely), then that tile moves into the hex the tugger left (turning freely). Not while either is
 * netted. A unit with Tugging uses itself; the Tug instant (tug.ts) lets any friendly unit do it once.
 * The tugged tile is turned by its owner (the document's example has the Outpost player aim the tugged
 * Commando): the player's own tile by the action's `targetRotation`, another seat's by that seat's
 * answer to a pending `turn-tugged` question, unless it looks the same every way.
 */
import { seatInFile, type Event } from '@armory/engine';
import { fieldNow, hexArg, adjacent, pushDestinations, moveTile, rotationArg } from '../position.js';
import type { Choices } from '../choices.js';
import { labels } from './step.js';
import { definePlay, label, type Params, type TurnContext } from './play.js';
import { kindsIn, type TuggingParams, type TugParams } from './params.js';

/**
 * Offers every legal tug by `tugger` onto tiles of the kinds `use.targets` allows, as actions starting
 * with `head` (and, when `tuggerKey` is given, a field of that name holding the tugger's hex).
 */
export function tugOptions(
  t: TurnContext,
  use: TuggingParams | TugParams,
  tugger: number,
  head: Params,
  out: Choices,
  tuggerKey: string | null = null,
): void {
  const f = fieldNow(t.state, t.cat);
  if (f.netted[tugger]) return;
  const tuggerRots = t.cat.types[t.state.board[tugger]!.type]!.rotations;
  const kinds = kindsIn(t.cat, use.targets);
  for (let d = 0; d < 6; d++) {
    const v = t.cat.board.neighbours[tugger * 6 + d]!;
    const c = v >= 0 ? t.state.board[v] : null;
    if (!c || f.netted[v] || kinds[c.type] !== 1) continue;
    const to = pushDestinations(t.state, t.cat, v, tugger);
    if (to.length === 0) continue;
    const target = t.cat.labelAlone[v]!;
    if (c.owner !== t.seat) {
      // Another seat's tile: its owner turns it afterwards (a pending question), so no targetRotation.
      if (tuggerKey === null) out.product(head, 'target', target, 'to', labels(t.cat, to), 'rotation', tuggerRots);
      else out.product(head, tuggerKey, t.cat.labelAlone[tugger]!, 'target', target, 'to', labels(t.cat, to), 'rotation', tuggerRots);
      continue;
    }
    const targetRots = t.cat.types[c.type]!.rotations;
    if (tuggerKey === null)
      out.product(head, 'target', target, 'to', labels(t.cat, to), 'rotation', tuggerRots, 'targetRotation', targetRots);
    else
      out.product(
        head,
        tuggerKey,
        t.cat.labelAlone[tugger]!,
        'target',
        target,
        'to',
        labels(t.cat, to),
        'rotation',
        tuggerRots,
        'targetRotation',
        targetRots,
      );
  }
}

/** Why a tug by `tugger` with parameters `p` is not legal, or null. */
export function refuseTug(t: TurnContext, use: TuggingParams | TugParams, tugger: number, p: Params): string | null {
  const target = hexArg(t.cat, p.target);
  const to = hexArg(t.cat, p.to);
  if (tugger < 0 || target < 0 || to < 0) return "tugging needs board hexes 'target' and 'to'";
  if (rotationArg(p.rotation) < 0) return "tugging needs a 'rotation' 0-5 for the tugger";
  const tc = t.state.board[tugger];
  if (!tc || tc.owner !== t.seat || t.cat.types[tc.type]!.kind !== 'unit') return `no unit of yours on ${label(t.cat, tugger)} to tug with`;
  const c = t.state.board[target];
  if (!c || !adjacent(t.cat, tugger, target)) return `no tile next to the tugger on ${label(t.cat, target)}`;
  if (c.owner === t.seat && rotationArg(p.targetRotation) < 0) return "tugging your own tile needs a 'targetRotation' 0-5 for it";
  if (c.owner !== t.seat && p.targetRotation !== undefined)
    return `the tile on ${label(t.cat, target)} is seat ${seatInFile(c.owner)}'s: its owner turns it after the tug, so leave 'targetRotation' out`;
  if (!(use.targets as readonly string[]).includes(t.cat.types[c.type]!.kind)) return `a ${t.cat.types[c.type]!.kind} cannot be tugged`;
  const f = fieldNow(t.state, t.cat);
  if (f.netted[tugger]) return `the tugging unit on ${label(t.cat, tugger)} is netted`;
  if (f.netted[target]) return `the tile on ${label(t.cat, target)} is netted and cannot be tugged`;
  if (!pushDestinations(t.state, t.cat, target, tugger).includes(to))
    return `the tugger cannot step away to ${label(t.cat, to)}: it must be an empty hex next to the tugger and not next to the tugged tile`;
  return null;
}

/** Carries out a tug that `refuseTug` accepted. */
export function performTug(t: TurnContext, tugger: number, p: Params, events: Event[]): void {
  const target = hexArg(t.cat, p.target);
  const to = hexArg(t.cat, p.to);
  const tc = t.state.board[tugger]!;
  const c = t.state.board[target]!;
  const own = c.owner === t.seat;
  moveTile(t.state, tugger, to, rotationArg(p.rotation));
  moveTile(t.state, target, tugger, own ? rotationArg(p.targetRotation) : c.rot);
  // Another seat's tile that can face more than one way: its owner chooses (answered in actions.ts).
  if (!own && t.cat.types[c.type]!.rotations.length > 1) t.state.pending = { seat: c.owner, kind: 'turn-tugged', hex: tugger };
  events.push({
    type: 'tugged',
    tugger: tc.tile,
    from: label(t.cat, tugger),
    to: label(t.cat, to),
    tile: c.tile,
    owner: c.owner,
    tileFrom: label(t.cat, target),
    tileTo: label(t.cat, tugger),
  });
}

/** Tugging, a unit's own ability. */
export const tugging = definePlay<TuggingParams>({
  id: 'tugging',
  options: (t, use, source, head, out) => {
    if (source.from === 'unit') tugOptions(t, use, source.hex, head, out);
  },
  refuse: (t, use, source, p) => refuseTug(t, use, source.from === 'unit' ? source.hex : -1, p),
  perform: (t, _use, source, p, events) => performTug(t, source.from === 'unit' ? source.hex : -1, p, events),
});
