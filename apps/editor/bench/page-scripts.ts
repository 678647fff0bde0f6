/** The JavaScript one editor page loads, gzipped: what a designer's browser downloads to open it. */
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { ready } from '../test/e2e/editor-server.js';

/** One page's scripts: each `.js` response, gzipped with Node's zlib at its default level. */
export interface PageScripts {
  /** Gzipped bytes by script URL path. */
  scripts: Map<string, number>;
  gzippedKb: number;
}

/** Opens `url` in a fresh tab with the cache off and sums the scripts it loads until the network is idle. */
export async function pageScripts(context: BrowserContext, url: string): Promise<PageScripts> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bodies: Array<Promise<void>> = [];
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      const at = new URL(response.url()).pathname;
      if (!at.endsWith('.js')) return;
      bodies.push(
        response
          .body()
          .then((body) => void scripts.set(at, gzipSync(body).length))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    await Promise.all(bodies);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    return { scripts, gzippedKb: +(total / 1024).toFixed(1) };
  } finally {
    await page.close();
  }
}
