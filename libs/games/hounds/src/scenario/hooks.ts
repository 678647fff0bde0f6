/**
 * What scenario files may set up and expect for Hounds and Heroes. A scenario either starts at the draft (a fresh
 * game from `seats`, `variants` and `seed`) or at the play stage of a turn laid out under `table`: each seat's
 * hand, deck (next card first), discard pile, life, treats and fainted hounds, the Barracks and the hero deck.
 * Seats count from 1 in scenario files, as everywhere users see them: `table.first`, the `sides` and `first`
 * expectations, and the seat fields of actions and events (`SEAT_FIELDS`: `pick`'s opponent, an event's seat, ...);
 * `table.sides` lists the seats in order, the first player first.
 */
import { seatFromFile, seatInFile, type GameExpectation, type Reference, type Scenario, type ScenarioHooks } from '@armory/engine';
import { bookFor } from '../book.js';
import type { HoundsContent } from '../content.js';
import { setup } from '../draft.js';
import { VARIANTS, type Variant } from '../options.js';
import type { HoundsState } from '../state.js';

interface TableSide {
  hand?: string[];
  deck?: string[];
  discard?: string[];
  fainted?: string[];
  life?: number;
  treats?: number;
  dry?: number;
  out?: boolean;
}

interface Table {
  sides: TableSide[];
  barracks?: string[];
  heroDeck?: string[];
  first?: number;
}

function variantsOf(scenario: Scenario): Variant[] {
  const list = (scenario['variants'] as string[] | undefined) ?? [];
  for (const v of list)
    if (!(VARIANTS as readonly string[]).includes(v)) throw new Error(`'${v}' is not a variant; choose from ${VARIANTS.join(', ')}`);
  return list as Variant[];
}

/** Lays out the table: a turn at its play stage, the draft done, nothing drawn yet this turn. */
function layTable(s: HoundsState, table: Table): void {
  if (table.sides.length !== s.sides.length)
    throw new Error(`table.sides lists ${table.sides.length} seats; the scenario plays ${s.sides.length}`);
  s.stage = 'play';
  s.turn = 1;
  s.pool = [];
  s.row = [];
  s.passed = s.sides.map(() => false);
  if (table.barracks) s.barracks = [...table.barracks];
  if (table.heroDeck) s.heroDeck = [...table.heroDeck];
  s.first = seatFromFile(table.first ?? 1);
  table.sides.forEach((t, q) => {
    const side = s.sides[q]!;
    side.hand = [...(t.hand ?? [])];
    side.deck = [...(t.deck ?? [])];
    side.discard = [...(t.discard ?? [])];
    side.fainted = [...(t.fainted ?? [])];
    side.owned = [...side.hand, ...side.deck, ...side.discard];
    // The hand was drawn from the deck as laid out.
    side.formed = [...side.hand, ...side.deck];
    side.played = null;
    if (t.life !== undefined) side.life = t.life;
    if (t.treats !== undefined) side.treats = t.treats;
    if (t.dry !== undefined) side.dry = t.dry;
    side.out = t.out ?? false;
    side.opponent = s.multiplayer ? side.opponent : 1 - q;
  });
}

/** Per-seat numbers a scenario may expect, e.g. `sides: [{ seat: 1, life: 27, treats: 3 }]`. */
const sides: GameExpectation<HoundsState, HoundsContent> = (s, want) => {
  const failures: string[] = [];
  for (const w of want as Array<Record<string, unknown> & { seat: number }>) {
    const side = s.sides[seatFromFile(w.seat)];
    if (!side) {
      failures.push(`expected seat ${w.seat} to exist`);
      continue;
    }
    const actual: Record<string, unknown> = {
      life: side.life,
      treats: side.treats,
      fainted: side.fainted.length,
      out: side.out,
      hand: side.hand.length,
      dry: side.dry,
    };
    for (const [key, value] of Object.entries(w)) {
      if (key === 'seat') continue;
      if (!(key in actual)) failures.push(`seat ${w.seat}: '${key}' is not a seat figure; known: ${Object.keys(actual).join(', ')}`);
      else if (actual[key] !== value)
        failures.push(`expected seat ${w.seat}'s ${key} to be ${JSON.stringify(value)}, got ${JSON.stringify(actual[key])}`);
    }
  }
  return failures;
};

const first: GameExpectation<HoundsState, HoundsContent> = (s, want) =>
  seatInFile(s.first) === want ? [] : [`expected seat ${String(want)} to pick and attack first this turn, got seat ${seatInFile(s.first)}`];

/** Fields of Hounds and Heroes' actions and events that name a seat (a number, or a list for `won` and `ability-order`). */
export const SEAT_FIELDS = ['seat', 'seats', 'opponent', 'by', 'first', 'from'] as const;

const stage: GameExpectation<HoundsState, HoundsContent> = (s, want) =>
  s.stage === want ? [] : [`expected the ${String(want)} stage, got ${s.stage}`];

function references(content: HoundsContent, scenario: Scenario): Reference[] {
  const table = scenario['table'] as Table | undefined;
  if (!table) return [];
  const book = bookFor(content, scenario['cards'] as string | undefined);
  const known = Object.keys(book.cards);
  const refs: Reference[] = [];
  const what = `a card of set '${book.set}'`;
  table.sides.forEach((t, q) => {
    for (const zone of ['hand', 'deck', 'discard', 'fainted'] as const)
      (t[zone] ?? []).forEach((value, i) => refs.push({ path: ['table', 'sides', q, zone, i], value, known, what }));
  });
  for (const zone of ['barracks', 'heroDeck'] as const)
    (table[zone] ?? []).forEach((value, i) =>
      refs.push({ path: ['table', zone, i], value, known: book.heroes, what: `a hero of set '${book.set}'` }),
    );
  return refs;
}

export const scenarioHooks: ScenarioHooks<HoundsState, HoundsContent> = {
  setup(content, scenario) {
    const seats = (scenario['seats'] as number | undefined) ?? content.rules.players.default;
    const s = setup(content, { seats, variants: variantsOf(scenario), cards: scenario['cards'] as string | undefined }, scenario.seed ?? 1);
    const table = scenario['table'] as Table | undefined;
    if (table) layTable(s, table);
    return s;
  },
  expectations: { sides, stage, first },
  zones: {
    hand: (s, q) => (q === undefined ? undefined : s.sides[q]?.hand),
    deck: (s, q) => (q === undefined ? undefined : s.sides[q]?.deck),
    discard: (s, q) => (q === undefined ? undefined : s.sides[q]?.discard),
    fainted: (s, q) => (q === undefined ? undefined : s.sides[q]?.fainted),
    owned: (s, q) => (q === undefined ? undefined : s.sides[q]?.owned),
    barracks: (s) => s.barracks,
    row: (s) => s.row,
    'hero-deck': (s) => s.heroDeck,
  },
  references,
};
