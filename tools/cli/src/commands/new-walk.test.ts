import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSteps } from '../new-game/next-steps.js';
import { scratchWorkspace, type Ran, type ScratchWorkspace } from '../new-game/scratch-workspace.testing.js';
import { repoRoot } from '../root.js';

// docs/adding-a-game.md walked as an engine author walks it, on a scratch copy of the workspace: the steps its
// first block lists are the ones `armory new game` prints, and each works as typed; then the author's first
// change to the rules schema reaches the game's types by the commands its step 2 gives.
const id = 'tiny-race';
let ws: ScratchWorkspace;
let logs = '';

beforeAll(() => {
  ws = scratchWorkspace('armory-new-walk-');
  logs = mkdtempSync(join(tmpdir(), 'armory-new-walk-logs-'));
}, 120_000);
afterAll(() => {
  ws?.remove();
  if (logs) rmSync(logs, { recursive: true, force: true });
});

/** The commands of the docs' `sh` blocks, comments dropped, for this id. */
function docsBlocks(): string[][] {
  const docs = readFileSync(join(repoRoot(), 'docs/adding-a-game.md'), 'utf8');
  return [...docs.matchAll(/```sh\n([\s\S]*?)```/g)].map((block) =>
    block[1]!
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim().replaceAll('<id>', id))
      .filter((line) => line !== ''),
  );
}

const passed = (r: Ran) => expect(r.code, `${r.stdout}${r.stderr}`).toBe(0);

/**
 * Runs one line of the docs as typed, in the copy: `npx armory` is the copy's own, `npm install` links its new
 * packages (the copy shares the real node_modules), `nx run-many` runs each package's scripts of those targets
 * (what Nx runs for them, without its daemon and cache), and /tmp/ is a folder of this test's own.
 */
function runAsTyped(line: string): void {
  for (const part of line.split(' && ')) {
    const words = part.split(' ').map((w) => w.replace(/^\/tmp\//, `${logs}/`));
    const says = `${part}:`;
    if (part === 'npm install') ws.linkWorkspacePackages();
    else if (words[0] === 'npm' && words[1] === 'run') passed(ws.program('npm', words.slice(1)));
    else if (words[0] === 'npx' && words[1] === 'armory') {
      const r = ws.armory(...words.slice(2));
      expect(r.stderr, says).toBe('');
      expect(r.code, says + r.stdout).toBe(0);
    } else if (words[0] === 'npx' && words[1] === 'vitest') {
      const r = ws.node([ws.tool('vitest/vitest.mjs'), ...words.slice(2)]);
      expect(r.code, says + r.stdout + r.stderr).toBe(0);
      expect(r.stdout, says).toMatch(/Tests +\d+ passed/);
    } else if (part.startsWith('npx nx run-many ')) {
      const targets = part.slice(part.indexOf('-t ') + 3, part.indexOf(' -p ')).split(' ');
      const projects = part.slice(part.indexOf(' -p ') + 4).split(' ');
      let ran = 0;
      for (const project of projects) {
        const dir = join(ws.root, project.replace(/^@armory\/content-/, 'libs/content/').replace(/^@armory\/game-/, 'libs/games/'));
        const scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
        for (const target of targets.filter((t) => scripts[t] !== undefined)) {
          const r = ws.program('npm', ['run', target], dir);
          expect(r.code, `${project}:${target}: ${r.stdout}${r.stderr}`).toBe(0);
          ran++;
        }
      }
      // lint and typecheck of both packages, and the game's tests (the content package has none).
      expect(ran, says).toBe(targets.length * projects.length - 1);
    } else throw new Error(`${says} a step this test cannot type yet: teach runAsTyped it`);
  }
}

describe('docs/adding-a-game.md, as typed', () => {
  it('lists the steps armory new game prints, and each of them works', () => {
    const [first] = docsBlocks();
    expect(first![0]).toBe(`npx armory new game ${id}`);
    expect(first!.slice(1)).toEqual(nextSteps(id));
    const made = ws.armory('new', 'game', id);
    passed(made);
    const printed = made.stdout.slice(made.stdout.indexOf('Next, from')).split('\n').slice(1);
    expect(printed.slice(0, nextSteps(id).length).map((l) => l.trim())).toEqual(nextSteps(id));
    for (const line of first!.slice(1)) runAsTyped(line);
    // The replay the docs ask for checked the saved game; the search player plays it too.
    expect(readFileSync(join(logs, `${id}-game.json`), 'utf8')).toMatch(/"seatsFrom": ?1/);
    const mcts = ws.armory('simulate', id, '--games', '2', '--seed', '1', '--players', 'mcts:50,greedy', '--workers', '0');
    passed(mcts);
    expect(mcts.stdout).toMatch(/seat 1 \(mcts:50\) vs seat 2 \(greedy\)/);
    // The CLI's tests that list the games a typo is held against still pass with one more game.
    const listing = ws.node(
      [ws.tool('vitest/vitest.mjs'), 'run', 'test/user-mistakes.test.ts', '-t', 'other commands'],
      join(ws.root, 'tools/cli'),
    );
    expect(listing.code, listing.stdout + listing.stderr).toBe(0);
    expect(listing.stdout).toMatch(/Tests +\d+ passed/);
  }, 600_000);

  it("takes a new field of the rules schema to the game's types by the commands of its step 2", () => {
    const game = join(ws.root, 'libs/games', id);
    const typecheck = () => ws.node([ws.tool('typescript/bin/tsc'), '-p', 'tsconfig.json'], game);
    const schemaFile = join(ws.root, 'schemas', id, 'rules.schema.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { required: string[]; properties: Record<string, unknown> };
    schema.required.push('start');
    schema.properties['start'] = { type: 'integer', minimum: 0, description: 'The count at the start.' };
    writeFileSync(schemaFile, `${JSON.stringify(schema, null, 2)}\n`);
    const rules = join(ws.root, 'content', id, 'rules.yaml');
    writeFileSync(rules, `${readFileSync(rules, 'utf8')}start: 3\n`);
    const source = join(game, 'src/game.ts');
    const text = readFileSync(source, 'utf8');
    expect(text).toContain('count: 0,');
    writeFileSync(source, text.replace('count: 0,', 'count: content.rules.start,'));

    // Codegen alone leaves the game on the package as built: the trap step 2 warns of.
    passed(ws.armory('codegen'));
    expect(typecheck().stdout).toMatch(/Property 'start' does not exist on type 'Rules'/);
    const step2 = docsBlocks().find((block) => block[0] === 'npm run codegen');
    expect(step2, 'docs/adding-a-game.md step 2 rebuilds the types and the package').toBeDefined();
    for (const line of step2!) runAsTyped(line);
    passed(typecheck());
    passed(ws.program('npm', ['run', 'test'], game));
  }, 300_000);
});
