import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateWorkspace } from '../node.js';
import type { GameReport } from '../types.js';
import { gameContexts, gameLocales, gameStatus } from './game-locales.js';
import { tempFolder } from '../../test/fixture-workspace.js';

const repo = join(import.meta.dirname, '../../../..');

/** A temp workspace holding the tiny-war fixture game, with the real locale schema; `edit` may change it first. */
function fixtureReport(edit: (root: string) => void = () => {}): GameReport {
  const root = tempFolder('i18n-game-');
  cpSync(join(import.meta.dirname, 'test-fixtures'), root, { recursive: true });
  mkdirSync(join(root, 'schemas/common'), { recursive: true });
  cpSync(join(repo, 'schemas/common/locale.schema.json'), join(root, 'schemas/common/locale.schema.json'));
  edit(root);
  return validateWorkspace(root, ['content/tiny-war']).reports[0]!;
}

/** What the pipeline's own diagnostics say about translations, in the terms of a status report. */
function pipelineView(report: GameReport) {
  const of = (rule: string) => report.diagnostics.filter((d) => d.rule === rule);
  return {
    stale: of('i18n-stale')
      .map((d) => /translation of '([^']+)'/.exec(d.message)![1])
      .sort(),
    missing: of('i18n-missing').map((d) => Number(/^(\d+) of/.exec(d.message)![1])),
    orphaned: of('i18n-dangling')
      .map((d) => /key '([^']+)'/.exec(d.message)![1])
      .sort(),
  };
}

function statusView(report: GameReport) {
  const [s] = gameStatus(report);
  return {
    stale: s!.stale.map((k) => k.key).sort(),
    missing: s!.missing.length > 0 ? [s!.missing.length] : [],
    orphaned: s!.orphaned.map((k) => k.key).sort(),
  };
}

describe('game status', () => {
  it('agrees with the pipeline on missing, stale and orphaned keys', () => {
    const report = fixtureReport((root) => {
      const pl = join(root, 'content/tiny-war/i18n/pl.yaml');
      writeFileSync(pl, `${readFileSync(pl, 'utf8')}  wolves.bear.name:\n    text: Niedźwiedź\n    source: "00000000"\n`);
      const army = join(root, 'content/tiny-war/armies/wolves.yaml');
      writeFileSync(army, readFileSync(army, 'utf8').replace('name: Wolves', 'name: Grey Wolves'));
    });
    expect(statusView(report)).toEqual({ stale: ['wolves.name', 'wolves.net.name'], missing: [2], orphaned: ['wolves.bear.name'] });
    expect(statusView(report)).toEqual(pipelineView(report));
  });

  it('agrees with the pipeline on the real content', () => {
    const report = validateWorkspace(repo, ['content/neuroshima-hex']).reports[0]!;
    expect(gameLocales(report).map((l) => l.locale)).toContain('pl');
    expect(statusView(report)).toEqual(pipelineView(report));
  }, 30_000); // compiles every game's schemas: seconds when the machine is busy; this checks results, not speed

  it('counts an absent locale as all missing', () => {
    const [de] = gameStatus(fixtureReport(), 'de');
    expect(de).toMatchObject({ locale: 'de', total: 5, done: [], stale: [], orphaned: [] });
    expect(de!.missing.map((k) => k.key)).toEqual([
      'wolves.name',
      'wolves.wolf.name',
      'wolves.hq.name',
      'wolves.hq.text',
      'wolves.net.name',
    ]);
  });

  it('names where each string sits, for translators', () => {
    expect(gameContexts(fixtureReport()).get('wolves.hq.text')).toBe("army 'wolves' > tiles 'hq' > text");
  });
});
