import type { GameReport } from '@armory/content-pipeline';
import type { PackageLayout } from '@armory/content-pipeline/layout';
import { describe, expect, it } from 'vitest';
import { previewContent } from './preview-content.js';

const layout: PackageLayout = {
  rules: { kind: 'rules', type: 'Rules', shape: 'single', description: 'the numbers' },
  crews: { kind: 'crew', type: 'Crew', shape: 'by-id', idType: 'CrewId', description: 'every crew' },
};

/** A validation report as the page's session holds it: only the fields content is gathered from. */
function report(files: { path: string; kind: string; data: unknown }[], errors = 0): GameReport {
  const diagnostics = Array.from({ length: errors }, () => ({ severity: 'error', file: files[0]!.path, pointer: '' }));
  return { game: 'tiny', files, diagnostics } as unknown as GameReport;
}

const files = [
  { path: 'content/tiny/rules.yaml', kind: 'rules', data: { life: 3 } },
  { path: 'content/tiny/crews/wolves.yaml', kind: 'crew', data: { id: 'wolves', size: 4 } },
  { path: 'content/tiny/crews/bears.yaml', kind: 'crew', data: { id: 'bears', size: 2 } },
  { path: 'content/tiny/checks.yaml', kind: 'checks', data: [] },
];

describe('previewContent', () => {
  it('shapes the game like its content package: single kinds as the file, others by id', () => {
    expect(previewContent(report(files), layout)).toEqual({
      rules: { life: 3 },
      crews: { bears: { id: 'bears', size: 2 }, wolves: { id: 'wolves', size: 4 } },
    });
  });

  it('gives no content while the game has an error, two files clash, or the game has no layout', () => {
    expect(previewContent(report(files, 1), layout)).toBeUndefined();
    const clash = [...files, { path: 'content/tiny/crews/wolves-2.yaml', kind: 'crew', data: { id: 'wolves', size: 1 } }];
    expect(previewContent(report(clash), layout)).toBeUndefined();
    const twoRules = [...files, { path: 'content/tiny/more-rules.yaml', kind: 'rules', data: { life: 4 } }];
    expect(previewContent(report(twoRules), layout)).toBeUndefined();
    expect(previewContent(report(files), undefined)).toBeUndefined();
  });
});
