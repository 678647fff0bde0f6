/**
 * gettext `Plural-Forms` headers by language, as the GNU gettext manual lists them. Armory's texts are names
 * without plurals today, but Poedit and Weblate expect the header and use it to set up a new translation.
 */
export const PLURAL_FORMS: Readonly<Record<string, string>> = {
  /** One form for every count. */
  ja: 'nplurals=1; plural=0;',
  ko: 'nplurals=1; plural=0;',
  zh: 'nplurals=1; plural=0;',
  vi: 'nplurals=1; plural=0;',
  /** Singular for 0 and 1. */
  fr: 'nplurals=2; plural=(n > 1);',
  /** Singular for 1, as in English. */
  en: 'nplurals=2; plural=(n != 1);',
  de: 'nplurals=2; plural=(n != 1);',
  nl: 'nplurals=2; plural=(n != 1);',
  es: 'nplurals=2; plural=(n != 1);',
  it: 'nplurals=2; plural=(n != 1);',
  pt: 'nplurals=2; plural=(n != 1);',
  sv: 'nplurals=2; plural=(n != 1);',
  hu: 'nplurals=2; plural=(n != 1);',
  fi: 'nplurals=2; plural=(n != 1);',
  /** Polish: 1, 2-4 (not 12-14), the rest. */
  pl: 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  /** Czech and Slovak: 1, 2-4, the rest. */
  cs: 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
  sk: 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
  /** East Slavic: 1 (not 11), 2-4 (not 12-14), the rest. */
  ru: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  uk: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
};

/** The header for languages not in the table: the two-form rule most languages share. */
export const DEFAULT_PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

/**
 * The `Plural-Forms` header for a locale code, by its language (`pt-BR` -> `pt`).
 * @example pluralForms('pl') // 'nplurals=3; plural=(n==1 ? 0 : ...);'
 */
export function pluralForms(locale: string): string {
  return PLURAL_FORMS[locale.split(/[-_]/)[0]!.toLowerCase()] ?? DEFAULT_PLURAL_FORMS;
}
