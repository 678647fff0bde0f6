import { copyFileSync, rmSync } from 'node:fs';
import node from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

const OUT = 'build';
const nodeAdapter = node({ out: OUT });

/**
 * adapter-node, with our own server program as build/index.js: adapter-node's listens on 0.0.0.0:3000 unless
 * told otherwise and believes every request came over https, so a same-origin save looked cross-site.
 * src/lib/server/listen.js listens on 127.0.0.1:4173 by default and serves the adapter's handler over http.
 * @type {import('@sveltejs/kit').Adapter}
 */
const adapter = {
  name: 'armory-editor',
  async adapt(builder) {
    await nodeAdapter.adapt(builder);
    copyFileSync(new URL('./src/lib/server/listen.js', import.meta.url), `${OUT}/index.js`);
    rmSync(`${OUT}/index.js.map`, { force: true });
  },
};

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess(),
  kit: {
    adapter,
    // SvelteKit's origin check is on by default and stays on (no trustedOrigins): another site cannot post
    // forms into the editor. hooks.server.ts refuses cross-origin JSON writes too.
  },
};
