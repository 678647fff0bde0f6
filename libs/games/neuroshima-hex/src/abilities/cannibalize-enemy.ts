/**
 * cannibalize-enemy: an instant tile; a friendly unit with Cannibalism eats an adjacent enemy tile of
 * the listed kinds and takes a marker as in cannibalize.ts. A Medic protecting the victim is removed
 * instead and no marker is taken. When `countsAsCannibalize`, it uses up one of the turn's eats.
 */
import { adjacent, fieldNow, hexArg } from '../position.js';
import { removeTile } from '../wounds.js';
import type { Field } from '../field.js';
import { canEat, cannibalizeRule, eat, eatOptions, markerChoices, refuseMarker } from './cannibalize.js';
import { definePlay, isEnemy, label, type TurnContext } from './play.js';
import type { CannibalizeEnemyParams } from './params.js';

/** Whether the turn still has an eat left for this use (an army without Cannibalize has no limit to count against). */
export function eatLeft(t: TurnContext, use: CannibalizeEnemyParams): boolean {
  const rule = cannibalizeRule(t);
  return !use.countsAsCannibalize || !rule || (t.state.used['cannibalize'] ?? 0) < rule.perTurn;
}

/** Cannibalize the Enemy. */
export const cannibalizeEnemy = definePlay<CannibalizeEnemyParams>({
  id: 'cannibalize-enemy',
  options(t, use, _source, head, out) {
    if (!eatLeft(t, use)) return;
    const enemy = (_f: Field, v: number) => {
      const c = t.state.board[v]!;
      return isEnemy(t, c.owner) && (use.targets as readonly string[]).includes(t.cat.types[c.type]!.kind);
    };
    // A Medic takes the victim's place, so the eater gets no marker.
    eatOptions(t, head, enemy, (f, h, v) => (f.medicCount[v] ? [] : markerChoices(t, h, v, use.grants)), out);
  },
  refuse(t, use, _source, p) {
    if (!eatLeft(t, use)) return 'no cannibalization is left this turn (Cannibalize the Enemy counts towards the limit)';
    const eater = hexArg(t.cat, p.eater);
    const victim = hexArg(t.cat, p.victim);
    if (eater < 0 || victim < 0) return "cannibalize the enemy needs board hexes 'eater' and 'victim'";
    const f = fieldNow(t.state, t.cat);
    if (!canEat(t.state, t.cat, f, t.seat, eater)) return `no unit of yours with Cannibalism that may eat on ${label(t.cat, eater)} (netted units cannot)`;
    const c = t.state.board[victim];
    if (!c || !isEnemy(t, c.owner) || !adjacent(t.cat, eater, victim) || !(use.targets as readonly string[]).includes(t.cat.types[c.type]!.kind)) return `${label(t.cat, victim)} holds no enemy tile next to the eater that may be eaten`;
    if (f.netted[victim]) return `the tile on ${label(t.cat, victim)} is netted and cannot be eaten`;
    if (f.medicCount[victim]) return p.marker === null || p.marker === undefined ? null : 'a Medic protects the victim: it is removed instead and no marker is taken';
    return refuseMarker(t, eater, victim, use.grants, p.marker);
  },
  perform(t, use, _source, p, events) {
    const eater = hexArg(t.cat, p.eater);
    const victim = hexArg(t.cat, p.victim);
    if (use.countsAsCannibalize) t.state.used['cannibalize'] = (t.state.used['cannibalize'] ?? 0) + 1;
    const f = fieldNow(t.state, t.cat);
    if (f.medicCount[victim]) {
      const medic = f.medics[victim * 6]!;
      events.push({ type: 'medic', hex: label(t.cat, medic), saved: label(t.cat, victim) });
      removeTile(t.state, t.cat, null, medic, 'discard', events, 'medic-spent');
      return;
    }
    eat(t, eater, victim, (p.marker as string | null) ?? null, events);
  },
});
