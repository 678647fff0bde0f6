/**
 * Editor benchmarks, measured in Debian's chromium against the built server over a temp copy of content/:
 *  - keystroke to validated preview on the Hell Hounds document and on HOTT's troop types (target: median < 16 ms);
 *  - the JavaScript a document page of each registered game loads, gzipped (target: the largest <= 200 kB).
 * Run: npm run bench -w @armory/editor   (ARMORY_E2E_SKIP_BUILD=1 reuses an existing build)
 * It prints the figures as JSON, rewrites docs/benchmarks/editor.md with them, and exits 1 when over a target.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { GAME_LOADERS } from '@armory/registry/lazy';
import setup from '../test/e2e/build.js';
import { launchBrowser } from '../test/e2e/chromium.js';
import { ready, REPO_ROOT, startEditor } from '../test/e2e/editor-server.js';
import { keystrokeTimes, summary, type KeystrokeSpec } from './keystroke.js';
import { pageScripts } from './page-scripts.js';

const WARMUP = 20;
const RUNS = 100;
const TARGET_MS = 16;
const BUDGET_KB = 200;

/** The document measured for each game; a game not named here is measured on its first content file. */
const DOCUMENTS: Record<string, string> = {
  'neuroshima-hex': 'neuroshima-hex/armies/hell-hounds.yaml',
  'shifting-hills': 'shifting-hills/tiles.yaml',
  hott: 'hott/troop-types.yaml',
  hounds: 'hounds/cards/sample.yaml',
};

/** The first YAML file of a game's content (checks.yaml aside), by path. */
function firstDocument(game: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  const file = walk(join(REPO_ROOT, 'content', game)).find((f) => f.endsWith('.yaml') && !f.endsWith('checks.yaml'));
  if (!file) throw new Error(`content/${game} has no YAML file to open`);
  return relative(join(REPO_ROOT, 'content'), file);
}

/** A keystroke measurement: the file, how to open the entry typed into, and what to type and watch. */
interface Keystroke {
  label: string;
  file: string;
  describe: string;
  prepare(page: Page): Promise<KeystrokeSpec>;
}

const KEYSTROKES: Keystroke[] = [
  {
    label: 'Hell Hounds document',
    file: 'neuroshima-hex/armies/hell-hounds.yaml',
    describe: "the Tamer tile's first initiative (alternating 4 and 3), watched in the tile's SVG preview",
    async prepare(page) {
      await page.locator('.entry-head .toggle', { hasText: 'Tamer' }).first().click();
      const index = await page.evaluate(() =>
        [...document.querySelectorAll('[data-pointer="/tiles"] > .entries > .entry .entry-name')].findIndex(
          (e) => e.textContent === 'Tamer',
        ),
      );
      return {
        input: `[data-pointer="/tiles/${index}/initiative/0"] input`,
        preview: '[data-testid="tile-preview"]',
        shows: '{value}',
        at: '.initiative',
      };
    },
  },
  {
    label: 'HOTT troop types',
    file: 'hott/troop-types.yaml',
    describe:
      "the first type's factor against foot, watched in its open picture; each type's picture shows its odds against every type through the outcome tables, so an edit changes the pictures of other types too (those in view are redrawn, apps/editor/src/lib/editor/entry-pictures.ts)",
    async prepare(page) {
      await page.locator('[data-pointer="/types"] > ol > li > .entry-head .toggle').first().click();
      await page.locator('[data-pointer="/types/0/factor/foot"] input').waitFor();
      return {
        input: '[data-pointer="/types/0/factor/foot"] input',
        preview: '[data-pointer="/types/0"] [data-testid="preview"]',
        shows: 'factor +{value} vs foot',
      };
    },
  },
];

