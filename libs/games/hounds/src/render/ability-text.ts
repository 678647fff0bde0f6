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

/** `{amount, plural, one {# treat} other {# treats}}`: a parameter's number picks the words (ICU message syntax). */
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+ \{[^{}]*\})+)\s*\}/g;
const FORM = /(=?\w+) \{([^{}]*)\}/g;
const englishPlurals = new Intl.PluralRules('en');

/** The form of a plural for `value`: an exact `=N` form first, then its plural category, then `other`; `#` is the number. */
function pluralForm(forms: string, value: unknown, shown: string): string | undefined {
  const byKey = new Map([...forms.matchAll(FORM)].map((m) => [m[1]!, m[2]!]));
  const n = typeof value === 'number' ? value : NaN;
  const form = byKey.get(`=${n}`) ?? (Number.isFinite(n) ? byKey.get(englishPlurals.select(n)) : undefined) ?? byKey.get('other');
  return form?.replace(/#/g, shown);
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
  return template
    .replace(PLURAL, (all, name: string, forms: string) =>
      name in params ? (pluralForm(forms, params[name], word(name, params[name])) ?? all) : all,
    )
    .replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? word(name, params[name]) : all));
}

/** A card's whole ability: its effects in order. */
export function abilityText(abilities: Ability[], catalog: EffectCatalog | undefined, text: TextLookup = english): string {
  return abilities.map((a) => effectText(a, catalog, text)).join(' Then: ');
}
