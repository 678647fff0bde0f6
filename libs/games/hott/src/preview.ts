/**
 * The editor's picture of a troop type (schema annotation `x-preview: troop-type`): its class, factors, moves
 * and cost, and a strip of its odds attacking every troop type in close combat in good going. Green: the rolls
 * that hurt the enemy; red: the rolls that hurt it. Needs the game's content for the odds; without it, the
 * figures alone.
 */
import type { Preview } from '@armory/engine';
import { combatRulesOf } from './compiled.js';
import { hottContent, type HottContent, type TroopType } from './content.js';
import { combatOdds } from './odds.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function contentOf(candidate: unknown): HottContent | undefined {
  if (candidate === null || typeof candidate !== 'object') return undefined;
  try {
    return hottContent(candidate as Record<string, unknown>);
  } catch {
    return undefined;
  }
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
  const content = contentOf(context.content);
  const rules = content && type.id ? combatRulesOf(content) : undefined;
  if (rules && type.id && rules.types.has(type.id)) {
    const ids = [...rules.types.keys()];
    const cell = (width - 20) / ids.length;
    text(10, 104, 'attacking each type, close combat, good going (green: enemy hurt, red: it is hurt)', ' font-size="10"');
    ids.forEach((enemy, i) => {
      const odds = combatOdds(rules, { attacker: { type: type.id! }, defender: { type: enemy } });
      const hurt = (side: 'attacker' | 'defender') => odds.outcomes.reduce((n, o) => n + (o[side] === 'no-effect' ? 0 : o.count), 0);
      const x = 10 + i * cell;
      const win = (hurt('defender') / odds.of) * 60;
      const loss = (hurt('attacker') / odds.of) * 60;
      lines.push(`<rect x="${x.toFixed(1)}" y="${(172 - win).toFixed(1)}" width="${(cell - 2).toFixed(1)}" height="${win.toFixed(1)}" fill="#3a3"><title>${escape(`${enemy}: enemy hurt ${hurt('defender')}/${odds.of}, it is hurt ${hurt('attacker')}/${odds.of}`)}</title></rect>`);
      lines.push(`<rect x="${x.toFixed(1)}" y="174" width="${(cell - 2).toFixed(1)}" height="${loss.toFixed(1)}" fill="#c33"/>`);
      lines.push(`<text x="${(x + cell / 2).toFixed(1)}" y="246" font-size="8" text-anchor="end" transform="rotate(-60 ${(x + cell / 2).toFixed(1)} 246)">${escape(enemy)}</text>`);
    });
    height = 300;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12"><rect width="100%" height="100%" fill="#fff" stroke="#999"/>${lines.join('')}</svg>`;
};
