/**
 * Keystroke to preview on HOTT's troop types, where each type's picture is drawn from the game's content (its odds
 * against every type through the outcome tables), measured in Debian's chromium against the built server.
 * Run: npx tsx bench/content-previews.bench.ts [--without-content]   (ARMORY_E2E_SKIP_BUILD=1 reuses an existing build)
 * `--without-content` removes the game's content layout from the served copy, so previews draw from their file
 * alone (as the editor did before previews were given content): the figure to compare with. Prints JSON.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import setup from '../test/e2e/build.js';
import { launchBrowser } from '../test/e2e/chromium.js';
import { ready, startEditor } from '../test/e2e/editor-server.js';
import { keystrokeTimes, summary } from './keystroke.js';

const FILE = 'hott/troop-types.yaml';
const WARMUP = 10;
const RUNS = 50;

setup();
const server = await startEditor();
const withoutContent = process.argv.includes('--without-content');
if (withoutContent) rmSync(join(server.root, 'libs', 'content', 'hott', 'exports.json'));
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  page.on('pageerror', (e) => console.error('page error', e.message));
  await page.goto(`${server.url}/edit/${FILE}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page.locator('[data-pointer="/types"] > ol > li > .entry-head .toggle').first().click();
  await page.locator('[data-pointer="/types/0/factor/foot"] input').waitFor();

  // Each run sets the first type's factor against foot and waits for its open preview to say the new factor:
  // the page patches the YAML, re-validates the game, gathers its content and redraws every type's picture.
  const times = await keystrokeTimes(
    page,
    {
      input: '[data-pointer="/types/0/factor/foot"] input',
      preview: '[data-pointer="/types/0"] [data-testid="preview"]',
      shows: 'factor +{value} vs foot',
    },
    WARMUP,
    RUNS,
  );
  const odds = await page.locator('[data-pointer="/types/0"] [data-testid="preview"]').textContent();
  console.log(
    JSON.stringify(
      {
        file: FILE,
        keystrokeToPreviewMs: summary(times),
        previewUsesContent: odds?.includes('green: enemy hurt') ?? false,
        loadAverage: loadavg().map((n) => +n.toFixed(1)),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
