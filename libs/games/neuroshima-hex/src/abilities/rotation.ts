/** rotation: in its owner's turn the unit turns to face any way, without moving (`perTurn` times). */
import { fieldNow, rotationArg } from '../position.js';
import { otherRotations } from './step.js';
import { definePlay, label } from './play.js';
import type { RotationParams } from './params.js';
import { recast } from '../state.js';

/** Rotation, a unit's ability (the Archer's). */
export const rotation = definePlay<RotationParams>({
  id: 'rotation',
  options(t, _use, source, head, out) {
    if (source.from !== 'unit' || fieldNow(t.state, t.cat).netted[source.hex]) return;
    const cell = t.state.board[source.hex]!;
    out.product(head, 'rotation', otherRotations(t.cat.types[cell.type]!.rotations, cell.rot));
  },
  refuse(t, _use, source, p) {
    if (source.from !== 'unit') return 'rotation belongs to a unit';
    const r = rotationArg(p.rotation);
    if (r < 0) return "rotation needs a 'rotation' 0-5";
    if (fieldNow(t.state, t.cat).netted[source.hex]) return `the unit on ${label(t.cat, source.hex)} is netted and cannot turn`;
    if (r === t.state.board[source.hex]!.rot) return 'the unit already faces that way';
    return null;
  },
  perform(t, _use, source, p, events) {
    if (source.from !== 'unit') return;
    const cell = recast(t.state.board[source.hex]!, rotationArg(p.rotation), t.state.board[source.hex]!.marker);
    t.state.board[source.hex] = cell;
    events.push({ type: 'rotated', tile: cell.tile, owner: cell.owner, hex: label(t.cat, source.hex), rotation: cell.rot });
  },
});
