/**
 * Abilities a player uses in their turn (instant tiles, unit abilities, army abilities). Each kind
 * lives in its own module and gives: the legal parameter sets, the reason a given set is refused,
 * and what it does. The dispatcher (turn-actions.ts) wraps the parameters into actions.
 */
import type { Event } from '@armory/engine';
import type { AbilityUse } from '../content.js';
import type { Catalog } from '../catalog.js';
import type { NhState } from '../state.js';
import type { Choices } from '../choices.js';

/** Where a use comes from: an instant tile played from the hand, a unit on the board, or the army. */
export type Source = { from: 'instant'; tile: string } | { from: 'unit'; hex: number } | { from: 'army' };

/** The turn an ability is used in. */
export interface TurnContext {
  state: NhState;
  cat: Catalog;
  /** The seat using it (whose turn it is). */
  seat: number;
}

/**
 * Parameters of a use: the action itself, read by field name (hexes as "q,r" labels). Its other fields
 * (`type`, and `ability` and `hex` of a board tile's use or `tile` of an instant) name the source, so a
 * use's own parameters never take those names; uses do not list the action's fields.
 */
export type Params = Record<string, unknown>;

/** One kind of usable ability, whose uses have parameters `P` (its generated parameter type). */
export interface Play<P extends { ability: string } = AbilityUse> {
  /** The ability id in content (the schema's `ability` constant). */
  id: P['ability'];
  /**
   * Offers every legal use now to `out`, as whole actions: `head` (the action's type and source
   * fields; shared, never to be changed) plus the parameters, in a fixed order. Offer groups with `out.product` where they are
   * products (destinations x rotations ...): random play then builds only the action it draws.
   */
  options(t: TurnContext, use: P, source: Source, head: Params, out: Choices): void;
  /** Why these parameters are not legal now, or null when they are. Must not change the state. */
  refuse(t: TurnContext, use: P, source: Source, p: Params): string | null;
  /** Carries out a use that `refuse` accepted. */
  perform(t: TurnContext, use: P, source: Source, p: Params, events: Event[]): void;
}

/**
 * Declares a usable ability with its generated parameter type. The dispatcher hands every module the
 * uses content gives for its id, which the pipeline validated against that same schema, so this is
 * the one place the parameter types are taken on trust.
 */
export function definePlay<P extends { ability: string }>(play: Play<P>): Play {
  return play as unknown as Play;
}

/** Whether a tile of `owner` is the acting seat's enemy: of another team (allies in team play are not). */
export function isEnemy(t: TurnContext, owner: number): boolean {
  return t.state.teams[owner] !== t.state.teams[t.seat];
}

/** The "q,r" label of a hex index. */
export function label(cat: Catalog, h: number): string {
  return cat.labels[h]!;
}
