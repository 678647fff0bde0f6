/**
 * cannibalize-enemy: an instant tile; a friendly unit with Cannibalism eats an adjacent enemy tile of
 * the listed kinds and takes a marker as in cannibalize.ts. A Medic protecting the victim is removed
 * instead and no marker is taken. When `countsAsCannibalize`, it uses up one of the turn's eats.
 */
import { fieldNow, hexArg } from '../position.js';
import { removeTile } from '../wounds.js';
import type { Field } from '../field.js';
import { cannibalizeRule, eat, eatingPair, eatOptions, refuseMarker } from './cannibalize.js';
import { definePlay, isEnemy, label, type TurnContext } from './play.js';
import { kindsIn, type CannibalizeEnemyParams } from './params.js';

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
    const kinds = kindsIn(t.cat, use.targets);
    const enemy = (f: Field, v: number) => kinds[f.type[v]!] === 1 && isEnemy(t, f.owner[v]!);
    // A Medic takes the victim's place, so the eater gets no marker.
    eatOptions(t, head, use.grants, enemy, (f, v) => f.medicCount[v]! > 0, out);
  },
  refuse(t, use, _source, p) {
    if (!eatLeft(t, use)) return 'no cannibalization is left this turn (Cannibalize the Enemy counts towards the limit)';
    const kinds = kindsIn(t.cat, use.targets);
    const pair = eatingPair(t, p, 'cannibalize the enemy', (f, v) => kinds[f.type[v]!] === 1 && isEnemy(t, f.owner[v]!), 'enemy tile');
    if (typeof pair === 'string') return pair;
    if (pair.f.medicCount[pair.victim])
      return p.marker === null || p.marker === undefined
        ? null
        : 'a Medic protects the victim: it is removed instead and no marker is taken';
    return refuseMarker(t, pair.eater, pair.victim, use.grants, p.marker);
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
