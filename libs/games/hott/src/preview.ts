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

/**
 * The chart's size in drawing units and on paper. Printed 94 mm wide, two fit across an A4 page between its 10 mm
 * margins and four down, and its smallest text (`SMALLEST_TEXT`: the enemies' names and the caption) prints 2 mm
 * high; at 40 mm, the sheet's width for a picture that gives none, 25 charts filled one page with text under 1 mm.
 * On screen 94 mm is 355 px, so that text shows at 7.8 px and the rest larger.
 */
export const CHART = { width: 480, fullHeight: 318, printWidthMm: 94 } as const;
/** The smallest text of the chart, in drawing units. */
export const SMALLEST_TEXT = 10.5;

const mm = (units: number) => `${Math.round(((units * CHART.printWidthMm) / CHART.width) * 100) / 100}mm`;

/** Draws one troop type; `context.content` (the game's content) adds its odds against every type. */
export const troopTypePreview: Preview = (value, context) => {
  const type = value as Partial<TroopType>;
  const width = CHART.width;
  const lines: string[] = [];
  const text = (x: number, y: number, body: string, extra = '') => lines.push(`<text x="${x}" y="${y}"${extra}>${escape(body)}</text>`);
  text(10, 24, `${type.name ?? type.id ?? 'troop type'}`, ' font-size="18" font-weight="bold"');
  text(10, 46, `${type.class ?? '?'} · ${type.ap ?? '?'} AP${type.range ? ` · shoots ${type.range} paces` : ''}`);
  text(10, 66, `factor +${type.factor?.foot ?? '?'} vs foot, +${type.factor?.others ?? '?'} vs others`);
  const move = type.movement;
  text(10, 86, move ? `moves ${move.good} good / ${move.bad ?? 'no'} bad / ${move.road} road` : 'does not move');
  let height = 98;
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
    text(10, 112, caption, ` font-size="${SMALLEST_TEXT}"`);
    bars.forEach(({ enemy, good, bad, of }, i) => {
      const x = 10 + i * cell;
      const win = (good / of) * 60;
      const loss = (bad / of) * 60;
      lines.push(
        `<rect x="${x.toFixed(1)}" y="${(180 - win).toFixed(1)}" width="${(cell - 2).toFixed(1)}" height="${win.toFixed(1)}" fill="#3a3"><title>${escape(`${enemy}: green ${good}/${of}, red ${bad}/${of}`)}</title></rect>`,
      );
      lines.push(`<rect x="${x.toFixed(1)}" y="182" width="${(cell - 2).toFixed(1)}" height="${loss.toFixed(1)}" fill="#c33"/>`);
      lines.push(
        `<text x="${(x + cell / 2).toFixed(1)}" y="254" font-size="${SMALLEST_TEXT}" text-anchor="end" transform="rotate(-60 ${(x + cell / 2).toFixed(1)} 254)">${escape(enemy)}</text>`,
      );
    });
    height = CHART.fullHeight;
  }
  // Its size in mm is how the print sheet sizes it (libs/render footprintOf), and how a browser shows it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${mm(width)}" height="${mm(height)}" font-family="sans-serif" font-size="14"><rect width="100%" height="100%" fill="#fff" stroke="#999"/>${lines.join('')}</svg>`;
};
