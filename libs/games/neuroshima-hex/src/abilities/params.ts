/**
 * Each ability's parameters as generated from its schema (schemas/neuroshima-hex/abilities/*.schema.json)
 * into the typed content package. Ability modules are declared with these types (`definePlay`,
 * `defineAura`), so renaming a parameter in a schema breaks the build of the module that reads it.
 */
import { perCatalog, type Catalog } from '../catalog.js';

export type {
  Avalanche as AvalancheParams,
  Battle as BattleParams,
  Bloodlust as BloodlustParams,
  Cannibalize as CannibalizeParams,
  CannibalizeEnemy as CannibalizeEnemyParams,
  Freezing as FreezingParams,
  Gourmet as GourmetParams,
  InitiativeModifier as InitiativeModifierParams,
  Medic as MedicParams,
  Mobility as MobilityParams,
  Move as MoveParams,
  PushBack as PushBackParams,
  Rotation as RotationParams,
  StrengthModifier as StrengthModifierParams,
  Swap as SwapParams,
  SwapZone as SwapZoneParams,
  ToughnessModifier as ToughnessModifierParams,
  Tug as TugParams,
  Tugging as TuggingParams,
} from '@armory/content-neuroshima-hex';

import type * as P from '@armory/content-neuroshima-hex';

/** The parameter type of each ability id. */
export interface ParamsById {
  avalanche: P.Avalanche;
  battle: P.Battle;
  bloodlust: P.Bloodlust;
  cannibalism: P.Cannibalism;
  cannibalize: P.Cannibalize;
  'cannibalize-enemy': P.CannibalizeEnemy;
  freezing: P.Freezing;
  gourmet: P.Gourmet;
  'initiative-modifier': P.InitiativeModifier;
  medic: P.Medic;
  mobility: P.Mobility;
  move: P.Move;
  'push-back': P.PushBack;
  rotation: P.Rotation;
  'strength-modifier': P.StrengthModifier;
  swap: P.Swap;
  'swap-zone': P.SwapZone;
  'toughness-modifier': P.ToughnessModifier;
  tug: P.Tug;
  tugging: P.Tugging;
}

/** A use of ability `id` from an id-keyed map of uses (a tile design's or an army's), typed by its schema. */
export function useOf<K extends keyof ParamsById>(uses: Readonly<Record<string, unknown>>, id: K): ParamsById[K] | undefined {
  return uses[id] as ParamsById[K] | undefined;
}

const designUseCache = perCatalog(() => new Map<string, ReadonlyArray<unknown>>());

/**
 * Each tile design's use of ability `id`, by design index (undefined for designs without it): built once
 * per catalog and id, for code that asks design by design in a loop over the board.
 */
export function designUses<K extends keyof ParamsById>(cat: Catalog, id: K): ReadonlyArray<ParamsById[K] | undefined> {
  const byId = designUseCache(cat);
  let uses = byId.get(id);
  if (!uses) byId.set(id, (uses = cat.types.map((t) => useOf(t.abilities, id))));
  return uses as ReadonlyArray<ParamsById[K] | undefined>;
}

const kindTables = perCatalog(() => new WeakMap<readonly string[], Uint8Array>());

/**
 * Per tile design, 1 when its kind is one of `kinds` (a use's `targets` list): built once per catalog
 * and list, for code that tests tile after tile against the same list.
 */
export function kindsIn(cat: Catalog, kinds: readonly string[]): Uint8Array {
  const byList = kindTables(cat);
  let table = byList.get(kinds);
  if (!table) byList.set(kinds, (table = Uint8Array.from(cat.types, (t) => (kinds.includes(t.kind) ? 1 : 0))));
  return table;
}
