import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit()],
  // Workspace packages ship TypeScript sources: bundle them instead of leaving node to import .ts files.
  ssr: { noExternal: [/^@armory\//] },
  server: { host: '127.0.0.1', port: 4173, fs: { allow: ['../..'] } },
  preview: { host: '127.0.0.1', port: 4173 },
  test: { include: ['src/**/*.test.ts'] },
});