setup();
const server = await startEditor();
const browser = await launchBrowser();
try {
  const keystrokes = [];
  for (const k of KEYSTROKES) {
    const page = await browser.context.newPage();
    page.on('crash', () => console.error('page crashed'));
    page.on('pageerror', (e) => console.error('page error', e.message));
    await page.goto(`${server.url}/edit/${k.file}`, { waitUntil: 'networkidle' });
    await ready(page);
    const spec = await k.prepare(page);
    keystrokes.push({ ...k, ...summary(await keystrokeTimes(page, spec, WARMUP, RUNS)) });
    await page.close();
  }

  const pages = [];
  for (const { id } of GAME_LOADERS) {
    const file = DOCUMENTS[id] ?? firstDocument(id);
    const measured = await pageScripts(browser.context, `${server.url}/edit/${file}`);
    pages.push({ game: id, file, files: measured.scripts.size, gzippedKb: measured.gzippedKb });
  }
  const largest = pages.reduce((a, b) => (b.gzippedKb > a.gzippedKb ? b : a));

  const result = {
    keystrokeToPreviewMs: Object.fromEntries(keystrokes.map((k) => [k.file, { median: k.median, p95: k.p95, min: k.min, runs: k.runs }])),
    documentPageJs: pages,
    largestDocumentPage: largest,
    targets: { keystrokeMedianMs: TARGET_MS, gzippedKb: BUDGET_KB },
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = keystrokes.every((k) => k.median < TARGET_MS) && largest.gzippedKb <= BUDGET_KB;
  console.log(ok ? 'editor bench: within targets' : 'editor bench: OVER TARGET');
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const verdict = (good: boolean) => (good ? 'ok' : 'OVER');
  const keyRows = keystrokes.flatMap((k) => [
    `| keystroke to validated preview, ${k.label}, median | ${k.median} ms | < ${TARGET_MS} ms | ${verdict(k.median < TARGET_MS)} |`,
    `| same, 95th percentile | ${k.p95} ms | | |`,
    `| same, fastest | ${k.min} ms | | |`,
  ]);
  const pageRows = pages.map(
    (p) =>
      `| JavaScript of a ${p.game} page (\`${p.file}\`), gzipped | ${p.gzippedKb} kB in ${p.files} files | ${p === largest ? `<= ${BUDGET_KB} kB` : ''} | ${p === largest ? verdict(p.gzippedKb <= BUDGET_KB) : ''} |`,
  );
  writeFileSync(
    join(REPO_ROOT, 'docs/benchmarks/editor.md'),
    `# Editor benchmarks

Command (from the repository root): \`npm run bench -w @armory/editor\` (apps/editor/bench/editor.bench.ts). It builds
the editor, serves it over a temp copy of content/ and schemas/, drives Debian's chromium (headless) with
playwright-core, and rewrites this file. The machine is shared: compare runs, not single numbers.

Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${load} (1 / 5 / 15 min).

| measure | result | target | |
|---|---:|---:|---|
${keyRows.join('\n')}
${pageRows.join('\n')}

The largest document page is the ${largest.game} page; the budget holds for it, so for every page.

How a keystroke is measured (apps/editor/bench/keystroke.ts): ${RUNS} runs after ${WARMUP} warm-up runs. Each run sets
a number input and dispatches an \`input\` event, exactly as typing does; the clock stops when a MutationObserver
sees the new number in the picture. In between, the page patches the YAML text (a splice of the changed scalar),
re-validates the whole game with @armory/content-pipeline (schemas, ids, references, checks.yaml, translations),
gathers the game's content for its previews and redraws the pictures: the open one, and the small picture of each
list entry in view or whose own value changed (one out of view is drawn afresh when it scrolls into view). Paint is
not included (it follows within the next frame).
${keystrokes.map((k) => `- ${k.label} (\`${k.file}\`): ${k.describe}.`).join('\n')}

How the JavaScript is measured (apps/editor/bench/page-scripts.ts): for each registered game, one document page
opened in a fresh tab with the browser cache off; every \`.js\` response until the network is idle, each gzipped
with Node's zlib at its default level, summed. A page loads the editor (Svelte's runtime, ajv, yaml, the
pipeline, render) and its own game's module, which the page's load imports through \`@armory/registry/lazy\`;
no other game's code (apps/editor/test/e2e/game-chunks.e2e.ts checks that on the build).
`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
