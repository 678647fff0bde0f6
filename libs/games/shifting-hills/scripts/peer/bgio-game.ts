/**
 * The benchmark's peer: Battle for The Shifting Hills written against boardgame.io (0.50), as a boardgame.io
 * author would write it: G holds the board and squads, moves change G (immer), turn hooks free the squads and
 * count HQ captures. Same rules as src/ (the content's tables give every number), written apart from them.
 * Bench-only: nothing in the product imports this folder.
 */
import type { Tables } from '../../src/content.js';

/** One squad in G. */
interface PeerSquad {
  id: string;
  seat: number;
  unit: number;
  units: number;
  hex: number;
  impeded: boolean;
  acted: boolean;
  moves: number;
  moved: boolean;
  held: number;
}

/** boardgame.io's G. */
export interface PeerG {
  tiles: number[];
  revealed: boolean[];
  stars: number[]; // 0 none, 1 waiting, 2 taken
  squads: PeerSquad[];
  deck: string[];
  hands: string[][];
  discard: string[];
  cardPlayed: boolean;
  first: number;
  result: { winner?: number; draw?: boolean; reason: string } | null;
}

/** A move the random player may make: its name and arguments. */
export interface PeerMove {
  move: string;
  args: unknown[];
}

type Ctx = { currentPlayer: string; turn: number };
type MoveArgs = { G: PeerG; ctx: Ctx; events: { endTurn(): void } };

