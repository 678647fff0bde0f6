import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '@armory/content-pipeline/testing';
import { runArmory } from '../testing.js';

const ARMY = 'content/skirmish/armies/wolves.yaml';
const OUT = 'libs/content/skirmish/data/content.json';
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('armory build', () => {
  it('writes content.json keyed by kind, then root id or file stem, and prints a summary', async () => {
    root = makeWorkspace();
    const { code, stdout, stderr } = await runArmory(['build'], root);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const content = JSON.parse(readFileSync(join(root, OUT), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(Object.keys(content).sort()).toEqual(['abilities', 'army', 'rules']);
    expect(Object.keys(content['army']!)).toEqual(['wolves']);
    expect(content['rules']!['rules']).toEqual({ title: 'Skirmish', army: { units: 5, hq: 1 }, initiative: { min: 0, max: 9 } });
    expect((content['army']!['wolves'] as { units: { id: string }[] }).units.map((u) => u.id)).toEqual(['den', 'wolf', 'howler']);
    expect(stdout).toContain('skirmish: 3 files (1 abilities, 1 army, 1 rules) -> libs/content/skirmish/data/content.json');
    expect(readdirSync(join(root, 'libs/content/skirmish/data'))).toEqual(['content.json', 'translations.json']);
  });

  it('writes translations.json beside it: every key, and per locale only the translations of the current English', async () => {
    root = makeWorkspace();
    const { code, stdout } = await runArmory(['build'], root);
    expect(code).toBe(0);
    const carried = JSON.parse(readFileSync(join(root, 'libs/content/skirmish/data/translations.json'), 'utf8')) as {
      keys: string[];
      locales: Record<string, Record<string, string>>;
    };
    expect(Object.keys(carried.locales)).toEqual(['pl']);
    const current = Object.keys(carried.locales['pl']!);
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((key) => carried.keys.includes(key))).toBe(true);
    expect(stdout).toContain(
      `skirmish: translations (pl ${current.length} of ${carried.keys.length} current) -> libs/content/skirmish/data/translations.json`,
    );
  });

  it('writes nothing and exits 1 when any content is invalid', async () => {
    root = makeWorkspace();
    writeFileSync(join(root, ARMY), readFileSync(join(root, ARMY), 'utf8').replace('kind: hq', 'kind: boss'));
    const { code, stdout, stderr } = await runArmory(['build'], root);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain("unit 'den': kind must be one of hq, soldier, got 'boss'");
    expect(stderr).toContain('nothing was written');
    expect(existsSync(join(root, 'libs/content/skirmish'))).toBe(false);
  });

  it('keeps the old content.json when a later build fails', async () => {
    root = makeWorkspace();
    expect((await runArmory(['build'], root)).code).toBe(0);
    const before = readFileSync(join(root, OUT), 'utf8');
    writeFileSync(join(root, ARMY), '{ not: yaml');
    expect((await runArmory(['build'], root)).code).toBe(1);
    expect(readFileSync(join(root, OUT), 'utf8')).toBe(before);
  });

  it('builds one game with --game and refuses an unknown one', async () => {
    root = makeWorkspace();
    expect((await runArmory(['build', '--game', 'skirmish'], root)).code).toBe(0);
    const unknown = await runArmory(['build', '--game', 'chess'], root);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("no game 'chess' in content/; games: skirmish");
  });

  it("counts only the built game's warnings with --game", async () => {
    root = makeWorkspace();
    // A second game, "duel", with skirmish's rules and no translation; skirmish's Polish file has a warning.
    const schema = readFileSync(join(root, 'schemas/skirmish/rules.schema.json'), 'utf8').replace('skirmish/', 'duel/');
    const rules = readFileSync(join(root, 'content/skirmish/rules.yaml'), 'utf8').replace('/skirmish/', '/duel/');
    mkdirSync(join(root, 'schemas/duel'));
    mkdirSync(join(root, 'content/duel'));
    writeFileSync(join(root, 'schemas/duel/rules.schema.json'), schema);
    writeFileSync(join(root, 'content/duel/rules.yaml'), rules);
    const duel = await runArmory(['build', '--game', 'duel'], root);
    expect(duel.code).toBe(0);
    expect(duel.stdout).toMatch(/built 1 game\n$/);
    const skirmish = await runArmory(['build', '--game', 'skirmish'], root);
    expect(skirmish.stdout).toMatch(/built 1 game \(1 warning; see armory validate\)\n$/);
    const both = await runArmory(['build'], root);
    expect(both.stdout).toMatch(/built 2 games \(1 warning; see armory validate\)\n$/);
  });

  it('has --help', async () => {
    root = makeWorkspace();
    const { code, stdout } = await runArmory(['build', '--help'], root);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: armory build [--game <game>]');
  });
});
