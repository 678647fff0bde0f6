import type { TranslatableString } from '../types.js';
import { formatPo, poEntry, type PoCatalog } from './po-file.js';
import { pluralForms } from './plural-forms.js';
import { keyState, type LocaleEntry } from './translation-status.js';

/** The PO header field naming the game a file belongs to; import refuses a PO naming another game. */
export const GAME_HEADER = 'X-Armory-Game';

/** What `exportPo` needs: the game's English strings and one locale's entries (empty for a new locale). */
export interface ExportInput {
  game: string;
  locale: string;
  strings: readonly TranslatableString[];
  entries: ReadonlyMap<string, LocaleEntry>;
  /** For each key, where its string sits (`army 'hh' > tiles 'wolf' > name`), written as a comment. */
  contexts?: ReadonlyMap<string, string>;
}

/**
 * One PO entry per translatable string, in content order: msgctxt the key, msgid the English, msgstr the
 * translation (empty when missing). A stale translation is kept and flagged `fuzzy`, so the translator sees the
 * old wording and clears the flag after checking it. Orphaned keys are left out: status lists them.
 */
export function exportCatalog(input: ExportInput): PoCatalog {
  const headers: [string, string][] = [
    ['Project-Id-Version', input.game],
    ['Language', input.locale],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=UTF-8'],
    ['Content-Transfer-Encoding', '8bit'],
    ['Plural-Forms', pluralForms(input.locale)],
    // Left empty for the translator's tool to fill; present so `msgfmt -c` finds a complete header.
    ['PO-Revision-Date', ''],
    ['Last-Translator', ''],
    ['Language-Team', ''],
    ['X-Generator', 'armory i18n export'],
    [GAME_HEADER, input.game],
  ];
  const entries = input.strings.map((s) => {
    const entry = input.entries.get(s.key);
    const state = keyState(s.text, entry);
    const context = input.contexts?.get(s.key);
    return poEntry({
      msgctxt: s.key,
      msgid: s.text,
      msgstr: [entry?.text ?? ''],
      extractedComments: context ? [context] : [],
      references: [`${s.file}:${s.line}`],
      flags: state === 'stale' ? ['fuzzy'] : [],
    });
  });
  return { headers, entries };
}

/**
 * The PO file text for one locale of a game.
 * @example exportPo({ game: 'neuroshima-hex', locale: 'de', strings, entries: new Map() })
 */
export function exportPo(input: ExportInput): string {
  const note = [
    `${input.game}: texts to translate into ${input.locale}, written by 'armory i18n export'.`,
    "msgctxt is the translation key: keep it. A fuzzy entry's English changed since it was translated:",
    'check the translation, then clear the fuzzy flag; entries still fuzzy are not imported.',
  ];
  return formatPo(exportCatalog(input), note);
}
