/** A card's ability in words: each effect's catalog text with its parameters put in. */
import type { Ability, EffectCatalog } from '@armory/content-hounds';

/** Looks a translatable text up by key (the editor's locale), falling back to the English. */
export type TextLookup = (key: string, english: string) => string;

const english: TextLookup = (_key, text) => text;

/** Words for a parameter value: own/opponent read as "your"/"the opponent's", a positive change gets its sign. */
function word(name: string, value: unknown): string {
  if (value === 'own') return 'your';
  if (value === 'opponent') return "the opponent's";
  if (name === 'change' && typeof value === 'number' && value > 0) return `+${value}`;
  return String(value);
}

/** One effect as a card says it; without a catalog entry, the effect id and its parameters. */
export function effectText(ability: Ability, catalog: EffectCatalog | undefined, text: TextLookup = english): string {
  const { effect, ...params } = ability as unknown as Record<string, unknown> & { effect: string };
  const entry = catalog?.effects.find((e) => e.id === effect);
  if (!entry)
    return `${effect} (${Object.entries(params)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ')})`;
  const template = text(`effects.${effect}.text`, entry.text);
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? word(name, params[name]) : all));
}

/** A card's whole ability: its effects in order. */
export function abilityText(abilities: Ability[], catalog: EffectCatalog | undefined, text: TextLookup = english): string {
  return abilities.map((a) => effectText(a, catalog, text)).join(' Then: ');
}
