#!/usr/bin/env node
// The `armory` command. It runs dist/armory.mjs (the bundle scripts/bundle.mjs makes on npm install)
// while that bundle is newer than every file it was made from; otherwise, or with ARMORY_FROM_SOURCE=1,
// it runs the TypeScript sources through tsx, so an edited checkout never runs stale code.
import { bundleIsFresh } from './bundle-fresh.js';

// A reader that stops early (`armory ... | head`) closes the pipe: stop writing to it, quietly, rather than die
// with Node's stack trace, and let the command finish, so its exit status (1: invalid content) still tells.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    stream.write = (_chunk, encoding, done) => {
      (typeof encoding === 'function' ? encoding : done)?.();
      return true;
    };
  });

const bundle = new URL('../dist/armory.mjs', import.meta.url);
const inputs = new URL('../dist/armory.inputs.json', import.meta.url);
const repo = new URL('../../../', import.meta.url);

let main;
if (!process.env.ARMORY_FROM_SOURCE && bundleIsFresh(bundle, inputs, repo)) ({ main } = await import(bundle.href));
else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
