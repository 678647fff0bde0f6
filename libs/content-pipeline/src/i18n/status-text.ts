import type { KeyStatus, LocaleStatus } from './translation-status.js';

/** At most this many keys per state are listed; `--json` gives them all. */
export const LISTED_PER_STATE = 50;

function shown(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

function keyLine(k: KeyStatus): string {
  const where = k.file ? `  ${k.file}:${k.line}` : '';
  if (k.state === 'stale') return `    ${k.key}  ${shown(k.english!)} (translated from older English as ${shown(k.text!)})${where}`;
  if (k.state === 'orphaned') return `    ${k.key}  ${shown(k.text!)}: no such text in the content any more; delete the entry`;
  return `    ${k.key}  ${shown(k.english ?? '')}${where}`;
}

/**
 * One locale's status as text: a summary line, then the missing, stale and orphaned keys.
 * @example formatLocaleStatus('neuroshima-hex', status) // 'neuroshima-hex pl: 30 of 32 done, 1 missing, 1 stale, 0 orphaned\n...'
 */
export function formatLocaleStatus(game: string, status: LocaleStatus): string {
  const lines = [
    `${game} ${status.locale}: ${status.done.length} of ${status.total} done, ${status.missing.length} missing, ${status.stale.length} stale, ${status.orphaned.length} orphaned`,
  ];
  for (const state of ['missing', 'stale', 'orphaned'] as const) {
    const keys = status[state];
    if (keys.length === 0) continue;
    lines.push(`  ${state}:`);
    lines.push(...keys.slice(0, LISTED_PER_STATE).map(keyLine));
    if (keys.length > LISTED_PER_STATE) lines.push(`    ... and ${keys.length - LISTED_PER_STATE} more (--json lists all)`);
  }
  return `${lines.join('\n')}\n`;
}

/** A status as JSON-ready data: the counts, then every key by state. */
export function statusData(game: string, status: LocaleStatus) {
  const { locale, total, done, missing, stale, orphaned } = status;
  return {
    game,
    locale,
    counts: { total, done: done.length, missing: missing.length, stale: stale.length, orphaned: orphaned.length },
    done,
    missing,
    stale,
    orphaned,
  };
}
