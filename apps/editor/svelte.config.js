import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter({ out: 'build' }),
    // SvelteKit's origin check is on by default and stays on (no trustedOrigins): another site cannot post
    // forms into the editor. hooks.server.ts refuses cross-origin JSON writes too.
  },
};
