/**
 * `armory simulate --compare`, as a designer balancing types it: a report saved with --json, the content edited,
 * the same games played again and compared; and the mistakes, each refused before a game is played.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/root.js';
import { shellArmory } from '../src/testing.js';
import { tempFolder } from '../src/temp-folder.testing.js';

const REPO = repoRoot();
const KNIGHTS = 'armory simulate hott --games 400 --seed 1 --attacker knights --defender spears';

/** A workspace of HOTT's content alone, as a designer's checkout holds it. */
function hottWorkspace(): string {
  const root = tempFolder('armory-compare-');
  cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(REPO, 'schemas'), join(root, 'schemas'), { recursive: true });
  mkdirSync(join(root, 'libs/content/hott'), { recursive: true });
  cpSync(join(REPO, 'libs/content/hott/exports.json'), join(root, 'libs/content/hott/exports.json'));
  return root;
}

describe('armory simulate --compare', () => {
  it('says what an edit to the content changed: each side up, down or no clear change, with its interval', () => {
    const root = hottWorkspace();
    const saved = shellArmory(`${KNIGHTS} --json > before.json`, { cwd: root });
    expect(saved.code).toBe(0);
    // The same games on the same content: nothing changed.
    const same = shellArmory(`${KNIGHTS} --compare before.json`, { cwd: root });
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/\nCompared with before\.json \(400 games\):\n {2}the content is the same\n/);
    expect(same.stdout).toMatch(/^ {2}attacking knights +28\.5% -> +28\.5% +0\.0 points +95% \[-6\.\d, \+6\.\d\] {2}no clear change$/m);

    // Knights made stronger against foot.
    const file = join(root, 'content/hott/troop-types.yaml');
    const text = readFileSync(file, 'utf8');
    const stronger = text.replace(/(- id: knights\n(?: {4}.*\n)*? {4}factor: \{ foot: )3,/, '$16,');
    expect(stronger).not.toBe(text);
    writeFileSync(file, stronger);
    const after = shellArmory(`${KNIGHTS} --compare before.json`, { cwd: root });
    expect(after.code).toBe(0);
    const compared = after.stdout.slice(after.stdout.indexOf('Compared with'));
    expect(compared.split('\n')).toEqual([
      'Compared with before.json (400 games):',
      '  content: troopTypes changed',
      expect.stringMatching(/^ {2}attacking knights +28\.5% -> +\d+\.\d% +\+\d+\.\d points +95% \[\+\d+\.\d, \+\d+\.\d\] {2}up$/),
      expect.stringMatching(/^ {2}defending spears +59\.0% -> +\d+\.\d% +-\d+\.\d points +95% \[-\d+\.\d, -\d+\.\d\] {2}down$/),
      expect.stringMatching(/^ {2}draws +12\.5% -> /),
      // HOTT's report gives a game's length in bounds and actions; a single combat is no bounds and one action.
      '  game length: 1.0 -> 1.0 actions',
      '',
    ]);

    // The same as JSON, beside the run's own report.
    const json = JSON.parse(shellArmory(`${KNIGHTS} --compare before.json --json`, { cwd: root }).stdout);
    expect(json.games).toBe(400);
    expect(json.compared).toMatchObject({ with: 'before.json', games: 400, differences: ['content: troopTypes changed'] });
    expect(json.compared.rows.map((r: { name: string; verdict: string }) => [r.name, r.verdict])).toEqual([
      ['attacking knights', 'up'],
      ['defending spears', 'down'],
      ['draws', expect.any(String)],
    ]);
    expect(json.compared.rows[0].before).toBe(0.285);
  }, 120_000);

  it('refuses a file it cannot compare with, before any game is played (exit 2)', () => {
    const root = hottWorkspace();
    writeFileSync(join(root, 'text.json'), 'hott: 400 games\n');
    writeFileSync(join(root, 'log.json'), JSON.stringify({ game: 'hott', actions: [] }));
    const report = {
      game: 'hott',
      games: 10,
      players: ['random', 'random'],
      wins: [
        { seat: 1, wins: 5 },
        { seat: 2, wins: 4 },
      ],
      draws: { count: 1 },
    };
    writeFileSync(join(root, 'hounds.json'), JSON.stringify({ ...report, game: 'hounds' }));
    writeFileSync(join(root, 'three.json'), JSON.stringify({ ...report, wins: [...report.wins, { seat: 3, wins: 0 }] }));
    const refused = (args: string) => shellArmory(`${KNIGHTS} ${args}`, { cwd: root });
    expect(refused('--compare missing.json')).toMatchObject({ code: 2, stdout: '' });
    expect(refused('--compare missing.json').stderr).toMatch(/cannot read --compare missing\.json: /);
    expect(refused('--compare text.json').stderr).toContain(
      '--compare text.json is not JSON; write a report to compare with by adding --json (armory simulate ... --json > text.json)',
    );
    expect(refused('--compare log.json').stderr).toContain(
      "--compare log.json is not a report of armory simulate --json: its 'games' is not a number of games above 0",
    );
    expect(refused('--compare hounds.json')).toMatchObject({ code: 2, stdout: '' });
    expect(refused('--compare hounds.json').stderr).toContain('--compare hounds.json: the earlier run is of hounds, this one of hott');
    expect(refused('--compare three.json').stderr).toContain(
      '--compare three.json: the earlier run has 3 seats and this one 2 seats; compare runs of the same sides',
    );
  }, 120_000);
});
