/**
 * The editor's picture of a troop type (schema annotation `x-preview: troop-type`): its class, factors, moves
 * and cost, and a strip of its odds attacking every troop type in close combat in good going. With the game's
 * content (`context.content`), green is the rolls that hurt the enemy and red the rolls that hurt it, through
 * the outcome tables; with only its own file (troop-types.yaml, as the editor gives it), green is the rolls it
 * wins and red the rolls it loses on factors alone.
 */
import { contest, die, type Preview } from '@armory/engine';
import { hottContent, type TroopType } from './content.js';
import { oddsBars, type OddsBar } from './preview-odds.js';
import { troopFactor } from './resolve.js';
import { compileCombat, type CombatRules } from './rules.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The editor draws every troop type's picture after each keystroke with one new content object, so the rules are
 * compiled once per content object (the odds themselves are remembered across content objects, preview-odds.ts).
 * Compiled here rather than through compiled.ts, whose numbered registry would keep every edit's rules alive.
 */
const rulesFor = new WeakMap<object, CombatRules | undefined>();

function rulesOf(candidate: unknown): CombatRules | undefined {
  if (candidate === null || typeof candidate !== 'object') return undefined;
  if (rulesFor.has(candidate)) return rulesFor.get(candidate);
  let rules: CombatRules | undefined;
  try {
    rules = compileCombat(hottContent(candidate as Record<string, unknown>));
  } catch {
    rules = undefined;
  }
  rulesFor.set(candidate, rules);
  return rules;
}

/** Draws one troop type; `context.content` (the game's content) adds its odds against every type. */
export const troopTypePreview: Preview = (value, context) => {
  const type = value as Partial<TroopType>;
  const width = 480;
  const lines: string[] = [];
  const text = (x: number, y: number, body: string, extra = '') => lines.push(`<text x="${x}" y="${y}"${extra}>${escape(body)}</text>`);
  text(10, 22, `${type.name ?? type.id ?? 'troop type'}`, ' font-size="16" font-weight="bold"');
  text(10, 42, `${type.class ?? '?'} · ${type.ap ?? '?'} AP${type.range ? ` · shoots ${type.range} paces` : ''}`);
  text(10, 60, `factor +${type.factor?.foot ?? '?'} vs foot, +${type.factor?.others ?? '?'} vs others`);
  const move = type.movement;
  text(10, 78, move ? `moves ${move.good} good / ${move.bad ?? 'no'} bad / ${move.road} road` : 'does not move');
  let height = 90;
  const rules = type.id ? rulesOf(context.content) : undefined;
  const fileTypes = (context.file as { types?: Partial<TroopType>[] } | undefined)?.types;
  let bars: OddsBar[] | undefined;
  let caption = '';
  if (rules && type.id && rules.types.has(type.id)) {
    caption = 'attacking each type, close combat, good going (green: enemy hurt, red: it is hurt)';
    bars = oddsBars(rules, type.id);
  } else if (Array.isArray(fileTypes) && type.factor) {
    // Factors alone: one d6 each, its factor against the enemy's class, the enemy's against its class.
    caption = 'against each type on factors alone, one d6 each (green: it wins the roll, red: it loses)';
    // The die is combat.yaml's; a caller that gives only this file gets HOTT's usual d6.
    const d6 = die((context.content as { combat?: { die?: { sides?: number } } } | undefined)?.combat?.die?.sides ?? 6);
    const rolls = d6.total * d6.total;
    bars = fileTypes
      .filter((t) => typeof t?.id === 'string' && t.factor)
      .map((enemy) => {
        const mine = troopFactor(type as TroopType, enemy.class ?? 'others');
        const theirs = troopFactor(enemy as TroopType, type.class ?? 'others');
        const odds = contest(d6, mine, d6, theirs);
        const count = (p: { num: bigint; den: bigint }) => Number((p.num * rolls) / p.den);
        return { enemy: enemy.id!, good: count(odds.win), bad: count(odds.lose), of: Number(rolls) };
      });
  }
  if (bars) {
    const cell = (width - 20) / bars.length;
    text(10, 104, caption, ' font-size="10"');
    bars.forEach(({ enemy, good, bad, of }, i) => {
      const x = 10 + i * cell;
      const win = (good / of) * 60;
      const loss = (bad / of) * 60;
      lines.push(
        `<rect x="${x.toFixed(1)}" y="${(172 - win).toFixed(1)}" width="${(cell - 2).toFixed(1)}" height="${win.toFixed(1)}" fill="#3a3"><title>${escape(`${enemy}: green ${good}/${of}, red ${bad}/${of}`)}</title></rect>`,
      );
      lines.push(`<rect x="${x.toFixed(1)}" y="174" width="${(cell - 2).toFixed(1)}" height="${loss.toFixed(1)}" fill="#c33"/>`);
      lines.push(
        `<text x="${(x + cell / 2).toFixed(1)}" y="246" font-size="8" text-anchor="end" transform="rotate(-60 ${(x + cell / 2).toFixed(1)} 246)">${escape(enemy)}</text>`,
      );
    });
    height = 300;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12"><rect width="100%" height="100%" fill="#fff" stroke="#999"/>${lines.join('')}</svg>`;
};