/** The boardgame.io game object for these tables, with a turn limit (a draw, as in ours); `start` replaces the shuffled set-up (for tests). */
export function peerGame(t: Tables, turnLimit: number, start?: PeerG) {
  const enterRules = (sq: PeerSquad, hex: number, kind: 'impedes' | 'forbids', G: PeerG) =>
    t.tiles[G.tiles[hex]!]!.entering.some((r) => {
      if (r.effect !== kind || (r.units && !r.units.includes(sq.unit))) return false;
      if (r.whose === 'any') return true;
      const owner = t.headquarters.indexOf(hex);
      return owner >= 0 && (r.whose === 'own' ? owner === sq.seat : owner !== sq.seat);
    });
  const adjacent = (a: number, b: number) => t.board.distance(a, b) === 1;
  const player = (ctx: Ctx) => Number(ctx.currentPlayer);
  const unitsLeft = (G: PeerG, seat: number) => G.squads.reduce((n, q) => n + (q.seat === seat ? q.units : 0), 0);
  const wound = (G: PeerG, sq: PeerSquad, n: number) => {
    sq.units = Math.max(0, sq.units - n);
    if (sq.units > 0) return;
    sq.hex = -1;
    sq.held = 0;
    sq.impeded = false;
    if (t.rout && unitsLeft(G, sq.seat) === 0) G.result = { winner: 1 - sq.seat, reason: 'rout' };
  };
  const draw = (G: PeerG, sq: PeerSquad) => {
    const card = G.deck.pop();
    if (card === undefined) return;
    const effect = t.cards[t.cardIndex.get(card)!]!.effect;
    if (effect.effect === 'survivors-found') {
      G.discard.push(card);
      const spare = t.chits - unitsLeft(G, sq.seat);
      sq.units += Math.max(0, Math.min((effect.gain as Record<string, number>)[t.units[sq.unit]!.id] ?? 0, spare));
    } else G.hands[sq.seat]!.push(card);
  };
  const enter = (G: PeerG, sq: PeerSquad, hex: number) => {
    sq.hex = hex;
    sq.held = 0;
    if (enterRules(sq, hex, 'impedes', G)) sq.impeded = true;
    const owner = t.headquarters.indexOf(hex);
    if (t.seize && sq.unit === t.capture.unit && owner >= 0 && owner !== sq.seat) {
      sq.held = 1;
      if (sq.held >= t.capture.turns) G.result = { winner: sq.seat, reason: 'seize' };
    }
    if (G.stars[hex] === 1) {
      G.stars[hex] = 2;
      draw(G, sq);
    }
  };
  const fight = (G: PeerG, a: PeerSquad, d: PeerSquad, strikes: number) => {
    const hex = d.hex;
    for (let k = 0; k < strikes && d.units > 0; k++)
      wound(G, d, Math.max(0, t.units[a.unit]!.attack[d.unit]! + t.tiles[G.tiles[a.hex]!]!.atk - t.tiles[G.tiles[d.hex]!]!.def));
    if (G.result) return;
    if (d.units > 0) return wound(G, a, t.units[d.unit]!.attack[a.unit]! + t.tiles[G.tiles[d.hex]!]!.atk);
    if (!G.squads.some((q) => q.hex === hex) && !enterRules(a, hex, 'forbids', G)) enter(G, a, hex);
  };
  const free = (G: PeerG, sq: PeerSquad, to: number) =>
    !G.squads.some((q) => q.hex === to) && !(G.revealed[to] && enterRules(sq, to, 'forbids', G));
  const done = (G: PeerG, ctx: Ctx) => !G.squads.some((q) => q.seat === player(ctx) && q.hex >= 0 && !q.acted);
  const finish = ({ G, ctx, events }: MoveArgs) => {
    if (!G.result && done(G, ctx)) events.endTurn();
  };
  const byId = (G: PeerG, id: string) => G.squads.find((q) => q.id === id)!;

  return {
    name: 'shifting-hills-peer',
    setup: ({ random }: { random: { Shuffle<T>(a: T[]): T[]; Die(n: number): number } }): PeerG => {
      if (start) return structuredClone(start);
      const land = random.Shuffle(t.landPool.slice());
      const tiles: number[] = [];
      const stars: number[] = [];
      const revealed: boolean[] = [];
      for (let hex = 0, next = 0; hex < t.board.size; hex++) {
        const hq = t.headquarters.includes(hex);
        const laid = hq ? { tile: t.headquartersTile, star: false } : land[next++]!;
        tiles.push(laid.tile);
        stars.push(laid.star ? 1 : 0);
        revealed.push(hq);
      }
      const squads: PeerSquad[] = [];
      for (let seat = 0; seat < t.seats; seat++)
        t.units.forEach((u, i) =>
          squads.push({
            id: `${seat + 1}-${u.id}`,
            seat,
            unit: i,
            units: u.squad,
            hex: t.headquarters[seat]!,
            impeded: false,
            acted: false,
            moves: 1,
            moved: false,
            held: 0,
          }),
        );
      return {
        tiles,
        revealed,
        stars,
        squads,
        deck: random.Shuffle(t.deck.slice()),
        hands: [[], []],
        discard: [],
        cardPlayed: false,
        first: random.Die(t.seats) - 1,
        result: null,
      };
    },
    turn: {
      order: {
        first: ({ G }: { G: PeerG }) => G.first,
        next: ({ ctx }: { ctx: { playOrderPos: number; numPlayers: number } }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
      },
      onBegin: ({ G, ctx }: { G: PeerG; ctx: Ctx }) => {
        G.cardPlayed = false;
        for (const q of G.squads) {
          if (q.seat !== player(ctx)) continue;
          q.acted = false;
          q.moved = false;
          q.moves = 1;
          if (q.held > 0 && !G.result) {
            q.held++;
            if (q.held >= t.capture.turns) G.result = { winner: q.seat, reason: 'seize' };
          }
        }
      },
      onEnd: ({ G, ctx }: { G: PeerG; ctx: Ctx }) => {
        if (!G.result && ctx.turn >= turnLimit) G.result = { draw: true, reason: 'turn-limit' };
      },
    },
    moves: {
      move: (a: MoveArgs, id: string, to: number) => {
        const sq = byId(a.G, id);
        if (!a.G.revealed[to]) a.G.revealed[to] = true;
        if (enterRules(sq, to, 'forbids', a.G)) sq.acted = true;
        else {
          sq.moved = true;
          if (--sq.moves <= 0) sq.acted = true;
          enter(a.G, sq, to);
          if (sq.impeded) sq.acted = true;
        }
        finish(a);
      },
      attack: (a: MoveArgs, id: string, target: string) => {
        const sq = byId(a.G, id);
        sq.acted = true;
        fight(a.G, sq, byId(a.G, target), 1);
        finish(a);
      },
      deimpede: (a: MoveArgs, id: string) => {
        const sq = byId(a.G, id);
        sq.impeded = false;
        sq.acted = true;
        finish(a);
      },
      wait: (a: MoveArgs, id: string) => {
        byId(a.G, id).acted = true;
        finish(a);
      },
      end: (a: MoveArgs) => a.events.endTurn(),
      play: (a: MoveArgs, card: string, id: string | null, target: string | null) => {
        const G = a.G;
        const hand = G.hands[player(a.ctx)]!;
        hand.splice(hand.indexOf(card), 1);
        G.discard.push(card);
        G.cardPlayed = true;
        const effect = t.cards[t.cardIndex.get(card)!]!.effect as { effect: string; damage?: number; strikes?: number; moves?: number };
        if (effect.effect === 'artillery-strike') wound(G, byId(G, target!), effect.damage!);
        else if (effect.effect === 'boost') byId(G, id!).moves = effect.moves!;
        else if (effect.effect === 'extra-ammo') {
          const sq = byId(G, id!);
          sq.acted = true;
          fight(G, sq, byId(G, target!), effect.strikes!);
        }
        finish(a);
      },
    },
    endIf: ({ G }: { G: PeerG }) => G.result ?? undefined,
    ai: {
      /** Every legal move, as our `legalActions` lists them (squad by squad, then bonus plays, then end). */
      enumerate: (G: PeerG, ctx: Ctx): PeerMove[] => {
        const p = player(ctx);
        const out: PeerMove[] = [];
        const ready: PeerSquad[] = [];
        for (const sq of G.squads) {
          if (sq.seat !== p || sq.hex < 0 || sq.acted) continue;
          if (sq.impeded) {
            out.push({ move: 'deimpede', args: [sq.id] });
            continue;
          }
          for (let d = 0; d < 6; d++) {
            const to = t.board.neighbours[sq.hex * 6 + d]!;
            if (to >= 0 && free(G, sq, to)) out.push({ move: 'move', args: [sq.id, to] });
          }
          if (!sq.moved) {
            ready.push(sq);
            for (const e of G.squads)
              if (e.seat !== p && e.hex >= 0 && adjacent(sq.hex, e.hex)) out.push({ move: 'attack', args: [sq.id, e.id] });
          }
          out.push({ move: 'wait', args: [sq.id] });
        }
        if (!G.cardPlayed) {
          const hand = G.hands[p]!;
          hand.forEach((card, i) => {
            if (hand.indexOf(card) !== i) return;
            const effect = t.cards[t.cardIndex.get(card)!]!.effect.effect;
            if (effect === 'artillery-strike')
              for (const e of G.squads) if (e.seat !== p && e.hex >= 0) out.push({ move: 'play', args: [card, null, e.id] });
            if (effect === 'boost') for (const sq of ready) out.push({ move: 'play', args: [card, sq.id, null] });
            if (effect === 'extra-ammo')
              for (const sq of ready)
                for (const e of G.squads)
                  if (e.seat !== p && e.hex >= 0 && adjacent(sq.hex, e.hex)) out.push({ move: 'play', args: [card, sq.id, e.id] });
          });
        }
        out.push({ move: 'end', args: [] });
        return out;
      },
    },
  };
}
